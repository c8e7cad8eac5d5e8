import { beforeEach, describe, expect, it, vi } from "vitest";

const callApi = vi.fn();
vi.mock("~/lib/product-api.server", async (importOriginal) => ({
  ...(await importOriginal<typeof import("~/lib/product-api.server")>()),
  callApi: (...args: unknown[]) => callApi(...args),
}));
let loggedIn = false;
vi.mock("~/lib/session.server", () => ({ getSession: () => ({ isLoggedIn: loggedIn }) }));

async function cache() {
  const mod = await import("~/lib/public-data.server");
  mod.clearPublicDataCache();
  return mod;
}
const request = () => new Request("http://portal.test/quiz-list");

beforeEach(() => {
  callApi.mockReset();
  loggedIn = false;
});

describe("guestOrLive", () => {
  it("serves every guest the one cached, anonymous answer", async () => {
    const { guestOrLive } = await cache();
    callApi.mockResolvedValue({ data: ["guest"] });
    await guestOrLive(request(), "quizzes", { query: { page: 1 } });
    expect(await guestOrLive(request(), "quizzes", { query: { page: 1 } })).toEqual({ data: ["guest"] });
    expect(callApi).toHaveBeenCalledTimes(1);
    expect(callApi).toHaveBeenCalledWith(null, "quizzes", { query: { page: 1 } });
  });

  it("asks live on the doctor's behalf every time and never caches their answer for guests", async () => {
    const { guestOrLive } = await cache();
    loggedIn = true;
    const req = request();
    callApi.mockResolvedValue({ data: ["mine"] });
    await guestOrLive(req, "quizzes");
    await guestOrLive(req, "quizzes");
    expect(callApi).toHaveBeenCalledTimes(2);
    expect(callApi).toHaveBeenCalledWith(req, "quizzes", {});

    loggedIn = false;
    callApi.mockResolvedValue({ data: ["guest"] });
    expect(await guestOrLive(request(), "quizzes")).toEqual({ data: ["guest"] });
    expect(callApi).toHaveBeenLastCalledWith(null, "quizzes", {});
  });

  it("shows the guest answer after a 401 (the login has just ended), but never after any other failure", async () => {
    const { guestOrLive } = await cache();
    const { ApiResponseError, ApiUnavailableError } = await import("~/lib/product-api.server");
    loggedIn = true;
    callApi.mockRejectedValueOnce(new ApiResponseError(401, { message: "unauthenticated" }, "batchForYou"));
    callApi.mockResolvedValueOnce({ data: ["guest"] });
    expect(await guestOrLive(request(), "batchForYou", { params: { slug: "fcps" } })).toEqual({ data: ["guest"] });
    expect(callApi).toHaveBeenLastCalledWith(null, "batchForYou", { params: { slug: "fcps" } });

    callApi.mockRejectedValueOnce(new ApiUnavailableError("batchForYou", "timeout"));
    await expect(guestOrLive(request(), "batchForYou", { params: { slug: "fcps" } })).rejects.toBeInstanceOf(ApiUnavailableError);
  });

  it("is the only way to a personal endpoint: publicData refuses one at compile time", async () => {
    const { publicData, guestOrLive } = await cache();
    callApi.mockResolvedValue({ data: [] });
    // @ts-expect-error quizzes is personal (`participated` depends on the caller): publicData must not cache it for everyone.
    await publicData("quizzes");
    // @ts-expect-error appData is personal too.
    await publicData("appData");
    // @ts-expect-error faqs is the same for everyone: it belongs in publicData, not guestOrLive.
    await guestOrLive(request(), "faqs");
    await publicData("faqs");
  });
});
