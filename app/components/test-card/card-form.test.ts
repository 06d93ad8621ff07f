import { describe, expect, test } from "vitest";
import {
  cardFormSchema,
  expiryEnd,
  groupCardNumber,
  passesLuhn,
  testCardOutcome,
  testCards,
} from "./card-form.ts";

const november2026 = () => new Date("2026-11-25T10:00:00Z");
const schema = cardFormSchema(november2026);
const valid = { number: "4242 4242 4242 4242", expiry: "12/30", cvc: "123", name: "Ada Lovelace" };

function errorsOf(input: Record<string, unknown>) {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path[0], issue.message]));
}

describe("the test payment card form", () => {
  test("every test card passes the Luhn check; a changed digit does not", () => {
    for (const card of testCards) expect(passesLuhn(card.number), card.number).toBe(true);
    expect(passesLuhn("4242424242424241")).toBe(false);
    expect(passesLuhn("79927398713")).toBe(true);
  });

  test("the test cards do what their table says; any other number is no test card", () => {
    expect(testCardOutcome("4242424242424242")).toEqual({ kind: "succeeds" });
    expect(testCardOutcome("4000000000000002")).toEqual({ kind: "declined", failure: "declined" });
    expect(testCardOutcome("4000000000009995")).toEqual({ kind: "declined", failure: "insufficientFunds" });
    expect(testCardOutcome("4000002500003155")).toEqual({ kind: "authentication" });
    expect(testCardOutcome("5555555555554444")).toBeUndefined();
    expect(groupCardNumber("4000002500003155")).toBe("4000 0025 0000 3155");
  });

  test("an expiry typed as digits alone, MMYY, reads as MM/YY", () => {
    expect(expiryEnd("1230")).toEqual(new Date("2031-01-01T00:00:00Z"));
    expect(expiryEnd("0131")).toEqual(new Date("2031-02-01T00:00:00Z"));
    expect(expiryEnd("1330")).toBeUndefined();
    expect(expiryEnd("123")).toBeUndefined();
    expect(expiryEnd("12300")).toBeUndefined();
    expect(errorsOf({ ...valid, expiry: "1230" })).toEqual({});
  });

  test("a card works until the end of its expiry month", () => {
    expect(expiryEnd("11/26")).toEqual(new Date("2026-12-01T00:00:00Z"));
    expect(expiryEnd("12/2030")).toEqual(new Date("2031-01-01T00:00:00Z"));
    expect(expiryEnd("13/26")).toBeUndefined();
    expect(errorsOf({ ...valid, expiry: "11/26" })).toEqual({});
    expect(errorsOf({ ...valid, expiry: "10/26" })).toEqual({ expiry: "testPage.errors.expiryPast" });
  });

  test("the number is kept as digits; spaces and dashes are allowed", () => {
    expect(schema.parse({ ...valid, number: "4242-4242-4242-4242" }).number).toBe("4242424242424242");
  });

  test("each field says what is wrong with it", () => {
    expect(errorsOf({})).toEqual({
      number: "testPage.errors.numberRequired",
      expiry: "testPage.errors.expiryRequired",
      cvc: "testPage.errors.cvcInvalid",
      name: "testPage.errors.nameRequired",
    });
    expect(errorsOf({ ...valid, number: "4242 4242 4242 4241" })).toEqual({
      number: "testPage.errors.numberInvalid",
    });
    expect(errorsOf({ ...valid, number: "4242" })).toEqual({ number: "testPage.errors.numberInvalid" });
    expect(errorsOf({ ...valid, expiry: "December" })).toEqual({ expiry: "testPage.errors.expiryInvalid" });
    expect(errorsOf({ ...valid, cvc: "12" })).toEqual({ cvc: "testPage.errors.cvcInvalid" });
    expect(errorsOf({ ...valid, cvc: "12345" })).toEqual({ cvc: "testPage.errors.cvcInvalid" });
    expect(errorsOf({ ...valid, cvc: "1234" })).toEqual({});
    expect(errorsOf({ ...valid, name: "  " })).toEqual({ name: "testPage.errors.nameRequired" });
  });
});
