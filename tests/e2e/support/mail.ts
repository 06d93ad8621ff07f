/**
 * The mail the shop sent, read from the SMTP sink the suite starts (tests/support/smtp-sink-server.ts).
 * The outbox delivers in the background, so every reader polls until the message is there.
 */
import { expect } from "@playwright/test";
import { smtpSinkURL } from "../../playwright.config.ts";
import type { CapturedMail } from "../../support/smtp-sink.ts";

/** Every message the sink received for `email`, oldest first. */
export async function mailTo(email: string): Promise<CapturedMail[]> {
  const response = await fetch(`${smtpSinkURL}/messages?${new URLSearchParams({ to: email })}`);
  if (!response.ok) throw new Error(`the SMTP sink answered ${response.status}`);
  return (await response.json()) as CapturedMail[];
}

/** The newest value `read` finds in a message to `email`, waiting for the message to arrive. */
async function waitForMail<T>(
  email: string,
  what: string,
  read: (mail: CapturedMail) => T | undefined,
): Promise<{ value: T; mail: CapturedMail }> {
  let found: { value: T; mail: CapturedMail } | undefined;
  await expect
    .poll(
      async () => {
        for (const mail of (await mailTo(email)).toReversed()) {
          const value = read(mail);
          if (value !== undefined) {
            found = { value, mail };
            return true;
          }
        }
        return false;
      },
      { message: `${what} mailed to ${email}`, timeout: 15_000 },
    )
    .toBe(true);
  if (!found) throw new Error(`no ${what} mailed to ${email}`);
  return found;
}

/** The path and query of the verification link in the newest verification mail to `email`. */
export async function verificationLink(email: string): Promise<{ path: string; subject: string }> {
  const { value, mail } = await waitForMail(email, "a verification link", (message) => {
    const link = /https?:\/\/\S+\/auth\/verify\?token=\S+/.exec(message.text)?.[0];
    return link ? new URL(link) : undefined;
  });
  return { path: `${value.pathname}${value.search}`, subject: mail.subject };
}

/**
 * The 6-digit code of the newest reset mail to `email`. Pass the codes already seen to wait for a
 * new one.
 */
export async function resetCode(email: string, { not = [] as string[] } = {}): Promise<string> {
  const { value } = await waitForMail(email, "a new reset code", (message) => {
    const code = /^\s*(\d{6})\s*$/m.exec(message.text)?.[1];
    return code && !not.includes(code) ? code : undefined;
  });
  return value;
}

/** The newest message to `email` that `matches` (`what` names it in a failure), once it has arrived. */
export async function mailMatching(
  email: string,
  what: string,
  matches: (mail: CapturedMail) => boolean,
): Promise<CapturedMail> {
  const { mail } = await waitForMail(email, what, (message) => (matches(message) ? true : undefined));
  return mail;
}
