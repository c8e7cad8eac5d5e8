/**
 * Rules for every route module of the build, applied once here so a new route cannot forget them
 * (docs/security.md, "Hostile input"):
 *  - an API refusal no route handles (a slug too long for the API: 414; a limit: 429 with its wait;
 *    a malformed request: 400/405/413/415) keeps its status and Bengali message instead of becoming 500;
 *  - a loader's 422 from the API (a query or slug it refuses as invalid) is the visitor's bad request: 400.
 * The build itself says what a refusal is (its portalHost, decision 061): the host's own copy of the
 * ApiResponseError class would be another class. A body that is not a form is the 400 of
 * `readFormData` (app/lib/form-submission.server.ts), which every action reads its form with.
 * The error-page text lives in app/components/layout/ErrorPage.tsx; the 429's Retry-After is set in
 * app/entry.server.tsx from the `retryAfter` carried here.
 */
import { data, type ActionFunctionArgs, type LoaderFunctionArgs, type ServerBuild } from "@remix-run/node";
import type { ApiRefusal } from "../app/lib/portal-host.server";
import { portalHostOf } from "./portal-host";

/** API answers passed on as they are when no route deals with them. */
const PASSED_ON = new Set([400, 405, 413, 414, 415, 429]);

/** The status the page answers for an API refusal no route handled, or null for a bug (a 500). */
function passedOnStatus(refusal: ApiRefusal, isAction: boolean): number | null {
  if (PASSED_ON.has(refusal.status)) return refusal.status;
  return !isAction && refusal.status === 422 ? 400 : null;
}

type Handler = (args: LoaderFunctionArgs | ActionFunctionArgs) => unknown;

function guarded(handler: Handler, isAction: boolean, apiRefusal: (e: unknown) => ApiRefusal | null): Handler {
  return async (args) => {
    try {
      return await handler(args);
    } catch (e) {
      const refusal = apiRefusal(e);
      const status = refusal && passedOnStatus(refusal, isAction);
      if (!refusal || status === null) throw e;
      const { message, retryAfter } = refusal;
      throw data({ message, ...(retryAfter ? { retryAfter } : {}) }, { status });
    }
  };
}

const cache = new WeakMap<ServerBuild, ServerBuild>();

/** The build with every loader and action guarded (memoised, so development reloads stay cheap). */
export function withRouteGuards(build: ServerBuild): ServerBuild {
  const known = cache.get(build);
  if (known) return known;
  const { apiRefusal } = portalHostOf(build);
  const routes = Object.fromEntries(
    Object.entries(build.routes).map(([id, route]) => {
      const { loader, action } = route.module;
      const module = {
        ...route.module,
        ...(loader ? { loader: guarded(loader as Handler, false, apiRefusal) } : {}),
        ...(action ? { action: guarded(action as Handler, true, apiRefusal) } : {}),
      };
      return [id, { ...route, module }];
    }),
  ) as ServerBuild["routes"];
  const wrapped = { ...build, routes };
  cache.set(build, wrapped);
  return wrapped;
}
