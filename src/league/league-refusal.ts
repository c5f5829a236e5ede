import { HubError } from '../kernel/hub-error.js';
import type { ErrorCode, LeagueRefusalCode, RefusalParams } from '../protocol/index.js';

/** A league refusal: the HTTP kind, the reason a page words in its language with `params`, and the English for logs and older pages. */
export function leagueRefusal(kind: ErrorCode, reason: LeagueRefusalCode, params: RefusalParams, message: string): HubError {
  return new HubError(kind, message, { code: reason, params });
}
