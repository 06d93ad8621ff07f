import type { RouterContextProvider } from "react-router";
import { servicesContext } from "#server/context.ts";
import { userContext } from "#app/middleware/auth-guard.ts";
import { updatePreferences } from "#server/services/accounts.ts";
import type { Locale } from "#core/locales.ts";

/**
 * Keeps a signed-in user's language or display currency on their profile too, so it follows
 * them to the next browser they sign in on. Visitors only have the cookie.
 */
export async function rememberPreference(
  context: Readonly<RouterContextProvider>,
  preference: { locale?: Locale; currency?: string },
): Promise<void> {
  const user = context.get(userContext);
  if (!user) return;
  const { db, now } = context.get(servicesContext);
  await updatePreferences(db, user.id, preference, now());
}
