/**
 * NFC Forum NDEF messages (NDEF 1.0): records in, bytes out, and back. Decoding never throws:
 * bytes that do not form a well-made message come back as a typed `garbled` result.
 */

/** Type Name Format, the 3 low bits of a record header. */
export const TNF = {
  empty: 0x00,
  wellKnown: 0x01,
  media: 0x02,
  absoluteUri: 0x03,
  external: 0x04,
  unknown: 0x05,
  unchanged: 0x06,
} as const;

export interface NdefRecord {
  readonly tnf: number;
  readonly type: Uint8Array;
  readonly id: Uint8Array;
  readonly payload: Uint8Array;
}

export type NdefDecoded = { readonly ok: true; readonly records: readonly NdefRecord[] } | { readonly ok: false; readonly reason: string };

const MB = 0x80;
const ME = 0x40;
const CF = 0x20;
const SR = 0x10;
const IL = 0x08;

export function encodeNdefMessage(records: readonly NdefRecord[]): Uint8Array {
  if (records.length === 0) throw new Error('an NDEF message holds at least one record');
  const parts: Uint8Array[] = records.map((record, index) => {
    if (record.type.length > 255 || record.id.length > 255) throw new Error('an NDEF record type or id is at most 255 bytes');
    const short = record.payload.length <= 255;
    const header =
      (index === 0 ? MB : 0) | (index === records.length - 1 ? ME : 0) | (short ? SR : 0) | (record.id.length > 0 ? IL : 0) | record.tnf;
    const lengthBytes = short ? [record.payload.length] : u32(record.payload.length);
    const idLength = record.id.length > 0 ? [record.id.length] : [];
    return concat([Uint8Array.of(header, record.type.length, ...lengthBytes, ...idLength), record.type, record.id, record.payload]);
  });
  return concat(parts);
}

export function decodeNdefMessage(bytes: Uint8Array): NdefDecoded {
  if (bytes.length === 0) return garbled('empty NDEF message');
  const records: NdefRecord[] = [];
  let at = 0;
  for (;;) {
    const start = at;
    const header = bytes[at++];
    if (header === undefined) return garbled('the message ends without a last record');
    if ((header & MB) !== 0 !== (records.length === 0)) {
      return garbled(records.length === 0 ? 'the first record lacks the message-begin flag' : `record ${records.length + 1} repeats the message-begin flag`);
    }
    if ((header & CF) !== 0) return garbled('chunked records are not used on card tags');
    const tnf = header & 0x07;
    if (tnf === 0x07) return garbled(`record ${records.length + 1} has the reserved type name format 7`);
    const typeLength = bytes[at++];
    const payloadLength = (header & SR) !== 0 ? bytes[at++] : readU32(bytes, at);
    if ((header & SR) === 0) at += 4;
    const idLength = (header & IL) !== 0 ? bytes[at++] : 0;
    if (typeLength === undefined || payloadLength === undefined || idLength === undefined || at > bytes.length) {
      return garbled(`record ${records.length + 1}'s header runs past the end (byte ${start})`);
    }
    const end = at + typeLength + idLength + payloadLength;
    if (end > bytes.length) return garbled(`record ${records.length + 1} claims ${end - start} bytes, only ${bytes.length - start} remain`);
    if (tnf === TNF.empty && typeLength + idLength + payloadLength !== 0) return garbled('an empty record carries data');
    if (tnf !== TNF.empty && tnf !== TNF.unknown && tnf !== TNF.unchanged && typeLength === 0) {
      return garbled(`record ${records.length + 1} has no type`);
    }
    if (tnf === TNF.unchanged) return garbled('an "unchanged" record outside a chunked record');
    const type = bytes.slice(at, at + typeLength);
    const id = bytes.slice(at + typeLength, at + typeLength + idLength);
    const payload = bytes.slice(at + typeLength + idLength, end);
    records.push({ tnf, type, id, payload });
    at = end;
    if ((header & ME) !== 0) {
      return at === bytes.length ? { ok: true, records } : garbled(`${bytes.length - at} bytes follow the last record`);
    }
  }
}

/** NFC Forum Text record (RTD Text 1.0), UTF-8. */
export function textRecord(text: string, language = 'en'): NdefRecord {
  const lang = ascii(language);
  if (lang.length === 0 || lang.length > 63) throw new Error('a Text record language code has 1 to 63 characters');
  return { tnf: TNF.wellKnown, type: ascii('T'), id: new Uint8Array(), payload: concat([Uint8Array.of(lang.length), lang, utf8(text)]) };
}

/** The text of a Text record, or undefined when the payload is not a well-formed UTF-8 Text payload. */
export function readTextRecord(record: NdefRecord): string | undefined {
  if (record.tnf !== TNF.wellKnown || latin1(record.type) !== 'T') return undefined;
  const status = record.payload[0];
  if (status === undefined || (status & 0x80) !== 0) return undefined;
  const langLength = status & 0x3f;
  if (1 + langLength > record.payload.length) return undefined;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(record.payload.slice(1 + langLength));
  } catch {
    return undefined;
  }
}

export function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => {
    const code = char.charCodeAt(0);
    if (code > 0x7e || code < 0x20) throw new Error(`"${text}" is not printable ASCII`);
    return code;
  });
}

export function latin1(bytes: Uint8Array): string {
  return String.fromCharCode(...bytes);
}

function utf8(text: string): Uint8Array {
  return new TextEncoder().encode(text);
}

function u32(value: number): number[] {
  return [(value >>> 24) & 0xff, (value >>> 16) & 0xff, (value >>> 8) & 0xff, value & 0xff];
}

function readU32(bytes: Uint8Array, at: number): number | undefined {
  if (at + 4 > bytes.length) return undefined;
  return ((bytes[at]! << 24) >>> 0) + (bytes[at + 1]! << 16) + (bytes[at + 2]! << 8) + bytes[at + 3]!;
}

export function concat(parts: readonly Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.length;
  }
  return out;
}

function garbled(reason: string): NdefDecoded {
  return { ok: false, reason };
}
