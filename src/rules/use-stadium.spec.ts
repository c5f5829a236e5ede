import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { decide } from './decide.js';
import type { GameEvent } from './event.js';
import { evolve, replay } from './fold.js';
import { RULEBOOK } from './rulebook.js';
import { quickStart, type Table } from './testing/table.js';
import { textCoverage } from './text-coverage.js';

/**
 * Stadiums "Once during each player's turn, that player may …": the player whose turn it is uses the Stadium in play
 * (`UseStadium`), whoever played it, once during that turn. 000 "D) Spiele Trainerkarten": a Trainer card's
 * instructions are followed ("musst du ihren Anweisungen … folgen"), and a Stadium stays in play when played.
 */

const pikachu = cardById('sv2-62'); // Basic Lightning, 60 HP
const artazon = cardById('sv2-171'); // "Once during each player's turn, that player may search their deck for a Basic Pokémon that doesn't have a Rule Box and put it onto their Bench. …"
const communityCenter = cardById('sv6-146'); // "Once during each player's turn, if they played a Supporter card from their hand this turn, they may heal 10 damage from each of their Pokémon."
const factory = cardById('sv10-173'); // Team Rocket's Factory: "… if they played a Supporter card that has "Team Rocket" in its name from their hand this turn, they may draw 2 cards."
const beachCourt = cardById('sv1-167'); // "The Retreat Cost of each Basic Pokémon in play … is Colorless less." (no use)
const nemona = cardById('sv1-180'); // Supporter
const petrel = cardById('sv10-176'); // Team Rocket's Petrel, Supporter

const SV_STADIUM = { file: RULEBOOK.sv, section: 'D) Spiele Trainerkarten' };

/** p2 goes first, so p1's first turn (turn 2) may play a Supporter. */
function atP1sTurn(): Table {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: pikachu, bench: [pikachu] }, p2: { active: pikachu } });
  t.do({ type: 'EndTurn', player: 'p2' });
  return t;
}

const ofType = <T extends GameEvent['type']>(events: readonly GameEvent[], type: T) =>
  events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

describe('UseStadium: "Once during each player\'s turn, that player may …"', () => {
  it('Artazon: the player uses it, its search is handed to the players, and a second use that turn is refused', () => {
    const t = atP1sTurn();
    t.do({ type: 'PlayTrainer', player: 'p1', card: artazon, uid: 'artazon' });
    const events = t.do({ type: 'UseStadium', player: 'p1' });
    expect(ofType(events, 'StadiumUsed')).toEqual([{ type: 'StadiumUsed', player: 'p1', card: 'artazon', name: 'Artazon', text: artazon.rules[0] }]);
    expect(ofType(events, 'EffectNeedsAdjustment').map((e) => e.text)).toEqual([artazon.rules[0]]);
    const again = t.refuse({ type: 'UseStadium', player: 'p1' });
    expect(again.code).toBe('stadium-already-used');
    expect(again.ref).toEqual(SV_STADIUM);
  });

  it('the use is remembered for the whole turn: after other plays (an Energy attached), a second use is still refused', () => {
    const t = atP1sTurn();
    t.do({ type: 'PlayTrainer', player: 'p1', card: artazon, uid: 'artazon' });
    t.do({ type: 'UseStadium', player: 'p1' });
    t.do({ type: 'AttachEnergy', player: 'p1', card: cardById('sve-4'), uid: 'energy', target: 'p1-active' });
    expect(t.refuse({ type: 'UseStadium', player: 'p1' }).code).toBe('stadium-already-used');
  });

  it("each player's turn: the opponent uses the Stadium the other player played, in their own turn only", () => {
    const t = atP1sTurn();
    t.do({ type: 'PlayTrainer', player: 'p1', card: artazon, uid: 'artazon' });
    expect(t.refuse({ type: 'UseStadium', player: 'p2' }).code).toBe('not-your-turn');
    t.do({ type: 'UseStadium', player: 'p1' });
    t.do({ type: 'EndTurn', player: 'p1' });
    expect(ofType(t.do({ type: 'UseStadium', player: 'p2' }), 'StadiumUsed')).toHaveLength(1);
    t.do({ type: 'EndTurn', player: 'p2' });
    expect(ofType(t.do({ type: 'UseStadium', player: 'p1' }), 'StadiumUsed')).toHaveLength(1);
  });

  it('is refused without a Stadium in play, and for a Stadium whose text applies by itself (Beach Court)', () => {
    const t = atP1sTurn();
    expect(t.refuse({ type: 'UseStadium', player: 'p1' })).toMatchObject({ code: 'no-stadium', ref: SV_STADIUM });
    t.do({ type: 'PlayTrainer', player: 'p1', card: beachCourt });
    expect(t.refuse({ type: 'UseStadium', player: 'p1' })).toMatchObject({ code: 'stadium-no-use', ref: SV_STADIUM });
  });

  it('Community Center: refused before a Supporter from the hand; after one, 10 damage healed from each of the player\'s damaged Pokémon', () => {
    const t = atP1sTurn();
    t.do({ type: 'Adjust', player: 'p1', reason: 'scenario', action: { kind: 'put-damage-counters', target: 'p1-active', counters: 3 } });
    t.do({ type: 'Adjust', player: 'p2', reason: 'scenario', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 3 } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: communityCenter, uid: 'center' });
    expect(t.refuse({ type: 'UseStadium', player: 'p1' })).toMatchObject({ code: 'stadium-condition', ref: SV_STADIUM });
    t.do({ type: 'PlayTrainer', player: 'p1', card: nemona });
    const events = t.do({ type: 'UseStadium', player: 'p1' });
    expect(ofType(events, 'DamageHealed')).toEqual([{ type: 'DamageHealed', target: 'p1-active', amount: 10, cause: { kind: 'stadium', card: 'center' } }]);
    expect(ofType(events, 'EffectNeedsAdjustment')).toEqual([]);
    expect(t.active('p1').damage).toBe(20);
    expect(t.bench('p1', 0).damage).toBe(0);
    expect(t.active('p2').damage).toBe(30);
  });

  it('a Supporter played by an effect, not from the hand, does not meet Community Center\'s condition', () => {
    const t = atP1sTurn();
    t.do({ type: 'PlayTrainer', player: 'p1', card: communityCenter });
    t.do({ type: 'PlayTrainer', player: 'p1', card: nemona, from: 'deck', source: { kind: 'effect', card: 'scenario' } });
    expect(t.refuse({ type: 'UseStadium', player: 'p1' }).code).toBe('stadium-condition');
  });

  it('Team Rocket\'s Factory: only after a "Team Rocket" Supporter from the hand, then 2 cards drawn', () => {
    const t = atP1sTurn();
    t.do({ type: 'PlayTrainer', player: 'p1', card: factory });
    t.do({ type: 'PlayTrainer', player: 'p1', card: nemona });
    expect(t.refuse({ type: 'UseStadium', player: 'p1' }).message).toContain('"Team Rocket"');
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'PlayTrainer', player: 'p1', card: petrel });
    const before = t.state.players.p1;
    const events = t.do({ type: 'UseStadium', player: 'p1' });
    expect(ofType(events, 'CardsDrawn')).toEqual([{ type: 'CardsDrawn', player: 'p1', count: 2, cause: { kind: 'stadium', card: expect.any(String) } }]);
    expect(t.state.players.p1.hand.count).toBe(before.hand.count + 2);
    expect(t.state.players.p1.deck).toBe(before.deck - 2);
  });

  it('coverage: a Stadium use the engine reads is executed, any other is handed to the players, none ignored', () => {
    const outcomeOf = (def: typeof artazon): string[] => {
      const c = textCoverage(def);
      const text = def.rules[0];
      return (['executed', 'handedToPlayers', 'ignored'] as const).filter((o) => c[o].some((t) => t.text === text));
    };
    expect(outcomeOf(communityCenter)).toEqual(['executed']);
    expect(outcomeOf(factory)).toEqual(['executed']);
    expect(outcomeOf(artazon)).toEqual(['handedToPlayers']);
    expect(textCoverage(artazon).ignored).toEqual([]);
  });

  it('property: a Stadium is used at most once in each turn, each turn\'s player may use it once, and replay gives the live state', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('use', 'end'), { maxLength: 30 }), (moves) => {
        const t = atP1sTurn();
        t.do({ type: 'PlayTrainer', player: 'p1', card: artazon, uid: 'artazon' });
        let usedThisTurn = false;
        for (const move of moves) {
          const player = t.turnPlayer();
          const d = decide(t.state, move === 'use' ? { type: 'UseStadium', player } : { type: 'EndTurn', player });
          if (move === 'use') expect(d.ok).toBe(!usedThisTurn);
          if (!d.ok) continue;
          for (const e of d.events) {
            t.state = evolve(t.state, e);
            t.log.push(e);
          }
          usedThisTurn = move === 'use';
          if (t.state.result) break;
        }
        const perTurn = new Map<number, number>();
        let turn = 0;
        for (const e of t.log) {
          if (e.type === 'TurnStarted') turn = e.number;
          if (e.type === 'StadiumUsed') perTurn.set(turn, (perTurn.get(turn) ?? 0) + 1);
        }
        expect([...perTurn.values()].every((n) => n === 1)).toBe(true);
        expect(replay(t.log)).toEqual(t.state);
      }),
      { numRuns: 60 },
    );
  });
});
