import type { TestApi } from "../../server/helpers";

/** One call the contract test makes; `asDoctor` calls with a bearer token of the demo doctor. */
export type ContractRequest = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Call as the demo doctor (personal answers differ from a guest's). */
  asDoctor?: boolean;
  /** Extra request headers (a bearer of another doctor, X-Device-Token, X-OTP-TOKEN). */
  headers?: Record<string, string>;
  /**
   * Runs just before the call to set up what it needs through the API itself (an OTP token, a
   * doctor on a verified device); what it returns is laid over this request.
   */
  prepare?: (api: TestApi) => Promise<Omit<ContractRequest, "prepare">>;
  status?: number;
};
