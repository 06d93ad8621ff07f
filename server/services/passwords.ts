import { hash, verify } from "@node-rs/argon2";
import { dictionary } from "@zxcvbn-ts/language-common";

/**
 * OWASP Password Storage Cheat Sheet's argon2id setting (19 MiB, 2 passes, 1 lane). The hash
 * runs on libuv's thread pool, so a sign-in never blocks other requests.
 */
const argon2Options = {
  // Algorithm.Argon2id: the package's enum is a `const enum`, which plain type stripping cannot inline.
  algorithm: 2,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
} as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, argon2Options);
}

/** False for a wrong password and for a hash that is not an argon2 hash at all. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let dummyHash: Promise<string> | undefined;

/**
 * Spends the time of one real verification when there is no hash to check (unknown email, an
 * account without a password), so the answer's timing does not tell whether an account exists.
 */
export async function verifyAgainstNothing(password: string): Promise<false> {
  dummyHash ??= hashPassword("no account has this password; it only costs the same time");
  await verifyPassword(await dummyHash, password);
  return false;
}

let commonPasswords: Set<string> | undefined;

/**
 * True for the passwords attackers try first: zxcvbn's list of the most common leaked passwords
 * (offline, ~18,000 of 8 characters or more). Case does not make a common password safe.
 */
export function isCommonPassword(password: string): boolean {
  commonPasswords ??= new Set(dictionary["passwords-common"].filter((entry) => entry.length >= 8));
  return commonPasswords.has(password.toLowerCase());
}
