/**
 * Master enrollment (a combined programme's master schedule): the same page, guard and POST as
 * enroll/:scheduleId; the shared loader and action tell the two apart by the URL.
 */
export { action, default, links, loader, meta } from "./_public.batch-details.$batchId.enroll.$scheduleId";
