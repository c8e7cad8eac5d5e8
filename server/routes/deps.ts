import type { ApiConfig } from "../config";
import type { Db } from "../db/client";

/** What every route plugin receives from buildApi. */
export type RouteDeps = { db: Db; config: ApiConfig };
