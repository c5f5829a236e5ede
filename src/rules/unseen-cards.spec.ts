import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { Command } from './command.js';
import { decide } from './decide.js';
import { randomGameArbitrary } from './testing/arbitraries.js';
import { Table } from './testing/table.js';
import { decideAs } from './unseen-cards.js';
import { cardOwners, visibleCardIds, type Viewer } from './view.js';
import { SEATS, type GameState, type Seat } from './state.js';

// A refusal tells the refused player no more than viewFor shows them (000 "Hinweise zum Aufbau":
// the Active and Bench are placed face down; the opponent learns them only when all are revealed).

const CHESPIN = cardById('xy0-3');
const QUILLADIN = cardById('xy0-4');
const GRASS = cardById('sve-1');
const HIDDEN_TAG = '04A1B2C3D4E5F6';
const UNKNOWN_TAG = '04FFFFFFFFFFFF';

/** Setup under SV: p1 has placed Chespin face down as the Active, with a known NFC tag. */
function faceDownActive(): Table {
  const t = new Table();
  t.do({ type: 'StartMatch', matchId: 'm1', profile: 'sv', players: [{ name: 'Ash' }, { name: 'Misty' }] });
  t.flip('heads');
  t.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
  t.do({ type: 'PlaceActive', player: 'p1', card: CHESPIN, uid: HIDDEN_TAG });
  return t;
}

const asP2: Viewer = { role: 'player', seat: 'p2' };

describe('refusals pass through what the refused player may see', () => {
  it('answers the opponent naming a face-down Pokémon exactly as for a tag that is in no game', () => {
    const t = faceDownActive();
    const clear = (target: string): Command => ({ type: 'Adjust', player: 'p2', reason: 'x', action: { kind: 'clear-condition', target, condition: 'Poisoned' } });
    const hidden = decideAs(t.state, clear(HIDDEN_TAG), asP2);
    const unknown = decideAs(t.state, clear(UNKNOWN_TAG), asP2);
    expect(hidden.ok).toBe(false);
    expect(JSON.stringify(hidden).split(HIDDEN_TAG).join('§')).toBe(JSON.stringify(unknown).split(UNKNOWN_TAG).join('§'));
    expect(JSON.stringify(hidden)).not.toContain('Chespin');
    // The engine alone would have named it: the case this guards against.
    expect(JSON.stringify(decide(t.state, clear(HIDDEN_TAG)))).toContain('Chespin');
  });

  it('refuses a new card with the tag of a hidden one as a card already in the game, without naming it', () => {
    const t = faceDownActive();
    const decision = decideAs(t.state, { type: 'PlaceActive', player: 'p2', card: CHESPIN, uid: HIDDEN_TAG }, asP2);
    expect(decision).toMatchObject({ ok: false, violation: { code: 'card-already-in-game' } });
    expect(JSON.stringify(decision)).not.toContain('Chespin');
  });

  it('lets a player name their own face-down Pokémon, and a judge any card', () => {
    const t = faceDownActive();
    const own = decideAs(t.state, { type: 'PlayToBench', player: 'p1', card: CHESPIN, uid: HIDDEN_TAG }, { role: 'player', seat: 'p1' });
    expect(own).toMatchObject({ ok: false, violation: { code: 'card-already-in-game', message: expect.stringContaining(HIDDEN_TAG) } });
    const judge = decideAs(t.state, { type: 'Adjust', player: 'p1', reason: 'x', action: { kind: 'clear-condition', target: HIDDEN_TAG, condition: 'Poisoned' } }, { role: 'judge' });
    expect(JSON.stringify(judge)).toBe(JSON.stringify(decide(t.state, { type: 'Adjust', player: 'p1', reason: 'x', action: { kind: 'clear-condition', target: HIDDEN_TAG, condition: 'Poisoned' } })));
  });

  /** Every command that names a card or a Pokémon in play, naming `id`, made by `seat`. */
  const naming = (seat: Seat, id: string): Command[] => [
    { type: 'Adjust', player: seat, reason: 'r', action: { kind: 'put-damage-counters', target: id, counters: 1 } },
    { type: 'Adjust', player: seat, reason: 'r', action: { kind: 'heal', target: id, amount: 10 } },
    { type: 'Adjust', player: seat, reason: 'r', action: { kind: 'set-condition', target: id, condition: 'Poisoned' } },
    { type: 'Adjust', player: seat, reason: 'r', action: { kind: 'clear-condition', target: id, condition: 'Burned' } },
    { type: 'Adjust', player: seat, reason: 'r', action: { kind: 'move-card', uid: id, to: 'discard' } },
    { type: 'Adjust', player: seat, reason: 'r', action: { kind: 'switch', player: seat === 'p1' ? 'p2' : 'p1', target: id } },
    { type: 'PlaceActive', player: seat, card: CHESPIN, uid: id },
    { type: 'PlayToBench', player: seat, card: CHESPIN, uid: id },
    { type: 'Evolve', player: seat, card: QUILLADIN, target: id },
    { type: 'AttachEnergy', player: seat, card: GRASS, target: id },
    { type: 'Retreat', player: seat, to: id, discard: [] },
    { type: 'UseAbility', player: seat, pokemon: id, ability: 0 },
    { type: 'PromoteActive', player: seat, target: id },
    { type: 'Attack', player: seat, attack: 0, benchTargets: [id] },
    { type: 'RevealHandCard', player: seat, card: CHESPIN, uid: id },
  ];

  /** The cards of `state` that `viewer` cannot see. */
  const unseen = (state: GameState, viewer: Viewer) => {
    const visible = visibleCardIds(state, viewer);
    return [...cardOwners(state).keys()].filter((id) => !visible.has(id));
  };

  it('over random games: no refusal to the opponent or a spectator names or tells apart a hidden card', () => {
    let checked = 0;
    fc.assert(
      fc.property(randomGameArbitrary(60), fc.nat(), (game, pick) => {
        for (const state of game.states.filter((_, i) => i % 5 === (pick % 5))) {
          for (const viewer of [{ role: 'player', seat: 'p1' }, { role: 'player', seat: 'p2' }, { role: 'spectator' }] as Viewer[]) {
            const hidden = unseen(state, viewer);
            if (hidden.length === 0) continue;
            const names = hidden.map((id) => hiddenName(state, id));
            for (const seat of viewer.role === 'player' ? [viewer.seat] : SEATS) {
              const answers = (id: string) => naming(seat, id).map((c) => decideAs(state, c, viewer));
              const fresh = answers(UNKNOWN_TAG).map((d) => (d.ok ? 'accepted' : JSON.stringify(d).split(UNKNOWN_TAG).join('§')));
              for (const id of hidden) {
                answers(id).forEach((d, i) => {
                  expect(d.ok).toBe(false);
                  const text = JSON.stringify(d);
                  for (const name of names) expect(text).not.toContain(name);
                  if (fresh[i] === 'accepted') expect(d).toMatchObject({ violation: { code: 'card-already-in-game' } });
                  else expect(text.split(id).join('§')).toBe(fresh[i]);
                });
                checked += 1;
              }
            }
          }
        }
      }),
      // With 15 games, one run on 2026-11-26 reached only 18 hidden cards and failed the check below by chance.
      { numRuns: 25 },
    );
    // The random games do reach hidden cards (face-down setup Pokémon, cards known in a hand).
    expect(checked).toBeGreaterThan(20);
  });
});

/** The printed name a hidden card would give away (every card of its stack). */
function hiddenName(state: GameState, id: string): string {
  for (const seat of SEATS) {
    const p = state.players[seat];
    for (const m of [p.active, ...p.bench]) {
      const card = m && [...m.stack, ...m.attached].find((c) => c.uid === id || m.id === id);
      if (card) return `"${card.def.name}`;
    }
    const known = p.hand.known.find((c) => c.uid === id);
    if (known) return `"${known.def.name}`;
  }
  return id;
}
