/** The study area's URLs beyond courses (spec §2, logged-in list), in one place. Isomorphic. */
export const STUDY_PATHS = {
  notices: "/my/notices",
  notice: (id: number) => `/my/notices/${id}`,
  complainBox: "/my/complain-box",
  complaint: (id: number) => `/my/complain-box/${id}`,
  lectureSheets: "/my/lecture-sheet",
  sheetTrack: (deliveryId: number) => `/my/lecture-sheet-track/${deliveryId}`,
  bookPage: (bookId: number, pageNo: number) => `/my/reference-book/${bookId}/page-no/${pageNo}`,
} as const;
