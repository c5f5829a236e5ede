import { z } from 'zod';
import {
  CLIENT_MESSAGE_TYPES,
  clientMessageSchema,
  MAX_FRAME_BYTES,
  PROTOCOL_VERSION,
  type ClientMessage,
  type ClientMessageType,
  type ErrorCode,
} from './envelope.js';

/** What was wrong with a frame, with the client's id echoed when one could be read. */
export interface FrameError {
  readonly ok: false;
  readonly code: ErrorCode;
  readonly message: string;
  readonly replyTo?: string | number;
}

/** A frame whose envelope is right (one JSON object, this version, a known type); its fields are not checked yet. */
export interface ClientFrame {
  readonly ok: true;
  readonly type: ClientMessageType;
  readonly frame: Readonly<Record<string, unknown>>;
}

export type ParsedFrame = { readonly ok: true; readonly message: ClientMessage } | FrameError;

/**
 * Reads one client frame's envelope, which says where it goes (the gateway routes it by `type`).
 * Never throws: whatever arrives, the answer is a frame or an error that says what was wrong.
 */
export function readClientFrame(text: string): ClientFrame | FrameError {
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
  const frame = json as Record<string, unknown>;
  const replyTo = replyToOf(frame);
  const withReply = <T extends object>(error: T) => (replyTo === undefined ? error : { ...error, replyTo });

  if (frame.v !== PROTOCOL_VERSION) {
    return withReply({ ok: false, code: 'unsupported-version', message: `"v" must be ${PROTOCOL_VERSION}` } as const);
  }
  if (typeof frame.type !== 'string' || !(CLIENT_MESSAGE_TYPES as readonly string[]).includes(frame.type)) {
    return withReply({
      ok: false,
      code: 'unknown-type',
      message: `"type" must be one of ${CLIENT_MESSAGE_TYPES.join(', ')}`,
    } as const);
  }
  return { ok: true, type: frame.type as ClientMessageType, frame };
}

/** Checks a routed frame's fields against its message's schema. */
export function validateClientMessage(frame: Readonly<Record<string, unknown>>): ParsedFrame {
  const parsed = clientMessageSchema.safeParse(frame);
  if (parsed.success) return { ok: true, message: parsed.data };
  const replyTo = replyToOf(frame);
  const error = { ok: false, code: 'invalid-message', message: describeIssues(parsed.error) } as const;
  return replyTo === undefined ? error : { ...error, replyTo };
}

/** Reads one client frame whole: its envelope, then its fields. */
export function parseClientFrame(text: string): ParsedFrame {
  const read = readClientFrame(text);
  return read.ok ? validateClientMessage(read.frame) : read;
}

/** The frame's `id` when it is one a reply may echo. */
export function replyToOf(frame: Readonly<Record<string, unknown>>): string | number | undefined {
  const id = frame.id;
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
