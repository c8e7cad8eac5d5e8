interface ImportMeta {
  /** True in the bundles of bin/build-server.ts (dist/), absent when running from the sources. */
  readonly compiled?: true;
}
