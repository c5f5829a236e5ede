import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardMessage, identifyMessage } from './card-record.js';
import { ascii, encodeNdefMessage, textRecord, TNF } from './ndef.js';

const cardIds = fc.stringMatching(/^[a-z0-9]{1,8}-[A-Za-z0-9_]{1,6}$/);

describe('card identity on a tag', () => {
  it('is the card id of the mirrormat.app:card record, with the Text record as a label', () => {
    expect(identifyMessage(cardMessage('sv1-25', 'Pikachu'))).toEqual({ kind: 'card', cardId: 'sv1-25', label: 'Pikachu' });
  });

  it('round-trips every card id, with or without a label', () => {
    fc.assert(
      fc.property(cardIds, fc.option(fc.string({ maxLength: 30 }), { nil: undefined }), (cardId, label) => {
        const identity = identifyMessage(cardMessage(cardId, label || undefined));
        expect(identity).toMatchObject({ kind: 'card', cardId });
      }),
    );
  });

  it('accepts a card record written without a Text record by another tool', () => {
    const message = encodeNdefMessage([{ tnf: TNF.external, type: ascii('Mirrormat.App:Card'), id: new Uint8Array(), payload: ascii('sv8-57') }]);
    expect(identifyMessage(message)).toEqual({ kind: 'card', cardId: 'sv8-57' });
  });

  it('refuses to write something that is not a card id', () => {
    expect(() => cardMessage('Pikachu')).toThrow('not a card id');
  });

  it('calls an empty message blank', () => {
    expect(identifyMessage(new Uint8Array())).toEqual({ kind: 'blank' });
  });

  it("calls someone else's URL foreign, not a card", () => {
    const uri = encodeNdefMessage([{ tnf: TNF.wellKnown, type: ascii('U'), id: new Uint8Array(), payload: Uint8Array.of(0x04, ...ascii('example.com')) }]);
    expect(identifyMessage(uri)).toEqual({ kind: 'foreign', summary: 'a URI record' });
  });

  it('calls a Text record that disagrees with the card record garbled', () => {
    const card = { tnf: TNF.external, type: ascii('mirrormat.app:card'), id: new Uint8Array(), payload: ascii('sv1-25') };
    expect(identifyMessage(encodeNdefMessage([textRecord('Pikachu · sv1-26'), card])).kind).toBe('garbled');
  });

  it('calls a card record whose payload is not a card id garbled', () => {
    const card = { tnf: TNF.external, type: ascii('mirrormat.app:card'), id: new Uint8Array(), payload: ascii('sv1 25') };
    expect(identifyMessage(encodeNdefMessage([card]))).toEqual({ kind: 'garbled', reason: 'the card record holds "sv1 25", not a card id' });
  });

  it('calls two card records naming different cards garbled', () => {
    const card = (id: string) => ({ tnf: TNF.external, type: ascii('mirrormat.app:card'), id: new Uint8Array(), payload: ascii(id) });
    expect(identifyMessage(encodeNdefMessage([card('sv1-25'), card('sv1-26')])).kind).toBe('garbled');
  });

  it('never names a different card after one corrupted byte', () => {
    fc.assert(
      fc.property(cardIds, fc.nat(), fc.integer({ min: 1, max: 255 }), (cardId, position, xor) => {
        const message = cardMessage(cardId, 'Some Card');
        message[position % message.length]! ^= xor;
        const identity = identifyMessage(message);
        if (identity.kind === 'card') expect(identity.cardId).toBe(cardId);
      }),
      { numRuns: 3000 },
    );
  });

  it('never names a card from a truncated message', () => {
    fc.assert(
      fc.property(cardIds, fc.nat(), (cardId, cut) => {
        const message = cardMessage(cardId);
        expect(identifyMessage(message.slice(0, cut % message.length)).kind).not.toBe('card');
      }),
    );
  });
});
