import { identifyMessage, type TagIdentity } from './card-record.js';
import {
  CC_PAGE,
  DATA_START_PAGE,
  encodeNdefTlv,
  findNdefTlv,
  PAGE_SIZE,
  padToPages,
  parseCapabilityContainer,
  type CapabilityContainer,
} from './ntag.js';

/** Page access to the tag on a reader; the driver maps it onto PC/SC READ/UPDATE BINARY. */
export interface TagPages {
  /** `length` bytes from `page` on; length is a multiple of 4. */
  read(page: number, length: number): Promise<Uint8Array>;
  /** Whole pages from `page` on. */
  write(page: number, data: Uint8Array): Promise<void>;
}

export type TagRead =
  | { readonly kind: 'formatted'; readonly cc: CapabilityContainer; readonly identity: TagIdentity }
  | { readonly kind: 'unformatted'; readonly reason: string };

export class TagCapacityError extends Error {
  constructor(
    readonly neededBytes: number,
    readonly dataAreaBytes: number,
  ) {
    super(`the record needs ${neededBytes} bytes, the tag holds ${dataAreaBytes}`);
    this.name = 'TagCapacityError';
  }
}

/** The first read takes the capability container and 12 data bytes: enough for a small message. */
const FIRST_READ = 16;
/** Further reads ask for at least this much, so a long message costs few round trips. */
const MIN_READ = 16;

/** Reads only as far as the NDEF TLV reaches, not the whole data area. */
export async function readTag(pages: TagPages): Promise<TagRead> {
  const head = await pages.read(CC_PAGE, FIRST_READ);
  const cc = parseCapabilityContainer(head.slice(0, PAGE_SIZE));
  if (!cc.ok) return { kind: 'unformatted', reason: cc.reason };
  const size = cc.cc.dataAreaBytes;
  let area = head.slice(PAGE_SIZE);
  for (;;) {
    const found = findNdefTlv(area, size);
    if (found.kind === 'ndef') return { kind: 'formatted', cc: cc.cc, identity: identifyMessage(found.message) };
    if (found.kind === 'none') return { kind: 'formatted', cc: cc.cc, identity: { kind: 'blank' } };
    if (found.kind === 'garbled') return { kind: 'formatted', cc: cc.cc, identity: { kind: 'garbled', reason: found.reason } };
    const want = Math.min(roundUp(Math.max(found.needBytes - area.length, MIN_READ)), size - area.length);
    const more = await pages.read(DATA_START_PAGE + area.length / PAGE_SIZE, want);
    if (more.length !== want) throw new Error(`the reader returned ${more.length} bytes for a ${want}-byte read`);
    const grown = new Uint8Array(area.length + more.length);
    grown.set(area);
    grown.set(more, area.length);
    area = grown;
  }
}

/**
 * Writes an NDEF message so that a tag lifted mid-write reads as blank, never as a half-written
 * card: page 4 first becomes an empty NDEF TLV, then the tail is written, then page 4 last.
 */
export async function writeMessage(pages: TagPages, cc: CapabilityContainer, message: Uint8Array): Promise<void> {
  const tlv = encodeNdefTlv(message);
  if (tlv.length > cc.dataAreaBytes) throw new TagCapacityError(tlv.length, cc.dataAreaBytes);
  const padded = padToPages(tlv);
  if (padded.length > PAGE_SIZE) {
    await pages.write(DATA_START_PAGE, Uint8Array.of(0x03, 0x00, 0xfe, 0x00));
    await pages.write(DATA_START_PAGE + 1, padded.slice(PAGE_SIZE));
  }
  await pages.write(DATA_START_PAGE, padded.slice(0, PAGE_SIZE));
}

function roundUp(bytes: number): number {
  return Math.ceil(bytes / PAGE_SIZE) * PAGE_SIZE;
}
