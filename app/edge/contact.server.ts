/**
 * What the help center confirms once a contact message is sent. The form is answered with a
 * redirect back to it (so a reload never sends the message twice) and, in a short, signed,
 * HttpOnly cookie read once by the page, the reference and the address the copy went to.
 */
import { z } from "zod";
import type { Config } from "#server/config.ts";
import { signedStateCookie } from "#server/cookies.ts";

const contactSentSchema = z.object({ reference: z.string().max(20), email: z.string().max(254) });
export type ContactSent = z.infer<typeof contactSentSchema>;

// A minute: the redirect that follows the post reads it at once.
const sentCookie = signedStateCookie("contact-sent", { maxAge: 60 });

/** The message just sent from this browser, if any; a forged or stale cookie reads as none. */
export async function readContactSent(request: Request, config: Config): Promise<ContactSent | null> {
  const value: unknown = await sentCookie(config).parse(request.headers.get("cookie"));
  const parsed = contactSentSchema.safeParse(value);
  return parsed.success ? parsed.data : null;
}

/** The Set-Cookie header that remembers `sent` for the next page, or forgets it (null). */
export function writeContactSent(config: Config, sent: ContactSent | null): Promise<string> {
  return sent ? sentCookie(config).serialize(sent) : sentCookie(config).serialize("", { maxAge: 0 });
}
