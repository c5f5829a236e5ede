import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { parseAttack } from './attack-text.js';
import type { CardDef } from './card.js';
import type { Command } from './command.js';
import type { GameEvent } from './event.js';
import { replay } from './fold.js';
import { textCoverage } from './text-coverage.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * Slowking (sv7-58) "Seek Inspiration" [P][C]: "Discard the top card of your deck, and if that card is a Pokémon that
 * doesn't have a Rule Box, choose 1 of its attacks and use it as this attack." The table names the card discarded (the
 * deck is a count to the engine) and the attack; the engine discards the card and resolves that attack as this one
 * (000 "Angreifen im Detail": the cost paid is Seek Inspiration's, the damage and effects the attack used).
 */

const slowpoke = cardById('sv7-57');
const slowking = cardById('sv7-58');
const kyurem = cardById('sv6pt5-47'); // "Trifrost" [W][W][M][M][C]: "Discard all Energy from this Pokémon. This attack does 110 damage to 3 of your opponent's Pokémon. …"
const mewEx = cardById('sv3pt5-151'); // a Pokémon ex: it has a Rule Box
const snorlax = cardById('xy0-26'); // 120 HP
const psychic = cardById('sve-5');

const seek = (more: Partial<Extract<Command, { type: 'Attack' }>> = {}): Command => ({ type: 'Attack', player: 'p1', attack: 0, ...more });
const dealt = (events: readonly GameEvent[]): Record<string, number> =>
  Object.fromEntries(events.flatMap((e) => (e.type === 'DamageDealt' ? [[e.target, e.amount] as const] : [])));

/** p1's Slowking (evolved on turn 4) with two Psychic Energy; p2 has Snorlax in the Active Spot and two on the Bench. */
function ready(): Table {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: slowpoke }, p2: { active: snorlax, bench: [snorlax, snorlax] } });
  t.passTo(4);
  t.do({ type: 'Evolve', player: 'p1', card: slowking, target: 'p1-active' });
  [psychic, psychic].forEach((card, i) => t.do({ type: 'AttachEnergy', player: 'p1', card, uid: `e${i}`, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } }));
  return t;
}

describe('Slowking "Seek Inspiration": the top card of the deck, and its attack used as this attack', () => {
  it('is read as an attack taken from the top card of the deck, and counted as executed', () => {
    expect(parseAttack(slowking.attacks[0]!)).toEqual({ effects: [], manual: [], copies: 'deck-top' });
    expect(textCoverage(slowking).executed.map((t) => t.name)).toContain('Seek Inspiration');
  });

  it('Kyurem discarded, "Trifrost" used: 110 to each of 3 chosen Pokémon, the Energy of Slowking discarded, Kyurem in the discard pile', () => {
    const t = ready();
    const deck = t.state.players.p1.deck;
    const events = t.do(seek({ revealed: kyurem, uses: 0, benchTargets: ['p2-active', 'p2-bench0', 'p2-bench1'] }));
    expect(dealt(events)).toEqual({ 'p2-active': 110, 'p2-bench0': 110, 'p2-bench1': 110 });
    expect(t.state.players.p1.deck).toBe(deck - 1);
    expect(t.state.players.p1.discard.map((c) => c.def.name)).toEqual(['Kyurem', 'Basic Psychic Energy', 'Basic Psychic Energy']);
    expect(t.active('p1').attached).toEqual([]);
    expect(replay(t.log)).toEqual(t.state);
  });

  it('the card named but not its attack: refused, listing the attacks to choose from', () => {
    const t = ready();
    expect(t.refuse(seek({ revealed: kyurem }))).toMatchObject({ code: 'attack-to-use', message: 'Seek Inspiration: choose which attack of Kyurem to use (0: Trifrost).' });
  });

  it.each([
    ['a Pokémon ex (a Rule Box)', mewEx],
    ['an Energy card', psychic],
  ] as const)('%s discarded: the card goes to the discard pile and the attack does nothing more; no attack of it may be used', (_, card: CardDef) => {
    const t = ready();
    expect(t.refuse(seek({ revealed: card, uses: 0 })).code).toBe('attack-to-use');
    const events = t.do(seek({ revealed: card }));
    expect(dealt(events)).toEqual({});
    expect(t.state.players.p1.discard.map((c) => c.def.id)).toEqual([card.id]);
  });

  it('no card named (a client that cannot read the deck): the players carry the text out in the attack-effects prompt', () => {
    const t = ready();
    const events = t.do(seek());
    expect(events).toContainEqual(expect.objectContaining({ type: 'EffectNeedsAdjustment', name: 'Seek Inspiration', text: slowking.attacks[0]!.text }));
    expect(t.state.prompts.map((p) => p.kind)).toContain('attack-effects');
  });
});
