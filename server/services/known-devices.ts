/**
 * The browsers an account signs in from (issue 16): a sign-in from one the account has not used
 * before tells its owner — a notification and a mail that always goes out. The first sign-in of
 * an account (right after sign-up, or the first since devices were recorded) only records.
 */
import { count, eq } from "drizzle-orm";
import { localizePath, locales } from "#core/locales.ts";
import { describeUserAgent } from "#core/user-agent.ts";
import type { Database } from "../db/client.ts";
import { knownDevices, users } from "../db/schema.ts";
import { newSignInMessage } from "../mail/messages.ts";
import { mailLocale } from "./accounts.ts";
import { notify } from "./notifications.ts";

/**
 * What identifies a device: its browser and system (`Firefox on Windows`), not the full user
 * agent, whose versions change with every update; an agent we cannot read is kept as sent.
 */
export function deviceKey(userAgent: string | null): string {
  const described = userAgent ? describeUserAgent(userAgent) : null;
  if (described) return `${described.browser} on ${described.os}`;
  return (userAgent ?? "").trim().slice(0, 200) || "unknown";
}

/**
 * Records the device of a sign-in that started a session; tells the owner when the account
 * already had devices and this one is new. Returns whether they were told.
 */
export async function recordSignInDevice(
  db: Database,
  input: { userId: string; userAgent: string | null; origin: string; now: Date },
): Promise<boolean> {
  const device = deviceKey(input.userAgent);
  return db.transaction(async (tx) => {
    const [known] = await tx
      .select({ devices: count() })
      .from(knownDevices)
      .where(eq(knownDevices.userId, input.userId));
    const inserted = await tx
      .insert(knownDevices)
      .values({ userId: input.userId, device, firstSeenAt: input.now })
      .onConflictDoNothing()
      .returning({ device: knownDevices.device });
    if (inserted.length === 0 || (known?.devices ?? 0) === 0) return false;
    const [user] = await tx
      .select({ email: users.email, locale: users.locale })
      .from(users)
      .where(eq(users.id, input.userId));
    if (!user) return false;
    const locale = mailLocale(user.locale);
    const described = input.userAgent ? describeUserAgent(input.userAgent) : null;
    const time = new Intl.DateTimeFormat(locales[locale].tag, {
      year: "numeric",
      month: "long",
      day: "numeric",
      hour: "2-digit",
      minute: "2-digit",
      timeZone: "UTC",
      timeZoneName: "short",
    }).format(input.now);
    await notify(tx, {
      userId: input.userId,
      type: "new_sign_in",
      // Names, not sentences: the notification centre words them in the reader's language.
      params: { browser: described?.browser ?? "", os: described?.os ?? "" },
      link: "/account/settings",
      now: input.now,
      mail: {
        to: user.email,
        locale,
        origin: input.origin,
        build: ({ siteName }) =>
          newSignInMessage({
            locale,
            siteName,
            device: described,
            time,
            settingsLink: `${input.origin}${localizePath("/account/settings", locale)}`,
          }),
      },
    });
    return true;
  });
}
