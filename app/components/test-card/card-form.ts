/**
 * The test payment page's card form (app/routes/pay/test.tsx, its form in card-step.tsx), shared
 * by the browser (conform checks as the customer types) and the page's action, and the test cards
 * it knows. Messages are keys under `testPage.errors` in locales/{en,fr}/payment.ts.
 */
import { z } from "zod";

/** What a test card does, as Stripe's test cards do. */
export type TestCardOutcome =
  | { kind: "succeeds" }
  | { kind: "declined"; failure: "declined" | "insufficientFunds" }
  | { kind: "authentication" };

/** The cards the test page accepts, in the order its table lists them. */
export const testCards = [
  { number: "4242424242424242", outcome: { kind: "succeeds" }, label: "succeeds" },
  { number: "4000000000000002", outcome: { kind: "declined", failure: "declined" }, label: "declined" },
  {
    number: "4000000000009995",
    outcome: { kind: "declined", failure: "insufficientFunds" },
    label: "insufficientFunds",
  },
  { number: "4000002500003155", outcome: { kind: "authentication" }, label: "authentication" },
] as const satisfies readonly {
  number: string;
  outcome: TestCardOutcome;
  label: "succeeds" | "declined" | "insufficientFunds" | "authentication";
}[];

/** What a test card number does; undefined for any other number. */
export function testCardOutcome(number: string): TestCardOutcome | undefined {
  return testCards.find((card) => card.number === number)?.outcome;
}

/** `4242424242424242` → `4242 4242 4242 4242`. */
export function groupCardNumber(number: string): string {
  return number.replaceAll(/(\d{4})(?=\d)/g, "$1 ");
}

/** The Luhn check digit test every card number passes. */
export function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let index = 0; index < digits.length; index += 1) {
    let digit = Number(digits[digits.length - 1 - index]);
    if (index % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return sum % 10 === 0;
}

/** MM/YY, MM/YYYY, or the digits alone as people type them on a phone: MMYY ("1230"). */
const expiryPattern = /^(?:(\d{1,2})\s*\/\s*(\d{2}|\d{4})|(\d{2})(\d{2}))$/;

/** The first moment a card with this expiry no longer works: the start of the next month (UTC). */
export function expiryEnd(expiry: string): Date | undefined {
  const match = expiryPattern.exec(expiry.trim());
  if (!match) return undefined;
  const monthText = match[1] ?? match[3]!;
  const yearText = match[2] ?? match[4]!;
  const month = Number(monthText);
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return undefined;
  return new Date(Date.UTC(year, month, 1));
}

const errors = (key: string) => `testPage.errors.${key}`;

/**
 * The card form, checked against the clock `now` (the shop's on the server): a Luhn-valid number
 * of 12 to 19 digits (spaces and dashes allowed), an expiry MM/YY not past, a CVC of 3 or 4
 * digits, a name. The number comes out as digits only.
 */
export function cardFormSchema(now: () => Date) {
  return z.object({
    number: z
      .string({ error: errors("numberRequired") })
      .transform((value) => value.replaceAll(/[\s-]/g, ""))
      .pipe(
        z
          .string()
          .min(1, { error: errors("numberRequired"), abort: true })
          .regex(/^\d{12,19}$/, { error: errors("numberInvalid"), abort: true })
          .refine(passesLuhn, { error: errors("numberInvalid") }),
      ),
    expiry: z
      .string({ error: errors("expiryRequired") })
      .trim()
      .min(1, { error: errors("expiryRequired"), abort: true })
      .refine((value) => expiryEnd(value) !== undefined, { error: errors("expiryInvalid"), abort: true })
      .refine((value) => (expiryEnd(value)?.getTime() ?? 0) > now().getTime(), {
        error: errors("expiryPast"),
      }),
    cvc: z
      .string({ error: errors("cvcInvalid") })
      .trim()
      .regex(/^\d{3,4}$/, { error: errors("cvcInvalid") }),
    name: z
      .string({ error: errors("nameRequired") })
      .trim()
      .min(1, { error: errors("nameRequired") })
      .max(100, { error: errors("nameRequired") }),
  });
}

export type CardForm = z.output<ReturnType<typeof cardFormSchema>>;
