/**
 * The browser's "signed in here before" cookie (issue 27, finding 1): a random id for the browser
 * and the accounts that signed in from it, signed with the session secrets so it cannot be made
 * up. With it, a stranger's failed guesses at an account never stop its owner in this browser
 * (server/services/sign-in.ts). It proves nothing by itself: the password is still needed.
 */
import { randomUUID } from "node:crypto";
import { z } from "zod";
import type { Config } from "#server/config.ts";
import type { KnownBrowser } from "#server/services/sign-in.ts";
import { signedStateCookie } from "#server/cookies.ts";

/** Browsers cap cookies at 400 days; each sign-in renews it. */
const knownBrowserCookie = signedStateCookie("known-browser", { maxAge: 400 * 24 * 60 * 60 });

/** A shared computer may be used for a few accounts; the latest ones are kept. */
const MAX_ACCOUNTS = 5;

const cookieSchema = z.object({
  id: z.uuid(),
  userIds: z.array(z.uuid()).max(MAX_ACCOUNTS),
});

export async function readKnownBrowser(request: Request, config: Config): Promise<KnownBrowser | null> {
  const value: unknown = await knownBrowserCookie(config).parse(request.headers.get("cookie"));
  const parsed = cookieSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The `Set-Cookie` that adds `userId` to the browser's accounts (the latest first). */
export async function rememberBrowser(request: Request, config: Config, userId: string): Promise<string> {
  const known = await readKnownBrowser(request, config);
  const userIds = [userId, ...(known?.userIds ?? []).filter((id) => id !== userId)].slice(0, MAX_ACCOUNTS);
  return knownBrowserCookie(config).serialize({ id: known?.id ?? randomUUID(), userIds });
}
