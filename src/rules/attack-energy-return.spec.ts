import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { returnAfterAttacking } from './attack-energy-return.js';
import type { CardDef } from './card.js';
import type { GameEvent } from './event.js';
import { replay } from './fold.js';
import { quickStart, type Table } from './testing/table.js';
import { textCoverage } from './text-coverage.js';

/**
 * Boomerang Energy (sv6-166): "If this card is discarded by an effect of an attack used by the Pokémon this card is
 * attached to, attach this card from your discard pile to that Pokémon after attacking." The attack's effects come
 * first, then the card comes back, then the Knock Outs are checked (000 "Angreifen im Detail" f: "Anschließend musst du
 * alle weiteren Effekte anwenden"); it is an effect's attachment, not the turn's Energy from the hand (000
 * "Zugabfolge" C). TCG Live logs it as "Boomerang Energy was activated." with "- … attached Boomerang Energy to Slowking
 * in the Active Spot." (test/fixtures/battle-logs/cdierkens+ptcgl-battle-log-parser/slowking-vs-greninja.txt 142–143).
 */

const boomerang = cardById('sv6-166');
const burning = cardById('xy8-151'); // "If this card is discarded by an attack of the Fire Pokémon this card is attached to, …"
const zapdos = cardById('sv6-65'); // "Thunderbolt" [L][L][C] 190: "Discard all Energy from this Pokémon."
const mewtwo = cardById('sv3pt5-150'); // "Psyslash" [P][P][C] 130: "Discard 2 Energy from this Pokémon."
const charcadet = cardById('sv1-39'); // Fire, "Ember" [R] 30: "Discard an Energy from this Pokémon."
// Golisopod ex, "Swing and Skedaddle" [W][C][C] 110: "Discard an Energy from this Pokémon. If you do, switch it with 1 of your Benched Pokémon."
const golisopod = cardById('sv4-50');
const wimpod = cardById('sv4-47');
const snorlax = cardById('xy0-26'); // Colorless, 120 HP
const lightning = cardById('sve-4');
const psychic = cardById('sve-5');
const water = cardById('sve-3');

/** p2 goes first and passes; p1's Active has these Energy cards attached, uids e0, e1, …. */
function ready(attacker: CardDef, energy: readonly CardDef[], evolvesTo?: CardDef): Table {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: attacker, bench: [snorlax] }, p2: { active: snorlax, bench: [snorlax] } });
  t.do({ type: 'EndTurn', player: 'p2' });
  // Evolving waits for the player's second turn (000 "Hinweise zur Entwicklung").
  if (evolvesTo) {
    t.passTo(4);
    t.do({ type: 'Evolve', player: 'p1', card: evolvesTo, target: 'p1-active' });
  }
  energy.forEach((card, i) => t.do({ type: 'AttachEnergy', player: 'p1', card, uid: `e${i}`, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } }));
  return t;
}

const discardUids = (t: Table): string[] => t.state.players.p1.discard.map((c) => c.uid);
const kinds = (events: readonly GameEvent[]): string[] => events.map((e) => e.type).filter((x) => ['CardsMoved', 'EnergyAttached', 'PokemonKnockedOut', 'AttackResolved'].includes(x));

describe('the text read from the card', () => {
  it('Boomerang Energy for any Pokémon, Burning Energy for a Fire Pokémon; the sentence is the engine\'s, not handed to the players', () => {
    expect(returnAfterAttacking(boomerang)).toMatchObject({ type: null });
    expect(returnAfterAttacking(burning)).toMatchObject({ type: 'Fire' });
    expect(returnAfterAttacking(lightning)).toBeNull();
    expect(textCoverage(boomerang).executed.map((x) => x.text).join(' ')).toContain(returnAfterAttacking(boomerang)!.text);
    expect(textCoverage(boomerang).handedToPlayers).toEqual([]);
  });
});

describe('"attach this card from your discard pile to that Pokémon after attacking"', () => {
  it('Zapdos "Thunderbolt" discards all its Energy: Boomerang Energy comes back before the Knock Out is checked, as an effect\'s attachment', () => {
    const t = ready(zapdos, [lightning, lightning, boomerang]);
    const events = t.do({ type: 'Attack', player: 'p1', attack: 1 });
    expect(kinds(events)).toEqual(['CardsMoved', 'EnergyAttached', 'PokemonKnockedOut', 'AttackResolved']);
    expect(events.find((e) => e.type === 'EnergyAttached')).toMatchObject({ player: 'p1', target: 'p1-active', card: { uid: 'e2' }, from: 'discard', source: { kind: 'effect', card: 'Boomerang Energy' } });
    expect(t.active('p1').attached.map((c) => c.uid)).toEqual(['e2']);
    expect(discardUids(t)).toEqual(['e0', 'e1']);
    expect(replay(t.log)).toEqual(t.state);
  });

  it('Mewtwo "Psyslash": where the player chooses Boomerang Energy among the 2 Energy, it comes back; a Psychic Energy chosen does not', () => {
    const t = ready(mewtwo, [psychic, psychic, boomerang]);
    t.do({ type: 'Attack', player: 'p1', attack: 1, energyDiscarded: ['e0', 'e2'] });
    expect(t.active('p1').attached.map((c) => c.uid)).toEqual(['e1', 'e2']);
    expect(discardUids(t)).toEqual(['e0']);
  });

  it('Burning Energy comes back to the Fire Pokémon whose attack discarded it (Charcadet "Ember")', () => {
    const t = ready(charcadet, [burning]);
    t.do({ type: 'Attack', player: 'p1', attack: 0 });
    expect(t.active('p1').attached.map((c) => c.uid)).toEqual(['e0']);
    expect(discardUids(t)).toEqual([]);
  });

  it('"that Pokémon": Golisopod ex switched to the Bench by its own attack gets it back there, once the players close the attack\'s effects', () => {
    const t = ready(wimpod, [water, water, boomerang], golisopod);
    t.do({ type: 'Attack', player: 'p1', attack: 1, energyDiscarded: ['e2'] });
    expect(t.state.prompts).toMatchObject([{ kind: 'attack-effects', returning: ['e2'] }]);
    expect(discardUids(t)).toEqual(['e2']);
    t.do({ type: 'Adjust', player: 'p1', reason: 'Swing and Skedaddle', action: { kind: 'switch', player: 'p1', target: 'p1-bench0' } });
    const events = t.do({ type: 'FinishAttack', player: 'p1' });
    expect(events.find((e) => e.type === 'EnergyAttached')).toMatchObject({ from: 'discard', card: { uid: 'e2' } });
    expect(t.state.players.p1.bench.find((p) => topName(p) === 'Golisopod ex')?.attached.map((c) => c.uid)).toEqual(['e0', 'e1', 'e2']);
    expect(discardUids(t)).toEqual([]);
    expect(replay(t.log)).toEqual(t.state);
  });
});

const topName = (p: { stack: readonly { def: CardDef }[] }): string => p.stack[p.stack.length - 1]!.def.name;
