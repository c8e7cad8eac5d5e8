/** The doctor's study aids over their submitted papers and their progress (issue 26). */
export const PRACTICE_PATHS = {
  bookmarks: "/my/bookmarks",
  mistakes: "/my/practice/mistakes",
  mistakesOfTopic: (topicId: number) => `/my/practice/mistakes?topic=${topicId}`,
  progress: "/my/progress",
  /** The practice-paper builder, with a source (and topic) chosen beforehand. */
  practice: "/my/practice",
  practiceFrom: (source: "mistakes" | "bookmarks" | "topic", topicId?: number) =>
    `/my/practice?source=${source}${topicId === undefined ? "" : `&topic=${topicId}`}`,
} as const;

/** The anchor of one question on a study list or review page, so a form without JavaScript lands back on it. */
export const questionAnchor = (questionId: number) => `q-${questionId}`;
