import { describe, expect, it } from 'vitest';
import { cardById } from '../../catalogue/testing.js';
import { EVOLUTION_PERMISSIONS } from './evolution-permissions.js';
import { quickStart, type Table } from '../testing/table.js';

/**
 * 000 "Hinweise zur Entwicklung": "Kein Spieler kann ein Pokémon während dessen (des Pokémon) ersten Zuges im Spiel
 * entwickeln. Wenn du ein Pokémon entwickelst, gilt es als neu im Spiel und kann im selben Zug nicht erneut entwickelt
 * werden!" Technical Machine: Evolution (sv4-178), "Evolution": "Choose up to 2 of your Benched Pokémon. For each of
 * those Pokémon, search your deck for a card that evolves from that Pokémon and put it onto that Pokémon to evolve
 * it." Its text chooses any Benched Pokémon, with none of the limit Rare Candy restates ("or on a Basic Pokémon that
 * was put into play this turn"): the card's text, read as TCG Live plays it (the Italian game's line 69).
 */

const tmEvolution = cardById('sv4-178');
const charmander = cardById('sv3-26');
const charmeleon = cardById('sv3-27');
const pidgey = cardById('sv3-162');
const pidgeotto = cardById('sv3-163');
const rareCandy = cardById('sv1-191');
const charizardEx = cardById('sv3pt5-6');
const fire = cardById('sve-2');

/** p1's second turn: Charmander Active with TM Evolution and an Energy, a Pidgey put onto the Bench this turn. */
function tmTurn(): Table {
  const t = quickStart({ profile: 'sv', p1: { active: charmander, bench: [charmander] }, p2: { active: pidgey } });
  t.do({ type: 'EndTurn', player: 'p1' });
  t.do({ type: 'EndTurn', player: 'p2' });
  t.do({ type: 'PlayToBench', player: 'p1', card: pidgey, uid: 'new-pidgey' });
  t.do({ type: 'PlayTrainer', player: 'p1', card: tmEvolution, uid: 'tm', target: 'p1-active' });
  t.do({ type: 'AttachEnergy', player: 'p1', card: fire, target: 'p1-active' });
  return t;
}

const evolution = charmander.attacks.length; // the attached Technical Machine's attack comes after the Pokémon's own
const byTm = { kind: 'effect', card: 'Technical Machine: Evolution', text: tmEvolution.attacks[0]?.text ?? '' } as const;

describe('Technical Machine: Evolution evolves a Pokémon put into play this turn (its own text)', () => {
  it('the registry entry quotes the attack\'s text verbatim', () => {
    expect(EVOLUTION_PERMISSIONS.find((e) => e.ids.includes('sv4-178'))?.text).toBe(tmEvolution.attacks[0]?.text);
  });

  it('from the hand, a Pidgey benched this turn cannot evolve (000 "Hinweise zur Entwicklung")', () => {
    expect(tmTurn().refuse({ type: 'Evolve', player: 'p1', card: pidgeotto, target: 'new-pidgey' }).code).toBe('pokemon-new-in-play');
  });

  it('in the attack\'s effects, the same Pidgey evolves, and so does a Charmander in play since an earlier turn', () => {
    const t = tmTurn();
    t.do({ type: 'Attack', player: 'p1', attack: evolution });
    t.do({ type: 'Evolve', player: 'p1', card: pidgeotto, target: 'new-pidgey', from: 'deck', source: byTm });
    t.do({ type: 'Evolve', player: 'p1', card: charmeleon, target: 'p1-bench0', from: 'deck', source: byTm });
    expect(t.state.players.p1.bench.map((p) => p.stack.map((c) => c.def.name))).toEqual([['Charmander', 'Charmeleon'], ['Pidgey', 'Pidgeotto']]);
  });

  it('a Pokémon evolved this turn is new in play all the same: the attack does not evolve it again', () => {
    const t = tmTurn();
    t.do({ type: 'Evolve', player: 'p1', card: charmeleon, target: 'p1-bench0' });
    t.do({ type: 'Attack', player: 'p1', attack: evolution });
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: charizardEx, target: 'p1-bench0', from: 'deck', source: byTm }).code).toBe('pokemon-new-in-play');
  });

  it('Rare Candy keeps the limit its own text restates: not on a Basic Pokémon put into play this turn', () => {
    const t = tmTurn();
    const candy = { kind: 'effect', card: 'Rare Candy', text: rareCandy.rules[0] ?? '' } as const;
    t.do({ type: 'PlayToBench', player: 'p1', card: charmander, uid: 'new-charmander' });
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: charizardEx, target: 'new-charmander', source: candy }).code).toBe('pokemon-new-in-play');
    t.do({ type: 'Evolve', player: 'p1', card: charizardEx, target: 'p1-bench0', source: candy });
  });
});
