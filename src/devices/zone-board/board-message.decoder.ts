import type { z } from 'zod';
import {
  availabilitySchema,
  MAX_PAYLOAD_BYTES,
  parseTopic,
  responseSchema,
  statusSchema,
  zoneReportSchema,
  type Availability,
  type BoardResponse,
  type BoardStatus,
  type ZoneReport,
} from './zone-board.protocol.js';

/** A message from a board, validated: the only shape in which board data goes further. */
export type BoardMessage =
  | { readonly kind: 'zone'; readonly table: string; readonly board: string; readonly antenna: number; readonly report: ZoneReport }
  | { readonly kind: 'availability'; readonly table: string; readonly board: string; readonly availability: Availability }
  | { readonly kind: 'status'; readonly table: string; readonly board: string; readonly status: BoardStatus }
  | {
      readonly kind: 'response';
      readonly table: string;
      readonly board: string;
      readonly command: string;
      readonly response: BoardResponse;
    };

export type Decoded =
  | { readonly ok: true; readonly message: BoardMessage }
  | { readonly ok: false; readonly board?: string; readonly reason: string };

function parse<T>(schema: z.ZodType<T>, payload: Buffer): { ok: true; value: T } | { ok: false; reason: string } {
  if (payload.length > MAX_PAYLOAD_BYTES) return { ok: false, reason: `payload of ${payload.length} bytes` };
  let json: unknown;
  try {
    json = JSON.parse(payload.toString('utf8'));
  } catch {
    return { ok: false, reason: 'not JSON' };
  }
  const result = schema.safeParse(json);
  if (result.success) return { ok: true, value: result.data };
  const issue = result.error.issues[0];
  return { ok: false, reason: `${issue?.path.join('.') || '(payload)'}: ${issue?.message ?? 'invalid'}` };
}

/** Validates a board's message against the protocol; anything else is a reason to drop it. */
export function decodeBoardMessage(topic: string, payload: Buffer): Decoded {
  const parsed = parseTopic(topic);
  if (!parsed) return { ok: false, reason: `not a board topic: ${topic.slice(0, 120)}` };
  const { table, board } = parsed;
  const fail = (reason: string): Decoded => ({ ok: false, board, reason });
  switch (parsed.kind) {
    case 'zone': {
      const r = parse(zoneReportSchema, payload);
      return r.ok ? { ok: true, message: { kind: 'zone', table, board, antenna: parsed.antenna, report: r.value } } : fail(r.reason);
    }
    case 'availability': {
      const r = parse(availabilitySchema, payload);
      return r.ok ? { ok: true, message: { kind: 'availability', table, board, availability: r.value } } : fail(r.reason);
    }
    case 'status': {
      const r = parse(statusSchema, payload);
      return r.ok ? { ok: true, message: { kind: 'status', table, board, status: r.value } } : fail(r.reason);
    }
    case 'response': {
      const r = parse(responseSchema, payload);
      return r.ok
        ? { ok: true, message: { kind: 'response', table, board, command: parsed.command, response: r.value } }
        : fail(r.reason);
    }
    case 'request':
      return fail('requests are the hub\'s to send');
  }
}
