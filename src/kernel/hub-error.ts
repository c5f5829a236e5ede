import type { ErrorCode, LeagueRefusalCode, RefusalParams } from '../protocol/index.js';

/**
 * A request the hub refuses, with the protocol's error code: the gateway sends it as an error
 * frame, the REST layer as a JSON error with the matching HTTP status. Rule violations are not
 * errors: they come back from the engine as values. `reason` names the refusal more finely than
 * the code (src/protocol/league-refusal-codes.ts), with the params a page words it with.
 */
export class HubError extends Error {
  constructor(
    readonly code: ErrorCode,
    message: string,
    readonly reason?: { readonly code: LeagueRefusalCode; readonly params: RefusalParams },
  ) {
    super(message);
    this.name = 'HubError';
  }
}

export function isHubError(error: unknown): error is HubError {
  return error instanceof HubError;
}
