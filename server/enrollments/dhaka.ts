/**
 * Calendar arithmetic in Dhaka time. Bangladesh has one zone, UTC+6, and no daylight saving, so a
 * fixed offset is exact. Dates are YYYY-MM-DD strings, the way the database's `date` columns hold them.
 */
const DAY_MS = 24 * 60 * 60 * 1000;
const DHAKA_OFFSET_MS = 6 * 60 * 60 * 1000;

/** The Dhaka calendar date at an instant. */
export const dhakaDate = (at: Date): string => new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(0, 10);

/** The Dhaka wall clock at an instant, "HH:MM:SS", the way the database's `time` columns hold it. */
export const dhakaClock = (at: Date): string => new Date(at.getTime() + DHAKA_OFFSET_MS).toISOString().slice(11, 19);

export const addDays = (date: string, days: number): string =>
  new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);

const SATURDAY = 6;

/** The Saturday that opens the week of `date` (Bangladesh's working week runs Saturday to Friday). */
export function weekStart(date: string): string {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addDays(date, -((day - SATURDAY + 7) % 7));
}

/** 1-based week of `date` counted from the week holding `first`. */
export const weekNumber = (first: string, date: string): number =>
  Math.round((Date.parse(`${weekStart(date)}T00:00:00Z`) - Date.parse(`${weekStart(first)}T00:00:00Z`)) / (7 * DAY_MS)) + 1;
