/** Marks arrive in hundredths (2 marks = 200); people read them as "২", "১.৫", "২২.৫". */
const mark = new Intl.NumberFormat("bn-BD", { maximumFractionDigits: 2 });

export const formatMark = (x100: number) => mark.format(x100 / 100);
export const formatPercent = (x100: number) => `${mark.format(x100 / 100)}%`;

export const QUIZ_PATHS = {
  quiz: (key: string) => `/on-spot-quiz/${encodeURIComponent(key)}`,
  result: (key: string) => `/my/quiz/results/${encodeURIComponent(key)}`,
  leaderboard: (key: string) => `/quiz-result-list?key=${encodeURIComponent(key)}`,
};
