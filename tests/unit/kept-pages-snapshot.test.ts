/**
 * Kept guest pages on disk (bin/kept-pages-snapshot.ts, decision 100): what each replica writes, when, and
 * what a starting portal reads back.
 */
import { mkdtempSync, readdirSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { keptPagesSnapshotWriter, readKeptPagesSnapshots } from "../../bin/kept-pages-snapshot";
import { keptPage, type CachedPage } from "../../bin/render-cache";

const DAY = 86_400_000;
const page = (html: string, storedAt: number): CachedPage => {
  const body = Buffer.from(html);
  return keptPage([["content-type", "text/html; charset=utf-8"]], { identity: body, br: body, gzip: body }, 1, storedAt);
};

describe("kept pages on disk (decision 100)", () => {
  let dir: string;
  beforeEach(() => {
    dir = mkdtempSync(path.join(tmpdir(), "kept-pages-"));
    vi.useFakeTimers();
  });
  afterEach(() => vi.useRealTimers());

  it("writes what a replica keeps a few seconds after a page is kept, and gives every replica's pages back", () => {
    const own = new Map([["/", page("<p>home</p>", 1000)]]);
    const written = keptPagesSnapshotWriter(dir, "portal-1", () => own.entries());
    written();
    expect(readKeptPagesSnapshots(dir, DAY)).toEqual([]);
    vi.advanceTimersByTime(5_000);
    keptPagesSnapshotWriter(dir, "portal-2", () => new Map([["/faq", page("<p>faq</p>", 2000)]]).entries())();
    vi.advanceTimersByTime(5_000);

    const read = new Map(readKeptPagesSnapshots(dir, DAY));
    expect([...read.keys()].sort()).toEqual(["/", "/faq"]);
    expect(read.get("/")!.responses.identity.body.toString()).toBe("<p>home</p>");
    // A Buffer, as sendCachedPage writes it.
    expect(read.get("/")!.responses.identity.body).toBeInstanceOf(Buffer);
    expect(read.get("/faq")!.storedAt).toBe(2000);
    // Renamed into place: no partial file is left.
    expect(readdirSync(dir).sort()).toEqual(["portal-1.v8", "portal-2.v8"]);
  });

  it("writes at most once a minute, the pages kept meanwhile in the next write", () => {
    const own = new Map([["/", page("<p>one</p>", 1000)]]);
    const written = keptPagesSnapshotWriter(dir, "portal-1", () => own.entries(), 60_000);
    written();
    vi.advanceTimersByTime(5_000);
    own.set("/about", page("<p>about</p>", 3000));
    written();
    vi.advanceTimersByTime(30_000);
    expect(readKeptPagesSnapshots(dir, DAY).map(([key]) => key)).toEqual(["/"]);
    vi.advanceTimersByTime(30_000);
    expect(readKeptPagesSnapshots(dir, DAY).map(([key]) => key)).toEqual(["/", "/about"]);
  });

  it("removes a snapshot last written longer ago than a page may be served, and reads the rest", () => {
    keptPagesSnapshotWriter(dir, "portal-gone", () => new Map([["/", page("<p>old</p>", 1000)]]).entries())();
    keptPagesSnapshotWriter(dir, "portal-2", () => new Map([["/faq", page("<p>faq</p>", 2000)]]).entries())();
    vi.advanceTimersByTime(5_000);
    const longAgo = new Date(Date.now() - DAY - 60_000);
    utimesSync(path.join(dir, "portal-gone.v8"), longAgo, longAgo);
    expect(readKeptPagesSnapshots(dir, DAY).map(([key]) => key)).toEqual(["/faq"]);
    expect(readdirSync(dir)).toEqual(["portal-2.v8"]);
  });

  it("starts with nothing from a missing folder or an unreadable file", () => {
    expect(readKeptPagesSnapshots(path.join(dir, "absent"), DAY)).toEqual([]);
    writeFileSync(path.join(dir, "portal-1.v8"), "not a snapshot");
    expect(readKeptPagesSnapshots(dir, DAY)).toEqual([]);
  });
});
