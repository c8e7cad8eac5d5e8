import { fileURLToPath } from "node:url";

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

/**
 * tsconfig.json's `paths`, for Vite (the portal build, vite.config.ts) and Vitest (vitest.config.ts), so
 * the app, its build and its tests resolve `~/` and `@contract` to the same files.
 */
export const PATH_ALIASES = [
  { find: /^~\//, replacement: fromRoot("./app/") },
  { find: /^@contract$/, replacement: fromRoot("./server/contract/index.ts") },
  { find: /^@contract\/rules$/, replacement: fromRoot("./server/contract/rules.ts") },
];
