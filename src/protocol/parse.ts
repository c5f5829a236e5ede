import { z } from 'zod';
import {
  CLIENT_MESSAGE_TYPES,
  clientMessageSchema,
  MAX_FRAME_BYTES,
  PROTOCOL_VERSION,
  type ClientMessage,
  type ErrorCode,
} from './envelope.js';

export type ParsedFrame =
  | { readonly ok: true; readonly message: ClientMessage }
  | { readonly ok: false; readonly code: ErrorCode; readonly message: string; readonly replyTo?: string | number };

/**
 * Reads one client frame. Never throws: whatever arrives, the answer is a message or an error
 * that says what was wrong, with the client's id echoed when one could be read.
 */
export function parseClientFrame(text: string): ParsedFrame {
  if (text.length > MAX_FRAME_BYTES) {
    return { ok: false, code: 'too-large', message: `frames are limited to ${MAX_FRAME_BYTES} bytes` };
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    return { ok: false, code: 'malformed', message: 'a frame must be one JSON object' };
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) {
    return { ok: false, code: 'malformed', message: 'a frame must be one JSON object' };
  }
  const record = json as Record<string, unknown>;
  const replyTo = readId(record.id);
  const withReply = <T extends object>(error: T) => (replyTo === undefined ? error : { ...error, replyTo });

  if (record.v !== PROTOCOL_VERSION) {
    return withReply({ ok: false, code: 'unsupported-version', message: `"v" must be ${PROTOCOL_VERSION}` } as const);
  }
  if (typeof record.type !== 'string' || !(CLIENT_MESSAGE_TYPES as readonly string[]).includes(record.type)) {
    return withReply({
      ok: false,
      code: 'unknown-type',
      message: `"type" must be one of ${CLIENT_MESSAGE_TYPES.join(', ')}`,
    } as const);
  }
  const parsed = clientMessageSchema.safeParse(json);
  if (!parsed.success) {
    return withReply({ ok: false, code: 'invalid-message', message: describeIssues(parsed.error) } as const);
  }
  return { ok: true, message: parsed.data };
}

function readId(id: unknown): string | number | undefined {
  if (typeof id === 'string' && id.length <= 64) return id;
  if (typeof id === 'number' && Number.isSafeInteger(id)) return id;
  return undefined;
}

/** "command.stateId: expected string" — the first few issues, each with where it is. */
export function describeIssues(error: z.ZodError): string {
  return error.issues
    .slice(0, 3)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(frame)'}: ${issue.message}`)
    .join('; ');
}
