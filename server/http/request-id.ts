/**
 * Request ids: what one visitor request is called in the portal's and the API's logs. An id that
 * arrives is kept only when it looks like one (a UUID or similar token); anything else, which could
 * be an attempt to forge log lines or smuggle data into them, is replaced by a fresh UUID.
 */
import { randomUUID } from "node:crypto";

const REQUEST_ID = /^[A-Za-z0-9._:-]{8,128}$/;

export function requestIdFrom(header: string | string[] | undefined): string {
  const value = Array.isArray(header) ? header[0] : header;
  return value && REQUEST_ID.test(value) ? value : randomUUID();
}
