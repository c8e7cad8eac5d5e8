/// <reference types="vite/client" />
/// <reference types="@remix-run/node" />

// Single fetch (v3_singleFetch in vite.config.ts): loader types keep Promises, Dates etc. as sent.
// (`export {}` makes this file a module, so the block below augments @remix-run/node instead of replacing it.)
export {};
declare module "@remix-run/node" {
  interface Future {
    v3_singleFetch: true;
  }
}
