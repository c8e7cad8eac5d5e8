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
  body: Parsed<Entry<N> extends { body: infer B } ? B : undefined>;
};

export type ContractHandler<N extends EndpointName> = (
  call: ContractCall<N>,
) => Promise<z.input<Entry<N>["response"]>> | z.input<Entry<N>["response"]>;

export type ContractRouteOptions = {
  preHandler?: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
  /** Status of a successful answer (default 200). */
  status?: number;
};

export function contractRoute<N extends EndpointName>(
  app: FastifyInstance,
  name: N,
  optionsOrHandler: ContractRouteOptions | ContractHandler<N>,
  maybeHandler?: ContractHandler<N>,
): void {
  const options = typeof optionsOrHandler === "function" ? {} : optionsOrHandler;
  const handler = typeof optionsOrHandler === "function" ? optionsOrHandler : maybeHandler!;
  const entry: { method: "GET" | "POST"; path: string; query?: z.ZodTypeAny; body?: z.ZodTypeAny } = endpoints[name];

  app.route({
    method: entry.method,
    url: entry.path,
    ...(options.preHandler ? { preHandler: options.preHandler } : {}),
    handler: async (request, reply) => {
      const call = {
        request,
        reply,
        params: request.params ?? {},
        query: entry.query ? parseInput(entry.query, request.query) : undefined,
        body: entry.body ? parseInput(entry.body, request.body) : undefined,
      } as ContractCall<N>;
      const answer = shape(name, await handler(call));
      if (options.status) reply.code(options.status);
      return answer;
    },
  });
}
