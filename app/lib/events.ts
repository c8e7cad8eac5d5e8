import type { EventSummary } from "@contract";
// Not from "@contract": its index builds every zod schema, which would all land in the browser bundle.
import { ALUMNI_EVENT_TYPE, HIDDEN_EVENT_IDS } from "../../server/contract/event-rules";

/** The one filter every event listing goes through, so a hidden event can't leak from any page. */
export function visibleEvents<E extends Pick<EventSummary, "id">>(events: readonly E[]): E[] {
  return events.filter((e) => !HIDDEN_EVENT_IDS.has(e.id));
}

export function isHiddenEvent(id: number): boolean {
  return HIDDEN_EVENT_IDS.has(id);
}

export function isAlumniEvent(event: Pick<EventSummary, "type">): boolean {
  return event.type === ALUMNI_EVENT_TYPE;
}
