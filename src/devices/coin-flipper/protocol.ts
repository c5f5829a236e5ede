import { z } from 'zod';
import type { CoinFace } from '../coin-source.js';
import { crc16Hex } from './crc16.js';

/**
 * The coin flipper's line protocol, version 1 (firmware-bridge/coin-flipper/PROTOCOL.md):
 * `TYPE key=value ...*CRC\n`. Every frame from the device is checked here, at the edge: CRC
 * first, then grammar, then a zod schema for its type. Nothing past this file sees raw text.
 */

export const PROTOCOL_VERSION = 1;
export const MAX_LINE = 96;
export const MAX_COINS_PER_REQUEST = 16;

const BODY = /^([A-Z]{2,8})((?: [a-z]{1,8}=[A-Za-z0-9._-]{1,32})*)$/;
const FIELD = / ([a-z]{1,8})=([A-Za-z0-9._-]{1,32})/g;

const requestId = z
  .string()
  .regex(/^[1-9]\d{0,9}$/, 'a decimal id without leading zeros')
  .transform(Number)
  .refine((n) => n <= 0xffff_ffff, 'at most 4294967295');
const smallCount = z
  .string()
  .regex(/^(0|[1-9]\d{0,9})$/, 'a decimal count')
  .transform(Number);
const face = z.enum(['H', 'T']).transform((f): CoinFace => (f === 'H' ? 'heads' : 'tails'));
const faces = z
  .string()
  .regex(/^[HT]{1,32}$/, 'one to 32 of H and T')
  .transform((s) => [...s].map((f): CoinFace => (f === 'H' ? 'heads' : 'tails')));
const text = z.string().min(1);

export const helloFrameSchema = z.object({
  type: z.literal('HELLO'),
  model: text,
  fw: z.string().regex(/^\d+\.\d+\.\d+[A-Za-z0-9.-]*$/, 'a version like 1.2.0'),
  sn: text,
  proto: smallCount,
  /** The WHO this answers; absent from the boot HELLO, which means the device (re)started. */
  id: requestId.optional(),
});
export const ackFrameSchema = z.object({ type: z.literal('ACK'), id: requestId });
export const coinFrameSchema = z.object({
  type: z.literal('COIN'),
  id: requestId,
  i: requestId.refine((n) => n <= 32, 'coin index 1 to 32'),
  face,
});
export const resultFrameSchema = z.object({ type: z.literal('RESULT'), id: requestId, faces });
export const buttonFrameSchema = z.object({ type: z.literal('BUTTON'), seq: requestId, faces });
export const pongFrameSchema = z.object({ type: z.literal('PONG'), id: requestId, bad: smallCount, up: smallCount });
export const DEVICE_ERROR_CODES = ['unreadable', 'busy', 'bad-request', 'unknown-id', 'aborted', 'limit'] as const;
export const errFrameSchema = z.object({
  type: z.literal('ERR'),
  id: requestId.optional(),
  seq: requestId.optional(),
  code: z.enum(DEVICE_ERROR_CODES),
  coin: requestId.optional(),
});

export const deviceFrameSchema = z.discriminatedUnion('type', [
  helloFrameSchema,
  ackFrameSchema,
  coinFrameSchema,
  resultFrameSchema,
  buttonFrameSchema,
  pongFrameSchema,
  errFrameSchema,
]);
export type DeviceFrame = z.output<typeof deviceFrameSchema>;
export type DeviceErrorCode = (typeof DEVICE_ERROR_CODES)[number];

/** What one received line turned out to be. */
export type DecodedLine =
  | { readonly kind: 'frame'; readonly frame: DeviceFrame }
  | { readonly kind: 'empty' }
  | { readonly kind: 'bad'; readonly reason: string };

/** Splits `TYPE k=v ...` into a record after checking length, bytes, CRC and grammar, or says which failed. */
export function checkedFields(line: string): { record: Record<string, string> } | { reason: string } {
  const body = line.endsWith('\r') ? line.slice(0, -1) : line;
  if (body.length > MAX_LINE) return { reason: `longer than ${MAX_LINE} bytes` };
  if (!/^[\x20-\x7e]*$/.test(body)) return { reason: 'byte outside printable ASCII' };
  const star = body.length - 5;
  if (star < 2 || body[star] !== '*' || !/^[0-9A-F]{4}$/.test(body.slice(star + 1))) {
    return { reason: 'no *CRC suffix' };
  }
  const content = body.slice(0, star);
  if (crc16Hex(content) !== body.slice(star + 1)) return { reason: 'CRC mismatch' };
  const match = BODY.exec(content);
  if (!match) return { reason: 'malformed frame' };
  const record: Record<string, string> = { type: match[1] ?? '' };
  for (const [, key, value] of (match[2] ?? '').matchAll(FIELD)) {
    if (key !== undefined && value !== undefined && key !== 'type') record[key] = value;
  }
  return { record };
}

/** One line from the device, without its '\n'. */
export function decodeLine(line: string): DecodedLine {
  if (line === '' || line === '\r') return { kind: 'empty' };
  const checked = checkedFields(line);
  if ('reason' in checked) return { kind: 'bad', reason: checked.reason };
  const parsed = deviceFrameSchema.safeParse(checked.record);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { kind: 'bad', reason: `invalid ${checked.record.type} frame: ${issue?.path.join('.') ?? ''} ${issue?.message ?? ''}`.trim() };
  }
  return { kind: 'frame', frame: parsed.data };
}

/** Hub → device frames. */
export type HostFrame =
  | { readonly type: 'WHO'; readonly id: number }
  | { readonly type: 'FLIP'; readonly id: number; readonly n: number }
  | { readonly type: 'UNTIL'; readonly id: number }
  | { readonly type: 'PING'; readonly id: number }
  | { readonly type: 'REPEAT'; readonly id: number }
  | { readonly type: 'ABORT'; readonly id: number };

export function encodeFrame(frame: HostFrame | DeviceFrameText): string {
  const { type, ...fields } = frame;
  const body = [type, ...Object.entries(fields).map(([key, value]) => `${key}=${String(value)}`)].join(' ');
  return `${body}*${crc16Hex(body)}\n`;
}

/**
 * A device frame as text fields, for the TypeScript emulator. Kept structural (not the decoded
 * types) because the emulator writes exactly what a firmware would.
 */
export interface DeviceFrameText {
  readonly type: 'HELLO' | 'ACK' | 'COIN' | 'RESULT' | 'BUTTON' | 'PONG' | 'ERR';
  readonly [field: string]: string | number;
}

export function facesText(results: readonly CoinFace[]): string {
  return results.map((r) => (r === 'heads' ? 'H' : 'T')).join('');
}
