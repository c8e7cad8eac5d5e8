/**
 * The status map of `myApi` and `answerOr` (decision 047): a named refusal becomes what its handler
 * returns or throws; any other refusal, and any other failure, is rethrown unchanged.
 */
import { describe, expect, it } from "vitest";
import { answerOr, apiMessage, notFound, redirectTo } from "~/lib/pages.server";
import { ApiResponseError, ApiUnavailableError } from "~/lib/product-api.server";

const refusal = (status: number) => new ApiResponseError(status, { message: `বার্তা ${status}` }, "examPaper");
const thrown = async (call: Promise<unknown>) =>
  call.then(
    () => undefined,
    (e: unknown) => e,
  );

describe("answerOr", () => {
  it("passes the answer through", async () => {
    expect(await answerOr(Promise.resolve({ data: 1 }), { 404: notFound })).toEqual({ data: 1 });
  });

  it("returns what a handler returns, throws what a handler throws", async () => {
    expect(await answerOr(Promise.reject(refusal(422)), { 422: apiMessage })).toEqual({ error: "বার্তা 422" });
    const missing = await thrown(answerOr(Promise.reject(refusal(404)), { 404: notFound, 422: apiMessage }));
    expect(missing).toBeInstanceOf(Response);
    expect((missing as Response).status).toBe(404);
    const moved = (await thrown(answerOr(Promise.reject(refusal(409)), { 409: redirectTo("/my/dashboard") }))) as Response;
    expect([moved.status, moved.headers.get("location")]).toEqual([302, "/my/dashboard"]);
  });

  it("rethrows a status the map does not name, and anything that is not a refusal", async () => {
    const other = refusal(403);
    expect(await thrown(answerOr(Promise.reject(other), { 404: notFound }))).toBe(other);
    const down = new ApiUnavailableError("examPaper", "network");
    expect(await thrown(answerOr(Promise.reject(down), { 404: notFound }))).toBe(down);
  });
});
