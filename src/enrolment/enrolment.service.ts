import { Inject, Injectable, Optional } from '@nestjs/common';
import { z } from 'zod';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { DecksService } from '../decks/decks.service.js';
import { CARD_ID, cardMessage, type TagIdentity } from '../devices/nfc/card-record.js';
import { encodeNdefTlv, type NtagModel } from '../devices/nfc/ntag.js';
import { readTag, TagCapacityError, writeMessage } from '../devices/nfc/tag-memory.js';
import { StationError, TAG_STATION, type StationReader, type TagStation } from '../devices/nfc/tag-station.js';
import { UID_REGISTRY, type UidRegistry } from '../devices/nfc/uid-registry.js';
import { HubError } from '../kernel/hub-error.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { tokenLabel } from '../table/tokens.js';
import { DeckStickersRepository } from './deck-stickers.repository.js';

export const enrolRequestSchema = z.strictObject({
  /** The PC/SC reader the blank sticker lies on (GET /api/enrolment/readers lists them). */
  reader: z.string().trim().min(1).max(200),
  cardId: z.string().trim().regex(CARD_ID, 'a card id such as sv1-25'),
  /** Needed to replace what a tag already holds (another card, someone else's data, garbage). */
  overwrite: z.boolean().default(false),
  /** The registered deck the sticker's card belongs to: the sticker then counts for that deck (GET /api/enrolment/decks/:id). */
  registrationId: z.number().int().positive().optional(),
});
export type EnrolRequest = z.input<typeof enrolRequestSchema>;

/** A registered deck as the enrolment station sees it: each card with the stickers enrolled for it. */
export const deckEnrolmentSchema = z.strictObject({
  registrationId: z.number().int(),
  player: z.string(),
  format: z.string(),
  scope: z.enum(['match', 'event']),
  scopeId: z.string(),
  cards: z.array(
    z.strictObject({
      cardId: z.string(),
      /** The catalogue's name; the card id when the hub has no catalogue or no longer knows the card. */
      name: z.string(),
      /** Copies in the deck. */
      count: z.number().int(),
      /** Stickers enrolled for this deck that hold this card. */
      enrolled: z.number().int(),
      /** Copies still without a sticker: count - enrolled, never below 0. */
      missing: z.number().int(),
    }),
  ),
  /** The first card in list order still missing a sticker; absent when the deck is complete. */
  next: z.string().optional(),
});
export type DeckEnrolment = z.infer<typeof deckEnrolmentSchema>;

/** What the station needs of the deck registrations: one by id, or a not-found HubError. DecksService has it. */
export type DeckRegistrations = Pick<DecksService, 'registration'>;

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
 * to verify, and registers the UID, so a tag is known even if its NDEF is later lost. A registered
 * deck is enrolled card by card: each sticker written for it counts towards that deck's copies.
 */
@Injectable()
export class EnrolmentService {
  constructor(
    @Inject(TAG_STATION) private readonly station: TagStation,
    @Inject(UID_REGISTRY) private readonly registry: UidRegistry,
    private readonly deckStickers: DeckStickersRepository,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() @Inject(DecksService) private readonly decks?: DeckRegistrations,
    @Optional() private readonly catalogue?: CatalogueService,
  ) {}

  readers(): StationReader[] {
    return this.station.stationReaders();
  }

  /** A registered deck card by card, with how many stickers each card has and which one to enrol next. */
  deck(registrationId: number): DeckEnrolment {
    const registration = this.registration(registrationId);
    const enrolled = this.deckStickers.perCard(registration.id);
    const cards = registration.cards.map(({ id, count }) => {
      const have = enrolled.get(id) ?? 0;
      return { cardId: id, name: this.catalogue?.get(id)?.name ?? id, count, enrolled: have, missing: Math.max(0, count - have) };
    });
    const next = cards.find((c) => c.missing > 0)?.cardId;
    return {
      registrationId: registration.id,
      player: registration.player,
      format: registration.format,
      scope: registration.scope,
      scopeId: registration.scopeId,
      cards,
      ...(next === undefined ? {} : { next }),
    };
  }

  async enrol(input: EnrolRequest): Promise<EnrolmentResult> {
    const request = enrolRequestSchema.parse(input);
    const label = this.labelOf(request.cardId);
    if (request.registrationId !== undefined && !this.registration(request.registrationId).cards.some((c) => c.id === request.cardId)) {
      throw new HubError('invalid-command', `${request.cardId} is not in deck ${request.registrationId}`);
    }
    try {
      return await this.station.withTag(request.reader, async (tag, uid) => {
        const before = await readTag(tag);
        if (before.kind === 'unformatted') throw new HubError('invalid-command', `the tag is not NDEF-formatted (${before.reason})`);
        if (!before.cc.writable) throw new HubError('invalid-command', 'the tag is locked read-only');
        const base = { reader: request.reader, uid, cardId: request.cardId, ...(before.cc.model ? { model: before.cc.model } : {}), capacity: before.cc.dataAreaBytes };
        const held = before.identity;
        if (held.kind === 'card' && held.cardId === request.cardId) {
          this.registry.register(uid, request.cardId, new Date());
          // A sticker made earlier, shown to the station with its deck: it now counts for that deck.
          if (request.registrationId !== undefined) this.deckStickers.assign(uid, request.registrationId);
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
        // A sticker written without a deck is no longer any deck's.
        this.deckStickers.assign(uid, request.registrationId);
        this.logger.info(
          { reader: request.reader, uid, cardId: request.cardId, registrationId: request.registrationId, replaced: held.kind === 'blank' ? undefined : describe(held) },
          'tag enrolled',
        );
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

  private registration(id: number) {
    if (!this.decks) throw new HubError('not-found', 'this hub has no deck registrations');
    return this.decks.registration(id);
  }

  /** The card's name from the catalogue, when there is one; an id it does not know is refused. A turn token is no card. */
  private labelOf(cardId: string): string | undefined {
    const token = tokenLabel(cardId);
    if (token) return token;
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
