import { describe, expect, test } from "vitest";
import { orderActors, orderStatuses, type OrderActor, type OrderStatus } from "../db/schema.ts";
import { canTransition, nextStatuses } from "./order-lifecycle.ts";

/** Every move the lifecycle allows, and who may make it; everything else is refused. */
const allowed: [OrderStatus, OrderStatus, OrderActor[]][] = [
  ["pending_payment", "paid", ["payment"]],
  ["pending_payment", "cancelled", ["customer", "system", "operator"]],
  ["paid", "in_production", ["operator"]],
  ["paid", "on_hold", ["operator", "payment"]],
  ["paid", "cancelled", ["customer", "operator"]],
  ["in_production", "shipped", ["operator"]],
  ["in_production", "on_hold", ["operator"]],
  ["in_production", "cancelled", ["operator"]],
  ["on_hold", "paid", ["operator"]],
  ["on_hold", "in_production", ["operator"]],
  ["on_hold", "cancelled", ["operator"]],
  ["shipped", "delivered", ["operator", "system"]],
  ["delivered", "refunded", ["operator", "payment"]],
  ["cancelled", "refunded", ["payment"]],
];

describe("the order lifecycle", () => {
  for (const from of orderStatuses) {
    for (const to of orderStatuses) {
      for (const actor of orderActors) {
        const rule = allowed.find(([a, b]) => a === from && b === to);
        const expected = rule?.[2].includes(actor) ?? false;
        test(`${from} → ${to} by ${actor}: ${expected ? "allowed" : "refused"}`, () => {
          expect(canTransition(from, to, actor)).toBe(expected);
        });
      }
    }
  }

  test("a customer may only cancel, and only before production", () => {
    for (const from of orderStatuses) {
      const moves = nextStatuses(from, "customer");
      expect(moves.every((to) => to === "cancelled")).toBe(true);
      expect(moves.length > 0).toBe(from === "pending_payment" || from === "paid");
    }
  });

  test("refunded is the end: nothing leaves it", () => {
    for (const actor of orderActors) expect(nextStatuses("refunded", actor)).toEqual([]);
  });
});
