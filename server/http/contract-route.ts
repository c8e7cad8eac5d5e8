/**
 * The one way an API handler is registered: method and path come from the contract entry, the
 * query and body are parsed with its schemas (422 on a mismatch), and the answer is built through
 * its response schema. A handler can no longer pair one endpoint's path with another's answer.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from "fastify";
import type { z } from "zod";
import { endpoints, type EndpointName } from "../contract";
import { shape } from "./shape";
import { parseInput } from "./validation";

type Entry<N extends EndpointName> = (typeof endpoints)[N];
type Parsed<S> = S extends z.ZodTypeAny ? z.output<S> : undefined;
/** `/batches/:id/schedules` gives `{ id: string }`. */
type PathParams<P extends string> = P extends `${string}:${infer Name}/${infer Rest}`
  ? { [K in Name]: string } & PathParams<`/${Rest}`>
  : P extends `${string}:${infer Name}`
    ? { [K in Name]: string }
    : Record<string, never>;

export type ContractCall<N extends EndpointName> = {
  request: FastifyRequest;
  reply: FastifyReply;
  /** Path segments as sent; ids still go through `rowId`, which is stricter than the contract. */
  params: PathParams<Entry<N>["path"]>;
  query: Parsed<Entry<N> extends { query: infer Q } ? Q : undefined>;
  body: Body<N>;
};

type Answer<N extends EndpointName> = z.input<Entry<N>["response"]> | FastifyReply;

/**
 * Returns the success answer, shaped by the contract. An answer outside the success schema (e.g. a
 * 422 refusal with its own schema) is sent by the handler itself, which then returns the reply.
 */
export type ContractHandler<N extends EndpointName> = (call: ContractCall<N>) => Promise<Answer<N>> | Answer<N>;

type Body<N extends EndpointName> = Parsed<Entry<N> extends { body: infer B } ? B : undefined>;

export type ContractRouteOptions<N extends EndpointName> = {
  preHandler?: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
  /** Status of a successful answer (default 200, or whatever the handler set with `reply.code`). */
  status?: number;
  /** Replaces the default body parse, for a form whose 422 messages are worded per field (it must throw a 422 itself). */
  parseBody?: (body: unknown) => Body<N>;
  /** A larger body than the API's 64 KB for this route alone (a file upload). */
  bodyLimit?: number;
};

export function contractRoute<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  optionsOrHandler: ContractRouteOptions<N> | ContractHandler<N>,
  maybeHandler?: ContractHandler<N>,
): void {
  const options = typeof optionsOrHandler === "function" ? {} : optionsOrHandler;
  const handler = typeof optionsOrHandler === "function" ? optionsOrHandler : maybeHandler!;
  const entry: { method: "GET" | "POST"; path: string; query?: z.ZodTypeAny; body?: z.ZodTypeAny } = endpoints[name];

  app.route({
    method: entry.method,
    url: entry.path,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    ...(options.bodyLimit ? { bodyLimit: options.bodyLimit } : {}),
    handler: async (request, reply) => {
      const call = {
        request,
        reply,
        params: request.params ?? {},
        query: entry.query ? parseInput(entry.query, request.query) : undefined,
        body: options.parseBody ? options.parseBody(request.body) : entry.body ? parseInput(entry.body, request.body) : undefined,
      } as ContractCall<N>;
      const answer = await handler(call);
      if (reply.sent) return reply;
      if (options.status) reply.code(options.status);
      return shape(name, answer as z.input<Entry<N>["response"]>);
    },
  });
}
