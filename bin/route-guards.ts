/**
 * Rules for every route module of the build, applied once here so a new route cannot forget them
 * (docs/security.md, "Hostile input"):
 *  - an action that reads a body which is not a form (JSON, text, broken multipart) gets a 400 page,
 *    not a 500: `request.formData()` failing is the sender's mistake;
 *  - an API refusal no route handles (a slug too long for the API: 414; a limit: 429 with its wait;
 *    a malformed request: 400/405/413/415) keeps its status and Bengali message instead of becoming 500;
 *  - a loader's 422 from the API (a query or slug it refuses as invalid) is the visitor's bad request: 400.
 * The error-page text lives in app/components/layout/ErrorPage.tsx; the 429's Retry-After is set in
 * app/entry.server.tsx from the `retryAfter` carried here.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type ServerBuild } from "@remix-run/node";

export const BAD_FORM_MESSAGE = "ফর্মটি সঠিকভাবে পাঠানো হয়নি। পাতাটি আবার খুলে ফর্মটি পূরণ করে পাঠান।";
/** API answers passed on as they are when no route deals with them. */
const PASSED_ON = new Set([400, 405, 413, 414, 415, 429]);

type ApiRefusal = { name: "ApiResponseError"; status: number; body: { message: string }; retryAfter?: number };
/** By shape: the build bundles its own copy of the ApiResponseError class. */
const isApiRefusal = (e: unknown): e is ApiRefusal => e instanceof Error && e.name === "ApiResponseError";

/** The status the page answers for an API refusal no route handled, or null for a bug (a 500). */
function passedOnStatus(e: ApiRefusal, isAction: boolean): number | null {
  if (PASSED_ON.has(e.status)) return e.status;
  return !isAction && e.status === 422 ? 400 : null;
}

type Handler = (args: LoaderFunctionArgs | ActionFunctionArgs) => unknown;

function guarded(handler: Handler, isAction: boolean): Handler {
  return async (args) => {
    if (isAction) {
      const read = args.request.formData.bind(args.request);
      args.request.formData = async () => {
        try {
          return await read();
        } catch {
          throw data({ message: BAD_FORM_MESSAGE }, { status: 400 });
        }
      };
    }
    try {
      return await handler(args);
    } catch (e) {
      if (!isApiRefusal(e)) throw e;
      const status = passedOnStatus(e, isAction);
      if (status === null) throw e;
      throw data({ message: e.body.message, ...(e.retryAfter ? { retryAfter: e.retryAfter } : {}) }, { status });
    }
  };
}

const cache = new WeakMap<ServerBuild, ServerBuild>();

/** The build with every loader and action guarded (memoised, so development reloads stay cheap). */
export function withRouteGuards(build: ServerBuild): ServerBuild {
  const known = cache.get(build);
  if (known) return known;
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const { loader, action } = route.module;
      const module = {
        ...route.module,
        ...(loader ? { loader: guarded(loader as Handler, false) } : {}),
        ...(action ? { action: guarded(action as Handler, true) } : {}),
      };
      return [id, { ...route, module }];
    }),
  ) as ServerBuild["routes"];
  const wrapped = { ...build, routes };
  cache.set(build, wrapped);
  return wrapped;
}
