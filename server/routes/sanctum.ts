import { randomBytes } from "node:crypto";
import { stringifySetCookie } from "cookie";
import type { FastifyPluginAsync } from "fastify";
import type { RouteDeps } from "./deps";

/**
 * Spec §7: clients ask for a CSRF cookie before anything else. The API authenticates by bearer
 * token, never by cookie, so the cookie is the handshake the clients expect and nothing more;
 * it is readable by scripts on purpose, as Laravel's XSRF-TOKEN is.
 */
export const sanctumRoutes: FastifyPluginAsync<RouteDeps> = async (app, { config }) => {
  app.get("/sanctum/csrf-cookie", async (_request, reply) => {
    const cookie = stringifySetCookie("XSRF-TOKEN", randomBytes(32).toString("base64url"), {
      path: "/",
      sameSite: "lax",
      secure: config.nodeEnv === "production",
      maxAge: 2 * 60 * 60,
    });
    reply.header("set-cookie", cookie).header("cache-control", "no-store").code(204).send();
  });
};
