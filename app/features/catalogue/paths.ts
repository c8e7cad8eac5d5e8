/** An enrollment's checkout, in the my-area (decision 005: /my/…), where payment picks the enrollment up. */
export const checkoutPath = (enrollmentId: number) => `/my/courses/${enrollmentId}/checkout`;
