import type { EventSummary } from "@contract";
import { ALUMNI_EVENT_TYPE } from "@contract/rules";

export function isAlumniEvent(event: Pick<EventSummary, "type">): boolean {
  return event.type === ALUMNI_EVENT_TYPE;
}
