/**
 * A rendered document as the host sends it (decision 073): whole, in one write, compressed in one
 * call in the encoding the visitor accepts. app/entry.server.tsx answers a document only once it is
 * complete, so nothing is held back by this; a stream through `compression()` cost each page a
 * compression stream on the thread pool and a web stream's pumping for the same bytes.
 */
import type { Request, Response } from "express";
import { chooseEncoding, encodedDocument, KEPT_ENCODINGS } from "../app/lib/encodings.server";

/** Below this a document goes as it is, as below `compression()`'s default threshold: the encoding would save next to nothing. */
const COMPRESSED_FROM_BYTES = 1024;

/** A Remix answer that entry.server rendered: the only HTML the app answers (its resource routes answer JSON, text and files). Remix answers HEAD without a body. */
export function isDocument(response: globalThis.Response): boolean {
  return response.body !== null && (response.headers.get("content-type") ?? "").startsWith("text/html");
}

const sentWhole = new WeakSet<Response>();

/** For `compression()`'s filter: a document this module sent is already in the encoding it goes in, identity included. */
export function isSentDocument(res: Response): boolean {
  return sentWhole.has(res);
}

/**
 * Sends `body`, the document `response` carries, with its status and headers as Remix's adapter
 * would (`sendRemixResponse`), in the visitor's encoding (brotli or gzip, as every browser accepts;
 * otherwise as it is), with its length.
 */
export function sendDocument(req: Request, res: Response, response: globalThis.Response, body: Buffer): void {
  res.statusMessage = response.statusText;
  res.status(response.status);
  for (const [name, value] of response.headers) res.append(name, value);
  res.vary("Accept-Encoding");
  const encoding = body.length < COMPRESSED_FROM_BYTES ? null : chooseEncoding(req.headers["accept-encoding"], KEPT_ENCODINGS);
  const sent = encoding ? encodedDocument(body, encoding) : body;
  if (encoding) res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", sent.length);
  sentWhole.add(res);
  res.end(sent);
}
