/** Where the cluster smoke project finds the stack bin/stack-cluster.ts starts (its default ports). */
export const CLUSTER_PORT = Number(process.env.CLUSTER_PORT ?? 5800);
export const CLUSTER_URL = `http://127.0.0.1:${CLUSTER_PORT}`;
/** One API replica directly, for the development SMS outbox (loopback callers only; the outbox is in the shared database). */
export const CLUSTER_API_1 = `http://127.0.0.1:${CLUSTER_PORT + 11}`;
/** The API's load balancer (the portals' PRODUCT_API_URL) and one portal replica directly. */
export const CLUSTER_API_LB = `http://127.0.0.1:${CLUSTER_PORT + 10}`;
export const CLUSTER_PORTAL_1 = `http://127.0.0.1:${CLUSTER_PORT + 21}`;
export const CLUSTER_DIR = ".cluster-smoke";
export const CLUSTER_LOG_DIR = `${CLUSTER_DIR}/logs`;
