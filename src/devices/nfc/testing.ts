import { cardMessage } from './card-record.js';
import { CC_PAGE, NTAG_MODELS, PAGE_SIZE, parseCapabilityContainer, type NtagModel } from './ntag.js';
import { writeMessage, type TagPages } from './tag-memory.js';

/**
 * An NTAG21x memory image in a byte array, for tests and the virtual-card harness: factory state
 * (UID pages, capability container, empty NDEF TLV), page reads and writes with the tag's rules.
 */
export class MemoryTag implements TagPages {
  readonly memory: Uint8Array;
  readonly writes: number[] = [];

  constructor(
    readonly model: NtagModel = 'NTAG215',
    readonly uid = '04a1b2c3d4e5f6',
  ) {
    const spec = NTAG_MODELS[model];
    this.memory = new Uint8Array(spec.pages * PAGE_SIZE);
    const id = Buffer.from(uid, 'hex');
    this.memory.set([id[0]!, id[1]!, id[2]!, 0x88 ^ id[0]! ^ id[1]! ^ id[2]!, id[3]!, id[4]!, id[5]!, id[6]!], 0);
    this.memory[8] = id[3]! ^ id[4]! ^ id[5]! ^ id[6]!;
    this.memory.set([0xe1, 0x10, spec.ccSize, 0x00], CC_PAGE * PAGE_SIZE);
    this.memory.set([0x03, 0x00, 0xfe, 0x00], 4 * PAGE_SIZE);
  }

  async read(page: number, length: number): Promise<Uint8Array> {
    const start = page * PAGE_SIZE;
    if (length % PAGE_SIZE !== 0 || start + length > this.memory.length) throw new Error(`read past the end: page ${page}, ${length} bytes`);
    return this.memory.slice(start, start + length);
  }

  async write(page: number, data: Uint8Array): Promise<void> {
    if (page < CC_PAGE || data.length % PAGE_SIZE !== 0 || page * PAGE_SIZE + data.length > this.memory.length) {
      throw new Error(`write refused: page ${page}, ${data.length} bytes`);
    }
    for (let at = 0; at < data.length; at += PAGE_SIZE) this.writes.push(page + at / PAGE_SIZE);
    this.memory.set(data, page * PAGE_SIZE);
  }

  /** Sets raw data-area bytes from page 4 on, as a foreign tool (or corruption) might leave them. */
  setDataArea(bytes: Uint8Array): this {
    this.memory.set(bytes, 4 * PAGE_SIZE);
    return this;
  }

  hex(): string {
    return Buffer.from(this.memory).toString('hex');
  }
}

/** A tag enrolled for `cardId`, as the enrolment station writes it. */
export async function enrolledTag(cardId: string, options: { model?: NtagModel; uid?: string; label?: string } = {}): Promise<MemoryTag> {
  const tag = new MemoryTag(options.model, options.uid);
  const cc = parseCapabilityContainer(tag.memory.slice(CC_PAGE * PAGE_SIZE, CC_PAGE * PAGE_SIZE + PAGE_SIZE));
  if (!cc.ok) throw new Error(cc.reason);
  await writeMessage(tag, cc.cc, cardMessage(cardId, options.label));
  tag.writes.length = 0;
  return tag;
}
