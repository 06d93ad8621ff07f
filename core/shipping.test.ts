import { describe, expect, test } from "vitest";
import { addBusinessDays, calendarDateAt, deliveryWindow, shippingPrice } from "./shipping.ts";

describe("shipping price", () => {
  const rate = { firstCents: 499, additionalCents: 200 };

  test("the first item at one price, each other at another", () => {
    expect(shippingPrice(rate, 1)).toBe(499);
    expect(shippingPrice(rate, 2)).toBe(699);
    expect(shippingPrice(rate, 6)).toBe(1499);
  });

  test("no parcel has no items or part of one", () => {
    expect(() => shippingPrice(rate, 0)).toThrow(RangeError);
    expect(() => shippingPrice(rate, 1.5)).toThrow(RangeError);
  });
});

describe("business days", () => {
  // 2026-11-20 is a Friday.
  test("weekends are skipped", () => {
    expect(addBusinessDays("2026-11-16", 4)).toBe("2026-11-20"); // Monday + 4 = Friday
    expect(addBusinessDays("2026-11-20", 1)).toBe("2026-11-23"); // Friday + 1 = Monday
    expect(addBusinessDays("2026-11-20", 5)).toBe("2026-11-27");
    expect(addBusinessDays("2026-11-20", 0)).toBe("2026-11-20");
  });

  test("from a weekend the count starts on Monday", () => {
    expect(addBusinessDays("2026-11-21", 1)).toBe("2026-11-23"); // Saturday
    expect(addBusinessDays("2026-11-22", 1)).toBe("2026-11-23"); // Sunday
    expect(addBusinessDays("2026-11-22", 6)).toBe("2026-11-30");
  });

  test("months and years roll over", () => {
    expect(addBusinessDays("2026-12-30", 3)).toBe("2027-01-04");
    expect(addBusinessDays("2028-02-28", 1)).toBe("2028-02-29");
  });

  test("only calendar dates and whole days are accepted", () => {
    expect(() => addBusinessDays("2026-02-30", 1)).toThrow(RangeError);
    expect(() => addBusinessDays("2026-11-20", -1)).toThrow(RangeError);
  });

  test("the day an instant falls on depends on the time zone", () => {
    const lateEvening = new Date("2026-11-20T23:30:00Z");
    expect(calendarDateAt(lateEvening)).toBe("2026-11-20");
    expect(calendarDateAt(lateEvening, "Europe/Paris")).toBe("2026-11-21");
    expect(calendarDateAt(lateEvening, "America/New_York")).toBe("2026-11-20");
  });
});

describe("delivery window", () => {
  test("production then transit, counted from today in business days", () => {
    // Tuesday 24 November 2026; 2–5 days of production, 3–5 days in transit.
    const now = new Date("2026-11-24T10:00:00Z");
    expect(deliveryWindow({ now, productionDays: [2, 5], transitDays: [3, 5] })).toEqual({
      deliveryFrom: "2026-12-01", // + 5 business days
      deliveryTo: "2026-12-08", // + 10 business days
    });
  });

  test("an order placed late on Thursday (UTC) counts from Friday in Paris", () => {
    const now = new Date("2026-11-19T23:30:00Z");
    const oneDay = { now, productionDays: [0, 0], transitDays: [1, 1] } as const;
    expect(deliveryWindow(oneDay)).toEqual({ deliveryFrom: "2026-11-20", deliveryTo: "2026-11-20" });
    expect(deliveryWindow({ ...oneDay, timeZone: "Europe/Paris" })).toEqual({
      deliveryFrom: "2026-11-23",
      deliveryTo: "2026-11-23",
    });
  });

  test("a range that ends before it starts is refused", () => {
    expect(() =>
      deliveryWindow({ now: new Date("2026-11-24T10:00:00Z"), productionDays: [5, 2], transitDays: [1, 2] }),
    ).toThrow(RangeError);
  });
});
