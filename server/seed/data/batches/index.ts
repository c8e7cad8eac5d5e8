/**
 * Every seeded batch, in id order: batch ids follow this list (1, 2, …), and tests and the portal's E2E
 * specs rely on a few of them; the notes on each say which situation it stages.
 */
import { fcpsBatches } from "./fcps";
import { mockAndPastBatches } from "./mocks-and-past";
import { otherTrackBatches } from "./other-tracks";
import { residencyBatches } from "./residency";
import type { BatchSeed } from "./shifts";

export type { BatchSeed, ScheduleKind } from "./shifts";

export const batchSeeds: BatchSeed[] = [...fcpsBatches, ...residencyBatches, ...otherTrackBatches, ...mockAndPastBatches];
