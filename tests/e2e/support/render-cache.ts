import type { APIRequestContext } from "@playwright/test";

/**
 * A guest page as the render cache sends it (decision 023). Its render's answer is sent before the page
 * is kept, and each portal worker keeps its own copy: asks until three answers in a row are kept ones.
 */
export async function keptPage(request: APIRequestContext, path: string) {
  let inARow = 0;
  for (let i = 0; i < 100; i++) {
    const res = await request.get(path);
    inARow = res.headers()["content-security-policy"]?.includes("'sha256-") ? inARow + 1 : 0;
    if (inARow === 3) return res;
    await new Promise((done) => setTimeout(done, 50));
  }
  throw new Error(`${path} never came from the render cache`);
}
