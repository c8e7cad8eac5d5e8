/** Every table, one module per area; drizzle-kit reads this file (drizzle.config.ts). */
export * from "./tables/geo";
export * from "./tables/accounts";
export * from "./tables/auth";
export * from "./tables/site";
export * from "./tables/homepage";
export * from "./tables/content";
export * from "./tables/activity";
export * from "./tables/catalogue";
export * from "./tables/topics";
export * from "./tables/exams";
export * from "./tables/practice";
export * from "./tables/learning";
export * from "./tables/subscriptions";
export * from "./tables/payments";
export * from "./tables/study";
export * from "./tables/videos";
