/**
 * Decision 076: a part whose code the browser fetches after the page's load is still rendered whole
 * by the server, inside a Suspense boundary (React's `<!--$-->` markers) that the browser's hydration
 * keeps as sent until the code comes. The browser's side (fetched after `load`, hydrated in place, a
 * client-side navigation never blank, a failed fetch) is tests/e2e/home.spec.ts's.
 */
import { createElement } from "react";
import { renderToPipeableStream } from "react-dom/server";
import { Writable } from "node:stream";
import { describe, expect, it } from "vitest";
import { codeAfterLoad } from "~/components/layout/code-after-load";

/** The document as the portal's entry sends it: piped once everything is ready. */
function renderWhole(element: React.ReactElement): Promise<{ html: string; errors: unknown[] }> {
  return new Promise((resolve, reject) => {
    const errors: unknown[] = [];
    let html = "";
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        html += chunk.toString();
        done();
      },
      final(done) {
        resolve({ html, errors });
        done();
      },
    });
    const { pipe } = renderToPipeableStream(element, {
      onAllReady: () => pipe(sink),
      onShellError: reject,
      onError: (error) => void errors.push(error),
    });
  });
}

const Greeting = ({ name }: { name: string }) => createElement("p", { className: "greeting" }, `নমস্কার, ${name}`);

describe("a part whose code comes after the page's load, on the server", () => {
  it("is rendered whole, in place, inside a boundary the browser can hydrate", async () => {
    let loads = 0;
    const Part = codeAfterLoad(async () => {
      loads += 1;
      return Greeting;
    });
    const page = (name: string) => createElement("main", null, createElement(Part, { name }));
    const first = await renderWhole(page("রিনা"));
    expect(first).toEqual({ html: '<main><!--$--><p class="greeting">নমস্কার, রিনা</p><!--/$--></main>', errors: [] });
    // Later renders have the code at once; the boundary stays, so every page's markup is the same shape.
    const second = await renderWhole(page("করিম"));
    expect(second.html).toBe('<main><!--$--><p class="greeting">নমস্কার, করিম</p><!--/$--></main>');
    expect(loads).toBe(1);
  });

  it("whose code cannot be loaded fails the render with the loader's error", async () => {
    const missing = new Error("Cannot find module HomeContent");
    const Part = codeAfterLoad<{ name: string }>(() => Promise.reject(missing));
    const { html, errors } = await renderWhole(createElement("main", null, createElement(Part, { name: "রিনা" })));
    expect(errors).toEqual([missing]);
    // React's marker for a boundary the server could not render.
    expect(html).toContain("<!--$!-->");
    expect(html).not.toContain("রিনা");
  });
});
