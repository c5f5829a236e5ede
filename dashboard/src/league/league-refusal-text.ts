import { RestError } from '../api/rest.js';
import { formatName } from './league-format-name.js';
import { wordByCode } from './word-by-code.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/**
 * A refused league action in the page's language, from the reason the hub names (`refusals.<reason>` in the
 * league strings), a format by its name in that language; the hub's English where it names no reason or the
 * page has no string for it (an older page), and the error itself where the hub was not reached.
 */
export function leagueRefusalText(error: unknown, t: Translate, has: (key: string) => boolean, language: string): string {
  if (!(error instanceof Error)) return String(error);
  if (!(error instanceof RestError) || error.reason === undefined) return error.message;
  const { code, params } = error.reason;
  const format = params['format'];
  const named = typeof format === 'string' ? { ...params, format: formatName(format, language) } : params;
  return wordByCode({ code, params: named, message: error.message }, 'refusals', t, has, (name) => name);
}
