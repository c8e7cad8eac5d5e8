/**
 * React 18's Node renderer pads a 2048-byte buffer with zero bytes when a multi-byte character does
 * not fit at its end (app/entry.server.tsx). A NUL byte is never valid in our HTML: dropping every one
 * restores the intended output. The padding comes in runs, so the text between runs is copied by
 * `indexOf` rather than tested byte by byte (a per-byte filter was 1.8 % of the portal's CPU on the
 * dashboard, decision 060).
 */
export function withoutNulBytes(document: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = document.indexOf(0); at !== -1; at = document.indexOf(0, from)) {
    parts.push(document.subarray(from, at));
    from = at + 1;
    while (document[from] === 0) from++;
  }
  if (from === 0) return document;
  parts.push(document.subarray(from));
  return Buffer.concat(parts);
}
