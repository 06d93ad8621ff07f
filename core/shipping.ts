/**
 * Shipping arithmetic: what a parcel costs (first item + each additional, as Printful prices)
 * and when it arrives (production then transit, in business days). Pure: the service reads the
 * rates and the clock and hands them here.
 */

/** A calendar date, `YYYY-MM-DD`. */
export type CalendarDate = string;

/** Price of shipping `itemCount` items, in USD cents: the first at one price, each other at another. */
export function shippingPrice(
  rate: { firstCents: number; additionalCents: number },
  itemCount: number,
): number {
  if (!Number.isInteger(itemCount) || itemCount < 1) {
    throw new RangeError(`itemCount must be a whole number of at least 1, not ${itemCount}`);
  }
  return rate.firstCents + rate.additionalCents * (itemCount - 1);
}

const datePattern = /^(\d{4})-(\d{2})-(\d{2})$/;

function parseCalendarDate(date: CalendarDate): Date {
  const match = datePattern.exec(date);
  const parsed = match ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3]))) : null;
  if (!parsed || parsed.toISOString().slice(0, 10) !== date)
    throw new RangeError(`not a calendar date: ${date}`);
  return parsed;
}

const zoneFormats = new Map<string, Intl.DateTimeFormat>();

/** The calendar date of an instant in a time zone (UTC unless told). */
export function calendarDateAt(instant: Date, timeZone = "UTC"): CalendarDate {
  if (timeZone === "UTC") return instant.toISOString().slice(0, 10);
  let format = zoneFormats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat("en-US", {
      timeZone,
      year: "numeric",
      month: "2-digit",
      day: "2-digit",
    });
    zoneFormats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const part = (type: Intl.DateTimeFormatPartTypes) =>
    parts.find((candidate) => candidate.type === type)?.value;
  return `${part("year")}-${part("month")}-${part("day")}`;
}

/**
 * The date `days` business days (Monday to Friday) after `date`: Friday + 1 is Monday, and from a
 * Saturday or a Sunday the count starts on Monday (Saturday + 1 is Monday). Public holidays are
 * not known and count as business days.
 */
export function addBusinessDays(date: CalendarDate, days: number): CalendarDate {
  if (!Number.isInteger(days) || days < 0)
    throw new RangeError(`days must be a whole number ≥ 0, not ${days}`);
  const day = parseCalendarDate(date);
  let left = days;
  while (left > 0) {
    day.setUTCDate(day.getUTCDate() + 1);
    const weekday = day.getUTCDay();
    if (weekday !== 0 && weekday !== 6) left -= 1;
  }
  return day.toISOString().slice(0, 10);
}

/** A range of whole days, `[min, max]`. */
export type DayRange = readonly [min: number, max: number];

/**
 * When a parcel arrives: production then transit, both in business days, counted from the day
 * `now` falls on in `timeZone` (UTC unless told).
 */
export function deliveryWindow(options: {
  now: Date;
  productionDays: DayRange;
  transitDays: DayRange;
  timeZone?: string;
}): { deliveryFrom: CalendarDate; deliveryTo: CalendarDate } {
  const [productionMin, productionMax] = options.productionDays;
  const [transitMin, transitMax] = options.transitDays;
  if (productionMin > productionMax || transitMin > transitMax) {
    throw new RangeError("a day range must not end before it starts");
  }
  const today = calendarDateAt(options.now, options.timeZone);
  return {
    deliveryFrom: addBusinessDays(today, productionMin + transitMin),
    deliveryTo: addBusinessDays(today, productionMax + transitMax),
  };
}
