/**
 * The exam page's countdown, corrected against the server clock: the browser's clock may be minutes
 * off, so the page measures the offset once from the `server_time` of the paper answer (and again
 * from every save answer) and counts down to the server's deadline. Isomorphic and pure.
 */
import { bnNumber } from "~/lib/format";

/** How far the server's clock is ahead of this browser's (ms): serverTime − the browser time it arrived at. */
export const clockOffset = (serverTime: string, browserNow: number) => Date.parse(serverTime) - browserNow;

/** Milliseconds left until `deadline` (server time) at browser time `browserNow`; never below 0. */
export const remainingMs = (deadline: string, browserNow: number, offset: number) =>
  Math.max(0, Date.parse(deadline) - (browserNow + offset));

const two = (n: number) => bnNumber(n).padStart(2, bnNumber(0));

/** "১:০৫:০৯" with hours, "০৫:০৯" without; whole seconds, rounded up so 0 shows only at the end. */
export function formatCountdown(ms: number): string {
  const total = Math.ceil(ms / 1000);
  const h = Math.floor(total / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  return h > 0 ? `${bnNumber(h)}:${two(m)}:${two(s)}` : `${two(m)}:${two(s)}`;
}
