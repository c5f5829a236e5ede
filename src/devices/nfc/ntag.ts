/**
 * NXP NTAG213/215/216 memory as an NFC Forum Type 2 Tag: 4-byte pages, the capability container
 * on page 3, the data area (a sequence of TLV blocks) from page 4. Parsing never throws.
 */

export const PAGE_SIZE = 4;
export const CC_PAGE = 3;
export const DATA_START_PAGE = 4;

export type NtagModel = 'NTAG213' | 'NTAG215' | 'NTAG216';

/**
 * Per NXP's data sheets: total pages, the user memory in bytes, and the data-area size the factory
 * writes into the capability container (byte 2, in units of 8 bytes). The NFC Forum data area is the
 * CC's figure (144 / 496 / 872 bytes), which is what an NDEF message may fill.
 */
export const NTAG_MODELS: Readonly<Record<NtagModel, { pages: number; userBytes: number; ccSize: number }>> = {
  NTAG213: { pages: 45, userBytes: 144, ccSize: 0x12 },
  NTAG215: { pages: 135, userBytes: 504, ccSize: 0x3e },
  NTAG216: { pages: 231, userBytes: 888, ccSize: 0x6d },
};

export interface CapabilityContainer {
  /** Bytes available to TLV blocks from page 4. */
  readonly dataAreaBytes: number;
  readonly model?: NtagModel;
  /** Read-only tags (CC access byte 0x0F) refuse NDEF writes. */
  readonly writable: boolean;
}

export type CcParsed = { readonly ok: true; readonly cc: CapabilityContainer } | { readonly ok: false; readonly reason: string };

export function parseCapabilityContainer(page: Uint8Array): CcParsed {
  const [magic, version, size, access] = page;
  if (magic === undefined || version === undefined || size === undefined || access === undefined) {
    return { ok: false, reason: 'capability container is shorter than 4 bytes' };
  }
  if (magic !== 0xe1) return { ok: false, reason: `not NDEF-formatted (capability container starts 0x${hex(magic)}, not 0xE1)` };
  if (version >> 4 !== 1) return { ok: false, reason: `unsupported Type 2 mapping version ${version >> 4}.${version & 0x0f}` };
  if (size === 0) return { ok: false, reason: 'capability container declares no data area' };
  const model = (Object.keys(NTAG_MODELS) as NtagModel[]).find((name) => NTAG_MODELS[name].ccSize === size);
  return { ok: true, cc: { dataAreaBytes: size * 8, ...(model ? { model } : {}), writable: (access & 0x0f) === 0 } };
}

export type NdefTlvFound =
  /** The NDEF TLV's value: an NDEF message (empty when the tag is formatted but blank). */
  | { readonly kind: 'ndef'; readonly message: Uint8Array }
  /** A terminator or the end of the data area came before any NDEF TLV. */
  | { readonly kind: 'none' }
  /** The bytes seen so far end inside a TLV; read at least `needBytes` of the data area. */
  | { readonly kind: 'incomplete'; readonly needBytes: number }
  | { readonly kind: 'garbled'; readonly reason: string };

const TLV_NULL = 0x00;
const TLV_LOCK_CONTROL = 0x01;
const TLV_MEMORY_CONTROL = 0x02;
const TLV_NDEF = 0x03;
const TLV_PROPRIETARY = 0xfd;
const TLV_TERMINATOR = 0xfe;

/**
 * Walks the TLV blocks of a data area. `area` holds its first bytes (possibly not all of it);
 * `dataAreaBytes` is its full size from the capability container.
 */
export function findNdefTlv(area: Uint8Array, dataAreaBytes: number): NdefTlvFound {
  const limit = Math.min(area.length, dataAreaBytes);
  let at = 0;
  while (at < dataAreaBytes) {
    if (at >= limit) return { kind: 'incomplete', needBytes: at + 1 };
    const tag = area[at]!;
    if (tag === TLV_NULL) {
      at += 1;
      continue;
    }
    if (tag === TLV_TERMINATOR) return { kind: 'none' };
    if (tag !== TLV_NDEF && tag !== TLV_LOCK_CONTROL && tag !== TLV_MEMORY_CONTROL && tag !== TLV_PROPRIETARY) {
      return { kind: 'garbled', reason: `unknown TLV tag 0x${hex(tag)} at data byte ${at}` };
    }
    const length = readTlvLength(area, at + 1, limit);
    if (length === 'short') return needOrGarbled(at + 4, limit, dataAreaBytes, `TLV length at data byte ${at + 1} runs past the data area`);
    const end = at + 1 + length.size + length.value;
    if (end > dataAreaBytes) {
      return { kind: 'garbled', reason: `TLV 0x${hex(tag)} at data byte ${at} claims ${length.value} bytes, past the ${dataAreaBytes}-byte data area` };
    }
    if (end > limit) return { kind: 'incomplete', needBytes: end };
    if (tag === TLV_NDEF) return { kind: 'ndef', message: area.slice(at + 1 + length.size, end) };
    at = end;
  }
  return { kind: 'none' };
}

/** The NDEF TLV carrying `message`, then a terminator: what goes into the data area. */
export function encodeNdefTlv(message: Uint8Array): Uint8Array {
  if (message.length > 0xfffe) throw new Error('an NDEF message on a Type 2 tag is at most 65,534 bytes');
  const length = message.length < 0xff ? [message.length] : [0xff, message.length >> 8, message.length & 0xff];
  const out = new Uint8Array(1 + length.length + message.length + 1);
  out.set([TLV_NDEF, ...length], 0);
  out.set(message, 1 + length.length);
  out[out.length - 1] = TLV_TERMINATOR;
  return out;
}

/** Pads to whole pages, since a Type 2 tag is written a page at a time. */
export function padToPages(bytes: Uint8Array): Uint8Array {
  const padded = new Uint8Array(Math.ceil(bytes.length / PAGE_SIZE) * PAGE_SIZE);
  padded.set(bytes);
  return padded;
}

function readTlvLength(area: Uint8Array, at: number, limit: number): { value: number; size: number } | 'short' {
  if (at >= limit) return 'short';
  const first = area[at]!;
  if (first !== 0xff) return { value: first, size: 1 };
  if (at + 3 > limit) return 'short';
  return { value: (area[at + 1]! << 8) | area[at + 2]!, size: 3 };
}

function needOrGarbled(needBytes: number, limit: number, dataAreaBytes: number, reason: string): NdefTlvFound {
  return limit >= dataAreaBytes ? { kind: 'garbled', reason } : { kind: 'incomplete', needBytes: Math.min(needBytes, dataAreaBytes) };
}

export function hex(byte: number): string {
  return byte.toString(16).padStart(2, '0').toUpperCase();
}
