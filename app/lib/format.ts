/**
 * Bengali formatting for numbers people read. Everything goes through `Intl` with `bn-BD` so the
 * digits, grouping (১২,৩৪,৫৬৭) and month names come from ICU, not from hand-written tables.
 * Phone numbers are deliberately NOT passed through here: they stay in Latin digits so they can be
 * dialled and copied.
 */
const LOCALE = "bn-BD";
const TIME_ZONE = "Asia/Dhaka";

const plain = new Intl.NumberFormat(LOCALE, { useGrouping: false });
const grouped = new Intl.NumberFormat(LOCALE);
const twoDigits = new Intl.NumberFormat(LOCALE, { minimumIntegerDigits: 2, useGrouping: false });
const wholeTaka = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 0 });
const takaAndPaisa = new Intl.NumberFormat(LOCALE, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
const longDate = new Intl.DateTimeFormat(LOCALE, { day: "numeric", month: "long", year: "numeric", timeZone: TIME_ZONE });
/** Only to read the Dhaka wall clock as "HH:MM"; the words come from formatHour. */
const dhakaClock = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  hourCycle: "h23",
  timeZone: TIME_ZONE,
});
/** The same wall clock with seconds, "HH:MM:SS", for deadlines. */
const dhakaClockSeconds = new Intl.DateTimeFormat("en-GB", {
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZone: TIME_ZONE,
});

/** A count or amount with Bengali digits and Indian grouping: 1234567 → "১২,৩৪,৫৬৭". */
export function bnNumber(n: number): string {
  return grouped.format(n);
}

const DIGITS = Array.from({ length: 10 }, (_, d) => plain.format(d));

/** Replaces only the ASCII digits of a string, leaving everything else (e.g. "পার্ট-1" → "পার্ট-১"). */
export function bnDigits(text: string): string {
  return text.replace(/[0-9]/g, (d) => DIGITS[Number(d)] ?? d);
}

/** Seconds as minutes:seconds, minutes unbounded: 750 → "১২:৩০", 3600 → "৬০:০০". */
export function formatDuration(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  return `${plain.format(Math.floor(total / 60))}:${twoDigits.format(total % 60)}`;
}

/**
 * A length of time in words, the largest units first and zero parts left out, for an exam's or
 * quiz's time: 10800 → "৩ ঘণ্টা", 5400 → "১ ঘণ্টা ৩০ মিনিট", 2700 → "৪৫ মিনিট", 90 → "১ মিনিট ৩০ সেকেন্ড".
 */
export function formatTimeSpan(seconds: number): string {
  const total = Math.max(0, Math.floor(seconds));
  const parts = [
    [Math.floor(total / 3600), "ঘণ্টা"],
    [Math.floor((total % 3600) / 60), "মিনিট"],
    [total % 60, "সেকেন্ড"],
  ] as const;
  const said = parts.filter(([n]) => n > 0).map(([n, unit]) => `${plain.format(n)} ${unit}`);
  return said.length > 0 ? said.join(" ") : `${plain.format(0)} মিনিট`;
}

/** A calendar date in Dhaka time: "2026-03-05T10:00:00+06:00" → "৫ মার্চ, ২০২৬". */
export function formatDate(iso: string): string {
  return longDate.format(new Date(iso));
}

/**
 * Date with the spoken time of day in Dhaka time, for event start times: "৫ মার্চ, ২০২৬, বিকাল ৫টা".
 * (ICU's bn-BD time still says "AM"/"PM" in Latin letters.)
 */
export function formatDateTime(iso: string): string {
  return `${formatDate(iso)}, ${formatHour(dhakaClock.format(new Date(iso)))}`;
}

/**
 * A deadline to the second in Dhaka time, for pages without a running countdown:
 * "2026-03-05T11:30:15Z" → "৫ মার্চ, ২০২৬, বিকাল ৫:৩০:১৫".
 */
export function formatDeadline(iso: string): string {
  const [hour24 = 0, minute = 0, second = 0] = dhakaClockSeconds.format(new Date(iso)).split(":").map(Number);
  const hour = hour24 % 24;
  return `${formatDate(iso)}, ${periodOf(hour)} ${plain.format(twelveHour(hour))}:${twoDigits.format(minute)}:${twoDigits.format(second)}`;
}

/**
 * Money: "৳" then the amount in Bengali digits. Whole taka reads without decimals (1500 → "৳১,৫০০");
 * an amount with paisa always has two decimals (spec §9: 349.5 → "৳৩৪৯.৫০", never "৳৩৪৯.৫").
 */
export function formatTaka(amount: number): string {
  const paisa = Math.round(amount * 100);
  return `৳${(paisa % 100 === 0 ? wholeTaka : takaAndPaisa).format(paisa / 100)}`;
}

/*
 * ICU's own Bengali day periods read oddly in a sentence ("সকালবেলায়"), so the period words are ours;
 * the boundaries follow everyday Bangladeshi usage.
 */
const PERIODS: ReadonlyArray<readonly [fromHour: number, word: string]> = [
  [0, "রাত"],
  [4, "ভোর"],
  [6, "সকাল"],
  [12, "দুপুর"],
  [15, "বিকাল"],
  [18, "সন্ধ্যা"],
  [20, "রাত"],
];

/** A 24-hour "HH:MM" as spoken Bengali: "10:00" → "সকাল ১০টা", "24:00" → "রাত ১২টা", "20:30" → "রাত ৮টা ৩০ মিনিট". */
export function formatHour(clock: string): string {
  const match = /^(\d{1,2}):(\d{2})$/.exec(clock);
  if (!match) return clock;
  const hour24 = Number(match[1]) % 24;
  const minutes = Number(match[2]);
  const base = `${periodOf(hour24)} ${plain.format(twelveHour(hour24))}টা`;
  return minutes ? `${base} ${plain.format(minutes)} মিনিট` : base;
}

const periodOf = (hour24: number) => PERIODS.reduce((found, [from, w]) => (hour24 >= from ? w : found), "রাত");
const twelveHour = (hour24: number) => (hour24 % 12 === 0 ? 12 : hour24 % 12);
