import { describe, expect, test } from "vitest";
import { InvalidCredentials } from "#server/services/accounts.ts";
import { FileRefused } from "#server/services/files.ts";
import { OrderActionRefused } from "#server/services/fulfilment.ts";
import { RateLimited } from "#server/services/rate-limit.ts";
import { refusalOf } from "#app/edge/refusals.server.ts";

describe("refusalOf", () => {
  test("an error that is not a refusal is not described: the caller rethrows it", () => {
    expect(refusalOf(new Error("disk full"), "en")).toBeNull();
    expect(refusalOf(new TypeError("x is undefined"), "fr")).toBeNull();
    expect(refusalOf("a string", "en")).toBeNull();
  });

  test("refused credentials are a 400 in the visitor's language, never a 401", () => {
    expect(refusalOf(new InvalidCredentials(), "en")).toEqual({
      message: "The email or password is incorrect.",
      status: 400,
    });
    expect(refusalOf(new InvalidCredentials(), "fr")?.message).toBe(
      "L’e-mail ou le mot de passe est incorrect.",
    );
  });

  test("values are written the language's way, and the status follows the reason", () => {
    const tooLarge = refusalOf(new FileRefused("tooLarge"), "fr");
    expect(tooLarge?.status).toBe(413);
    expect(tooLarge?.message).toMatch(/^Ce fichier dépasse \d+\u202fMo\./);
    expect(refusalOf(new FileRefused("svg"), "en")?.status).toBe(415);
    expect(refusalOf(new RateLimited(42), "en")).toMatchObject({
      status: 429,
      message: expect.stringContaining("42"),
    });
  });

  test("an operator action the order's state does not allow is a 409 naming that state", () => {
    const refusal = refusalOf(new OrderActionRefused("ship", "pending_payment"), "en");
    expect(refusal?.status).toBe(409);
    expect(refusal?.message).toBe(
      "This order is “Awaiting payment”: only an order in production can be shipped.",
    );
  });
});
