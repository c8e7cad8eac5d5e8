/**
 * Remix's `<Scripts>` preloads every module a page starts with (`<link rel="modulepreload">`, 23–29
 * files), and a browser fetches such a preload at high priority, as it would a script that blocks
 * rendering: on a slow network the hydration code shares the first seconds with the stylesheet, the
 * font and the hero image, and Lighthouse counts it before the first paint (FCP 2.2 s on slow 4G).
 * Every page works without JavaScript, so the page's own content comes first: each preload is marked
 * `fetchpriority="low"` here, in the rendered bytes, because `<Scripts>` takes no attributes for its
 * links (decision 072). The module script that imports them still starts as soon as they arrive.
 */
const PRELOAD = Buffer.from('<link rel="modulepreload" ');
const CLOSE = Buffer.from("/>");
const LOW = Buffer.from(' fetchpriority="low"');

export function withLowPriorityModulePreloads(document: Buffer): Buffer {
  const parts: Buffer[] = [];
  let from = 0;
  for (let at = document.indexOf(PRELOAD); at !== -1; at = document.indexOf(PRELOAD, from)) {
    const close = document.indexOf(CLOSE, at + PRELOAD.length);
    if (close === -1) break;
    parts.push(document.subarray(from, close), LOW);
    from = close;
  }
  if (from === 0) return document;
  parts.push(document.subarray(from));
  return Buffer.concat(parts);
}
