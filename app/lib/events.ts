import type { EventSummary } from "@contract";
// Not from "@contract": its index builds every zod schema, which would all land in the browser bundle.
import { ALUMNI_EVENT_TYPE } from "../../server/contract/event-rules";

export function isAlumniEvent(event: Pick<EventSummary, "type">): boolean {
  return event.type === ALUMNI_EVENT_TYPE;
}
