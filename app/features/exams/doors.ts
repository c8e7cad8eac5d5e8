/**
 * The portal's doors onto the API's one exam engine, as the API has them (server/routes/exams.ts):
 * `exam` (course, master, admin, free and practice exams: paid content) and `quiz` (on-spot quizzes:
 * a login). A door names the API's attempt endpoints and the attempt's own resources; the sheet, its
 * codec and its save path are the same behind both. Isomorphic.
 */
export type Door = "exam" | "quiz";

/** The API's attempt endpoints of each door; each finds only attempts of its kind. */
export const DOOR_ENDPOINTS = {
  exam: { paper: "examPaper", save: "examSaveAnswers", submit: "examSubmit" },
  quiz: { paper: "quizPaper", save: "quizSaveAnswers", submit: "quizSubmit" },
} as const;

/**
 * An attempt's resources for its sheet's script: the background save (JSON in, JSON out;
 * docs/decisions/016) and the whole paper, at an address the page signs (decision 058).
 */
export const ATTEMPT_RESOURCE_PATHS = {
  answers: (door: Door, attemptId: number) => `/my/${door}-attempts/${attemptId}/answers`,
  paper: (door: Door, attemptId: number) => `/my/${door}-attempts/${attemptId}/paper`,
} as const;
