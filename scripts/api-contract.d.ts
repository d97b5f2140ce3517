// Types of scripts/api-contract.js for the TypeScript that uses it (the sandbox, the kernel's tests).

export interface ContractRequest {
  method: string;
  /** The path after the bank prefix, without the query. */
  path: string;
  query: URLSearchParams;
  /** Header names in lower case. */
  headers: Record<string, string | undefined>;
  /** The parsed JSON body, undefined when none was sent. */
  body: unknown;
}

export interface Operation {
  method: string;
  template: string;
  operationId: string;
  pointer: string;
  matches(path: string): Record<string, string> | null;
}

/** What a check found wrong, in words; empty when the request or answer is as described. */
export type Problems = string[];

export interface Contract {
  operations: readonly Operation[];
  operationFor(method: string, path: string): Operation | undefined;
  /** `headers: false` leaves the headers (and the bearer token) unchecked. */
  checkRequest(request: ContractRequest, options?: { headers?: boolean }): Problems;
  checkResponse(operation: Operation, status: number, body: unknown): Problems;
}

export const CONTRACT_PATH: string;
export function createContract(document: Record<string, unknown>): Contract;
/** The repository's contract (docs/api/openapi.yaml), read once. */
export function bankContract(): Contract;
