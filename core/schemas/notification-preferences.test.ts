import { parseWithZod } from "@conform-to/zod/v4";
import { describe, expect, test } from "vitest";
import {
  notificationPreferencesBodySchema,
  notificationPreferencesFormSchema,
} from "./notification-preferences.ts";

describe("notification preference forms", () => {
  test("the form reads one ticked box, several, or none, as the page's action does", () => {
    const parse = (entries: [string, string][]) => {
      const form = new FormData();
      for (const [name, value] of entries) form.append(name, value);
      return parseWithZod(form, { schema: notificationPreferencesFormSchema });
    };
    const none = parse([["delivery", "daily"]]);
    expect(none.status === "success" && none.value).toEqual({ mailed: [], delivery: "daily" });
    const one = parse([
      ["mailed", "order_shipped"],
      ["delivery", "each"],
    ]);
    expect(one.status === "success" && one.value).toEqual({ mailed: ["order_shipped"], delivery: "each" });
    const two = parse([
      ["mailed", "order_shipped"],
      ["mailed", "file_failed"],
      ["delivery", "each"],
    ]);
    expect(two.status === "success" && two.value.mailed).toEqual(["order_shipped", "file_failed"]);
    // A receipt is no choice: naming it is refused, not quietly kept.
    expect(
      parse([
        ["mailed", "order_paid"],
        ["delivery", "each"],
      ]).status,
    ).toBe("error");
    const errorsOf = (submission: ReturnType<typeof parse>) =>
      submission.status === "error" ? submission.error : null;
    expect(errorsOf(parse([["delivery", "sometimes"]]))?.delivery).toEqual(["deliveryRequired"]);
    expect(errorsOf(parse([]))?.delivery).toEqual(["deliveryRequired"]);
  });

  test("the API body names known types only", () => {
    expect(notificationPreferencesBodySchema.safeParse({ mail: { order_shipped: false } }).success).toBe(
      true,
    );
    expect(notificationPreferencesBodySchema.safeParse({ mail: { order_teleported: false } }).success).toBe(
      false,
    );
    expect(notificationPreferencesBodySchema.safeParse({ orderDigest: "yes" }).success).toBe(false);
  });
});
