import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { describe, expect, test } from "vitest";
import { testDrivers, useTestDatabase } from "#tests/support/database.ts";
import { mailOutbox, oneTimeTokens, users } from "../db/schema.ts";
import { EmailNotVerified, InvalidCredentials, signUp, verifyEmail } from "./accounts.ts";
import { RateLimited } from "./rate-limit.ts";
import {
  authenticate,
  InvalidSignInCode,
  SIGN_IN_CODE_MAX_ATTEMPTS,
  SignInCodeRequired,
  signInWithCode,
  type KnownBrowser,
} from "./sign-in.ts";
import { shopClock } from "#tests/support/clock.ts";

// The shop's clock runs three hours behind the machine (and the database): every rule must follow
// the clock the services are given, and real time can never overtake it.
const { start, later } = shopClock();
const password = "a long enough passphrase";
const email = "ada@example.com";

function request(now = start, ip = "192.0.2.1", browser: KnownBrowser | null = null) {
  return { ip, now, browser };
}

/** What a refusal was, awaited: the error itself, for its class and challenge. */
async function refusal(attempt: Promise<unknown>): Promise<unknown> {
  return attempt.then(
    () => {
      throw new Error("the attempt was not refused");
    },
    (error: unknown) => error,
  );
}

describe.each(testDrivers)("password sign-in on %s", (driver) => {
  const database = useTestDatabase(driver, { seeded: true });
  const db = () => database().db;
  const outbox = () => db().select().from(mailOutbox).orderBy(mailOutbox.id);
  const codeMails = async () => (await outbox()).filter((row) => /sign-in code/.test(row.subject));

  async function signUpAda() {
    await signUp(
      db(),
      { fullName: "Ada Lovelace", email, password, locale: "en", currency: "EUR" },
      { origin: "https://shop.test", ip: "192.0.2.1", now: start },
    );
  }
  async function verifiedAda(): Promise<string> {
    await signUpAda();
    const [mail] = (await outbox()).filter((row) => /Confirm/.test(row.subject));
    const token = /verify\?token=([\w-]+)/.exec(mail?.text ?? "")?.[1] ?? "";
    await verifyEmail(db(), token, start);
    const [user] = await db().select().from(users).where(eq(users.email, email));
    return user?.id ?? "";
  }
  /** Ten wrong passwords from ten addresses: the account's bound for browsers it does not know. */
  async function strangerGuesses(now = start) {
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await expect(
        authenticate(db(), { email, password: `guess ${attempt}` }, request(now, `203.0.113.${attempt}`)),
      ).rejects.toBeInstanceOf(InvalidCredentials);
    }
  }
  async function mailedCode(): Promise<string> {
    const code = /\b(\d{6})\b/.exec((await codeMails()).at(-1)?.text ?? "")?.[1];
    if (!code) throw new Error("no sign-in code in the outbox");
    return code;
  }

  test("one error for unknown email and wrong password, and unverified only with the right password", async () => {
    await signUpAda();
    const unknown = authenticate(db(), { email: "nobody@example.com", password }, request());
    await expect(unknown).rejects.toBeInstanceOf(InvalidCredentials);
    await expect(authenticate(db(), { email, password: "wrong password" }, request())).rejects.toBeInstanceOf(
      InvalidCredentials,
    );
    await expect(authenticate(db(), { email, password }, request())).rejects.toBeInstanceOf(EmailNotVerified);
  });

  test("the 11th sign-in from one address within a minute is refused; after the window the right password works", async () => {
    await verifiedAda();
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await expect(
        authenticate(
          db(),
          { email: `guess${attempt}@example.com`, password },
          request(later(attempt * 1000)),
        ),
      ).rejects.toBeInstanceOf(InvalidCredentials);
    }
    const refused = authenticate(db(), { email, password }, request(later(11_000)));
    await expect(refused).rejects.toBeInstanceOf(RateLimited);
    await expect(refused).rejects.toMatchObject({ retryAfterSeconds: 50 });
    // Another address is not held up by this one…
    await expect(
      authenticate(db(), { email, password }, request(later(12_000), "198.51.100.7")),
    ).resolves.toMatchObject({ email });
    // …and once the minute is over, this one may try again.
    await expect(authenticate(db(), { email, password }, request(later(61_000)))).resolves.toMatchObject({
      email,
    });
  });

  test("a stranger's wrong passwords never stop the owner: the browser they signed in from gets in, a new one gets a code", async () => {
    const userId = await verifiedAda();
    const ownBrowser: KnownBrowser = { id: randomUUID(), userIds: [userId] };
    // The stranger keeps at it, window after window, from ever new addresses.
    for (let window = 0; window < 3; window += 1) {
      const now = later(window * 15 * 60_000);
      await strangerGuesses(now);
      const locked = await refusal(
        authenticate(db(), { email, password: "yet another guess" }, request(now, "203.0.113.50")),
      );
      expect(locked).toBeInstanceOf(SignInCodeRequired);
      // The owner's own browser is never stopped: the right password gets in.
      await expect(
        authenticate(db(), { email, password }, request(now, "198.51.100.2", ownBrowser)),
      ).resolves.toMatchObject({ id: userId });
    }
    expect(await codeMails()).toHaveLength(0);

    // A browser the account never used, with the right password: a code goes to the owner.
    const now = later(2 * 15 * 60_000 + 1000);
    const asked = await refusal(authenticate(db(), { email, password }, request(now, "198.51.100.3")));
    expect(asked).toBeInstanceOf(SignInCodeRequired);
    const { challenge } = asked as SignInCodeRequired;
    expect(await codeMails()).toHaveLength(1);
    // A wrong password gets the same answer, a challenge of the same shape, and no mail.
    const guessed = await refusal(
      authenticate(db(), { email, password: "guess" }, request(now, "203.0.113.60")),
    );
    expect(guessed).toBeInstanceOf(SignInCodeRequired);
    expect((guessed as SignInCodeRequired).challenge).toMatch(/^[0-9a-f-]{36}\.[\w-]{32}$/);
    expect(challenge).toMatch(/^[0-9a-f-]{36}\.[\w-]{32}$/);
    expect(await codeMails()).toHaveLength(1);
    // The stranger's challenge leads nowhere, whatever the code; the owner's code works with theirs.
    const code = await mailedCode();
    await expect(
      signInWithCode(db(), { challenge: (guessed as SignInCodeRequired).challenge, code }, request(now)),
    ).rejects.toBeInstanceOf(InvalidSignInCode);
    await expect(signInWithCode(db(), { challenge, code }, request(now))).resolves.toMatchObject({
      id: userId,
    });

    // Once the stranger stops, the window ends and a new browser gets in with the password alone.
    await expect(
      authenticate(db(), { email, password }, request(later(4 * 15 * 60_000), "198.51.100.4")),
    ).resolves.toMatchObject({ id: userId });
  });

  test("a known browser is bounded by its own failures: past ten, it needs a code as well", async () => {
    const userId = await verifiedAda();
    const browser: KnownBrowser = { id: randomUUID(), userIds: [userId] };
    for (let attempt = 1; attempt <= 10; attempt += 1) {
      await expect(
        authenticate(db(), { email, password: `typo ${attempt}` }, request(start, "198.51.100.2", browser)),
      ).rejects.toBeInstanceOf(InvalidCredentials);
    }
    // Its failures were its own: a new browser still gets in with the password alone…
    await expect(
      authenticate(db(), { email, password }, request(start, "198.51.100.9")),
    ).resolves.toMatchObject({ id: userId });
    // …while this one, and a browser that signed in to another account only, count as unknown.
    const other: KnownBrowser = { id: randomUUID(), userIds: [randomUUID()] };
    await strangerGuesses();
    for (const who of [browser, other]) {
      await expect(
        authenticate(db(), { email, password }, request(start, "198.51.100.2", who)),
      ).rejects.toBeInstanceOf(SignInCodeRequired);
    }
  });

  test("a sign-in code works once, for 10 minutes and 5 tries, and verifies the email it was mailed to", async () => {
    await signUpAda();
    const [user] = await db().select().from(users);
    await strangerGuesses();
    const ask = async (now: Date) => {
      const asked = await refusal(authenticate(db(), { email, password }, request(now, "198.51.100.3")));
      expect(asked).toBeInstanceOf(SignInCodeRequired);
      return { challenge: (asked as SignInCodeRequired).challenge, code: await mailedCode() };
    };
    // The right password of an unverified account gets a code too: it proves the mailbox.
    const first = await ask(start);
    const wrong = first.code === "000000" ? "111111" : "000000";
    for (let attempt = 1; attempt < SIGN_IN_CODE_MAX_ATTEMPTS; attempt += 1) {
      await expect(signInWithCode(db(), { ...first, code: wrong }, request())).rejects.toBeInstanceOf(
        InvalidSignInCode,
      );
    }
    // The fifth try is still allowed and the right code works, once.
    await expect(signInWithCode(db(), first, request())).resolves.toMatchObject({ id: user?.id });
    await expect(signInWithCode(db(), first, request())).rejects.toBeInstanceOf(InvalidSignInCode);
    const [verified] = await db().select().from(users);
    expect(verified?.emailVerifiedAt).toEqual(start);

    const second = await ask(later(1000));
    for (let attempt = 1; attempt <= SIGN_IN_CODE_MAX_ATTEMPTS; attempt += 1) {
      await expect(
        signInWithCode(db(), { ...second, code: wrong }, request(start, "192.0.2.2")),
      ).rejects.toBeInstanceOf(InvalidSignInCode);
    }
    await expect(signInWithCode(db(), second, request(start, "192.0.2.2"))).rejects.toBeInstanceOf(
      InvalidSignInCode,
    );

    const third = await ask(later(2000));
    await expect(signInWithCode(db(), third, request(later(2000 + 10 * 60_000)))).rejects.toBeInstanceOf(
      InvalidSignInCode,
    );
    // A code is only good with its own challenge.
    const fourth = await ask(later(3000));
    await expect(
      signInWithCode(db(), { challenge: third.challenge, code: fourth.code }, request(later(3000))),
    ).rejects.toBeInstanceOf(InvalidSignInCode);
  });

  test("codes are mailed five times per 15 minutes at most, and the answer stays the same", async () => {
    await verifiedAda();
    await strangerGuesses();
    for (let attempt = 1; attempt <= 7; attempt += 1) {
      await expect(
        authenticate(db(), { email, password }, request(later(attempt), `198.51.100.${attempt}`)),
      ).rejects.toBeInstanceOf(SignInCodeRequired);
    }
    expect(await codeMails()).toHaveLength(5);
  });

  test("30 guesses at once at one code: at most 5 are ever checked, and the right code is then refused", async () => {
    await verifiedAda();
    await strangerGuesses();
    const asked = await refusal(authenticate(db(), { email, password }, request(start, "198.51.100.3")));
    const { challenge } = asked as SignInCodeRequired;
    const code = await mailedCode();
    const guesses = Array.from({ length: 30 }, (_, index) => {
      const guess = String((Number(code) + 1 + index) % 1_000_000).padStart(6, "0");
      return signInWithCode(db(), { challenge, code: guess }, request(start, `192.0.2.${index + 10}`));
    });
    const settled = await Promise.allSettled(guesses);
    expect(settled.every((result) => result.status === "rejected")).toBe(true);
    const [row] = await db().select().from(oneTimeTokens).where(eq(oneTimeTokens.purpose, "sign-in-code"));
    expect(row?.attempts).toBe(SIGN_IN_CODE_MAX_ATTEMPTS);
    await expect(signInWithCode(db(), { challenge, code }, request())).rejects.toBeInstanceOf(
      InvalidSignInCode,
    );
  });
});
