/** One call the contract test makes; `asDoctor` calls with a bearer token of the demo doctor. */
export type ContractRequest = {
  params?: Record<string, string | number>;
  query?: Record<string, string | number>;
  body?: unknown;
  /** Call as the demo doctor (personal answers differ from a guest's). */
  asDoctor?: boolean;
  status?: number;
};
