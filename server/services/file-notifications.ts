/** Telling a file's owner that it could not be prepared for printing (issue 16). */
import { eq } from "drizzle-orm";
import { localizePath } from "#core/locales.ts";
import type { Database } from "../db/client.ts";
import { users } from "../db/schema.ts";
import { fileFailedMessage } from "../mail/messages.ts";
import { mailLocale } from "./accounts.ts";
import { notify } from "./notifications.ts";

/** A notification on the owner's account, and the mail as they chose it when the shop's address is known. */
export async function notifyFileFailed(
  tx: Database,
  input: {
    userId: string;
    name: string;
    failure: "damaged" | "processingFailed";
    origin: string | undefined;
    now: Date;
  },
): Promise<void> {
  const [owner] = await tx
    .select({ email: users.email, locale: users.locale })
    .from(users)
    .where(eq(users.id, input.userId));
  if (!owner) return;
  const locale = mailLocale(owner.locale);
  const origin = input.origin;
  await notify(tx, {
    userId: input.userId,
    type: "file_failed",
    params: { name: input.name, failure: input.failure },
    link: "/account/files",
    now: input.now,
    ...(origin
      ? {
          mail: {
            to: owner.email,
            locale,
            origin,
            build: ({ siteName, unsubscribeUrl }) =>
              fileFailedMessage({
                locale,
                siteName,
                name: input.name,
                failure: input.failure,
                filesLink: `${origin}${localizePath("/account/files", locale)}`,
                unsubscribeUrl,
              }),
          },
        }
      : {}),
  });
}
