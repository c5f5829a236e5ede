import { ascii, decodeNdefMessage, encodeNdefMessage, latin1, readTextRecord, textRecord, TNF, type NdefRecord } from './ndef.js';

/**
 * How a card's identity is written on its sticker (see NDEF.md): a Text record a phone shows as
 * it is ("Pikachu ex · sv8-57"), then the NFC Forum External Type record `mirrormat.app:card`
 * whose payload is the card id. The external record identifies the card; the Text record ends
 * with the id too, and the two must agree, so one corrupted byte in either reads as garbled, never
 * as another card.
 */
export const CARD_RECORD_TYPE = 'mirrormat.app:card';

/** pokemon-tcg-data card ids: "<set id>-<number>", e.g. sv1-25, swsh45sv-SV107, cel25c-15_A1. */
export const CARD_ID = /^[a-z0-9]{1,16}-[A-Za-z0-9_]{1,16}$/;

export type TagIdentity =
  | { readonly kind: 'card'; readonly cardId: string; readonly label?: string }
  /** NDEF-formatted with an empty message, or no NDEF TLV at all. */
  | { readonly kind: 'blank' }
  /** A well-formed message that is not ours (a URL, a vCard...). */
  | { readonly kind: 'foreign'; readonly summary: string }
  | { readonly kind: 'garbled'; readonly reason: string };

const LABEL_SEPARATOR = ' · ';

export function cardMessage(cardId: string, label?: string): Uint8Array {
  if (!CARD_ID.test(cardId)) throw new Error(`"${cardId}" is not a card id such as sv1-25`);
  const card: NdefRecord = { tnf: TNF.external, type: ascii(CARD_RECORD_TYPE), id: new Uint8Array(), payload: ascii(cardId) };
  return encodeNdefMessage([textRecord(label ? `${label}${LABEL_SEPARATOR}${cardId}` : cardId), card]);
}

/** What an NDEF message (the NDEF TLV's value) says about the card. */
export function identifyMessage(message: Uint8Array): TagIdentity {
  if (message.length === 0) return { kind: 'blank' };
  const decoded = decodeNdefMessage(message);
  if (!decoded.ok) return { kind: 'garbled', reason: decoded.reason };
  const cardRecords = decoded.records.filter(
    (record) => record.tnf === TNF.external && latin1(record.type).toLowerCase() === CARD_RECORD_TYPE,
  );
  if (cardRecords.length === 0) {
    const first = decoded.records[0]!;
    if (decoded.records.length === 1 && first.tnf === TNF.empty) return { kind: 'blank' };
    return { kind: 'foreign', summary: describe(first) };
  }
  const ids = new Set(cardRecords.map((record) => latin1(record.payload)));
  if (ids.size > 1) return { kind: 'garbled', reason: `the tag names several cards: ${[...ids].join(', ')}` };
  const cardId = [...ids][0]!;
  if (!CARD_ID.test(cardId)) return { kind: 'garbled', reason: `the card record holds "${printable(cardId)}", not a card id` };
  const text = decoded.records.map(readTextRecord).find((found) => found !== undefined);
  if (text === undefined || text === cardId) return { kind: 'card', cardId };
  if (!text.endsWith(`${LABEL_SEPARATOR}${cardId}`)) {
    return { kind: 'garbled', reason: `the Text record reads "${printable(text)}", the card record "${cardId}"` };
  }
  return { kind: 'card', cardId, label: text.slice(0, -(LABEL_SEPARATOR.length + cardId.length)) };
}

function describe(record: NdefRecord): string {
  const type = printable(latin1(record.type));
  switch (record.tnf) {
    case TNF.wellKnown:
      return type === 'U' ? 'a URI record' : type === 'T' ? 'a Text record' : `a well-known "${type}" record`;
    case TNF.media:
      return `a "${type}" media record`;
    case TNF.absoluteUri:
      return 'an absolute-URI record';
    case TNF.external:
      return `a "${type}" external record`;
    default:
      return `a record of type name format ${record.tnf}`;
  }
}

function printable(text: string): string {
  return text.replace(/[^\x20-\x7e]/g, '?').slice(0, 40);
}
