import type { z } from "zod";
import { endpoints, type EndpointName, type EndpointResponse } from "../contract";

/**
 * Builds an answer through the endpoint's contract schema. A value that does not fit throws,
 * which the error handler turns into a logged 500, so no answer can leave the contract.
 */
export function shape<N extends EndpointName>(name: N, value: z.input<(typeof endpoints)[N]["response"]>): EndpointResponse<N> {
  return endpoints[name].response.parse(value) as EndpointResponse<N>;
}
