/**
 * A practice paper's limits and messages (decision 057), zod-free so the browser form, the portal
 * action and the API refuse the same input with the same Bengali words.
 */
export const PRACTICE_SOURCES = {
  mistakes: "ভুল ও বাদ পড়া প্রশ্ন",
  bookmarks: "বুকমার্ক করা প্রশ্ন",
  topic: "একটি টপিক",
} as const;
export type PracticeSource = keyof typeof PRACTICE_SOURCES;
export const PRACTICE_SOURCE_KEYS = Object.keys(PRACTICE_SOURCES) as [PracticeSource, ...PracticeSource[]];

/** Questions a paper holds and minutes it lasts: one question at least, a long paper's worth at most. */
export const PRACTICE_QUESTIONS = { min: 1, max: 100 } as const;
export const PRACTICE_MINUTES = { min: 1, max: 180 } as const;

const bn = new Intl.NumberFormat("bn-BD", { useGrouping: false });

export const PRACTICE_MESSAGES = {
  source: "প্রশ্নের উৎস বেছে নিন।",
  topic: "টপিক বেছে নিন।",
  questions: `প্রশ্নের সংখ্যা ${bn.format(PRACTICE_QUESTIONS.min)} থেকে ${bn.format(PRACTICE_QUESTIONS.max)}-এর মধ্যে একটি পূর্ণ সংখ্যা লিখুন।`,
  minutes: `সময় ${bn.format(PRACTICE_MINUTES.min)} থেকে ${bn.format(PRACTICE_MINUTES.max)} মিনিটের মধ্যে একটি পূর্ণ সংখ্যা লিখুন।`,
  emptySource: "এই উৎসে এখনো অনুশীলনের কোনো প্রশ্ন নেই; অন্য উৎস বেছে নিন।",
} as const;

/** The refusal when the chosen source holds fewer questions than asked for. */
export const tooManyQuestions = (available: number) =>
  `এই উৎসে মাত্র ${bn.format(available)}টি প্রশ্ন আছে; প্রশ্নের সংখ্যা ${bn.format(available)} বা তার কম লিখুন।`;
