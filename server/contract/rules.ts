/**
 * The contract's zod-free modules, imported as `@contract/rules`: the only way browser code in the
 * portal takes values from the contract. The index (`@contract`) builds every zod schema at import,
 * so one value from it ships them all, and zod, to the browser; browser modules may import only
 * types from it (an ESLint rule, eslint.config.js). Whatever is added here must stay free of zod.
 */
export * from "./answer-rules";
export * from "./complaint-rules";
export * from "./event-rules";
export * from "./labels";
export * from "./money";
export * from "./phone-rules";
export * from "./practice-rules";
export * from "./required-info";
export * from "./youtube-link";
