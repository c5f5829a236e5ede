import { Inject, Injectable, Optional } from '@nestjs/common';
import { z } from 'zod';
import { CatalogueService } from '../../catalogue/catalogue.service.js';
import { LOGGER, type Logger } from '../../logging/logger.js';
import { HubError } from '../../matches/hub-error.js';
import { CARD_ID, cardMessage, type TagIdentity } from './card-record.js';
import { encodeNdefTlv, type NtagModel } from './ntag.js';
import { readTag, TagCapacityError, writeMessage } from './tag-memory.js';
import { StationError, TAG_STATION, type StationReader, type TagStation } from './tag-station.js';
import { UID_REGISTRY, type UidRegistry } from './uid-registry.repository.js';

export const enrolRequestSchema = z.strictObject({
  /** The PC/SC reader the blank sticker lies on (GET /api/enrolment/readers lists them). */
  reader: z.string().trim().min(1).max(200),
  cardId: z.string().trim().regex(CARD_ID, 'a card id such as sv1-25'),
  /** Needed to replace what a tag already holds (another card, someone else's data, garbage). */
  overwrite: z.boolean().default(false),
});
export type EnrolRequest = z.input<typeof enrolRequestSchema>;

export interface EnrolmentResult {
  readonly reader: string;
  readonly uid: string;
  readonly cardId: string;
  readonly label?: string;
  readonly model?: NtagModel;
  /** NDEF TLV bytes written, out of the tag's data area. */
  readonly bytes: number;
  readonly capacity: number;
  /** What the tag held before, when it was overwritten. */
  readonly replaced?: string;
  /** True when the tag already held this card: nothing was written, the UID was registered. */
  readonly unchanged: boolean;
}

/**
 * The enrolment station: writes a card's record onto the sticker on a chosen reader, reads it back
 * to verify, and registers the UID, so a tag is known even if its NDEF is later lost.
 */
@Injectable()
export class EnrolmentService {
  constructor(
    @Inject(TAG_STATION) private readonly station: TagStation,
    @Inject(UID_REGISTRY) private readonly registry: UidRegistry,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() private readonly catalogue?: CatalogueService,
  ) {}

  readers(): StationReader[] {
    return this.station.stationReaders();
  }

  async enrol(input: EnrolRequest): Promise<EnrolmentResult> {
    const request = enrolRequestSchema.parse(input);
    const label = this.labelOf(request.cardId);
    try {
      return await this.station.withTag(request.reader, async (tag, uid) => {
        const before = await readTag(tag);
        if (before.kind === 'unformatted') throw new HubError('invalid-command', `the tag is not NDEF-formatted (${before.reason})`);
        if (!before.cc.writable) throw new HubError('invalid-command', 'the tag is locked read-only');
        const base = { reader: request.reader, uid, cardId: request.cardId, ...(before.cc.model ? { model: before.cc.model } : {}), capacity: before.cc.dataAreaBytes };
        const held = before.identity;
        if (held.kind === 'card' && held.cardId === request.cardId) {
          this.registry.register(uid, request.cardId, new Date());
          return { ...base, ...(held.label ? { label: held.label } : {}), bytes: 0, unchanged: true };
        }
        if (held.kind !== 'blank' && !request.overwrite) {
          throw new HubError('conflict', `this tag already holds ${describe(held)}; send overwrite: true to replace it with ${request.cardId}`);
        }
        // The label is for people reading the tag with a phone; on a small tag the card id alone will do.
        const fits = label !== undefined && encodeNdefTlv(cardMessage(request.cardId, label)).length <= before.cc.dataAreaBytes;
        const message = fits ? cardMessage(request.cardId, label) : cardMessage(request.cardId);
        await writeMessage(tag, before.cc, message);
        const after = await readTag(tag);
        if (after.kind !== 'formatted' || after.identity.kind !== 'card' || after.identity.cardId !== request.cardId) {
          const got = after.kind === 'formatted' ? describe(after.identity) : after.reason;
          throw new HubError('internal', `the tag did not read back as ${request.cardId} after writing (it reads as ${got}); try again`);
        }
        this.registry.register(uid, request.cardId, new Date());
        this.logger.info({ reader: request.reader, uid, cardId: request.cardId, replaced: held.kind === 'blank' ? undefined : describe(held) }, 'tag enrolled');
        return {
          ...base,
          ...(fits ? { label } : {}),
          bytes: encodeNdefTlv(message).length,
          ...(held.kind === 'blank' ? {} : { replaced: describe(held) }),
          unchanged: false,
        };
      });
    } catch (error) {
      if (error instanceof StationError) throw new HubError('invalid-command', error.message);
      if (error instanceof TagCapacityError) throw new HubError('invalid-command', `${request.cardId} does not fit on this tag: ${error.message}`);
      throw error;
    }
  }

  /** The card's name from the catalogue, when there is one; an id it does not know is refused. */
  private labelOf(cardId: string): string | undefined {
    if (!this.catalogue) return undefined;
    const card = this.catalogue.get(cardId);
    if (!card) throw new HubError('invalid-command', `no card "${cardId}" in the catalogue`);
    return card.name;
  }
}

function describe(identity: TagIdentity): string {
  switch (identity.kind) {
    case 'card':
      return `card ${identity.cardId}`;
    case 'blank':
      return 'nothing';
    case 'foreign':
      return `other data (${identity.summary})`;
    case 'garbled':
      return `unreadable data (${identity.reason})`;
  }
}
