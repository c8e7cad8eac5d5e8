/** Marks arrive in hundredths (2 marks = 200); people read them as "২", "১.৫", "২২.৫". */
const mark = new Intl.NumberFormat("bn-BD", { maximumFractionDigits: 2 });

/**
 * The one way a mark is signed: below 0 it takes the minus sign "−" (U+2212), as every deduction
 * does, never ICU's ASCII hyphen; 0 takes no sign however it was reached (no "−০").
 */
const signed = (value: number) => (value < 0 ? "−" : "") + mark.format(Math.abs(value));

/** A mark, a total below 0 included: 750 → "৭.৫", −750 → "−৭.৫". A deduction of x is `formatMark(-x)`. */
export const formatMark = (x100: number) => signed(x100 / 100);
export const formatPercent = (x100: number) => `${signed(x100 / 100)}%`;

export const QUIZ_PATHS = {
  quiz: (key: string) => `/on-spot-quiz/${encodeURIComponent(key)}`,
  result: (key: string) => `/my/quiz/results/${encodeURIComponent(key)}`,
  leaderboard: (key: string) => `/quiz-result-list?key=${encodeURIComponent(key)}`,
};
