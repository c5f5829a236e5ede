import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { RULEBOOK } from '../rules/index.js';
import { quickStart, type Table } from '../rules/testing/table.js';
import { engineFormat, formatById } from './index.js';

/** The rule as 003 "Ditto-Draft (fortgesetzt)", Spielverlauf, words it (repeated in "Packkampf"). */
const DITTO_REF = { file: RULEBOOK.formats, section: 'Ditto-Draft (fortgesetzt)' };

const format = (id: string) => {
  const f = formatById(id);
  if (!f) throw new Error(`no format ${id}`);
  return engineFormat(f);
};

const chespin = cardById('xy0-3');
const froakie = cardById('xy0-12');
const frogadier = cardById('xy0-13');
const greninja = cardById('xy0-14');
const miraidonEx = cardById('sv1-81');

const start = (id = 'ditto-draft') => quickStart({ profile: 'sv', format: format(id), p1: { active: chespin, bench: [miraidonEx] }, p2: { active: froakie } });

describe('003 "Ditto-Draft": "Einmal während deines Zuges kannst du 1 Ditto-Marke auf 1 deiner Basis-Pokémon legen, das kein Regelfeld hat."', () => {
  it('one marker during the turn, on an own Basic Pokémon without a rule box', () => {
    const t = start();
    expect(t.refuse({ type: 'PlaceDittoMarker', player: 'p1', target: 'p1-bench0' })).toMatchObject({ code: 'ditto-marker-target', ref: DITTO_REF });
    expect(t.refuse({ type: 'PlaceDittoMarker', player: 'p1', target: 'p2-active' }).code).toBe('no-such-pokemon');
    t.do({ type: 'PlaceDittoMarker', player: 'p1', target: 'p1-active' });
    expect(t.active('p1').ditto).toBe('marked');
    t.do({ type: 'PlayToBench', player: 'p1', card: froakie, uid: 'second' });
    expect(t.refuse({ type: 'PlaceDittoMarker', player: 'p1', target: 'second' })).toMatchObject({ code: 'ditto-marker-placed', ref: DITTO_REF });
    t.do({ type: 'EndTurn', player: 'p1' });
    expect(t.refuse({ type: 'PlaceDittoMarker', player: 'p2', target: 'p1-active' }).code).toBe('no-such-pokemon');
    t.do({ type: 'EndTurn', player: 'p2' });
    expect(t.refuse({ type: 'PlaceDittoMarker', player: 'p1', target: 'p1-active' }).code).toBe('ditto-marker-there');
    t.do({ type: 'PlaceDittoMarker', player: 'p1', target: 'second' });
  });

  it('formats without the rule refuse a marker', () => {
    const t = start('multi-level-2');
    expect(t.refuse({ type: 'PlaceDittoMarker', player: 'p1', target: 'p1-active' })).toMatchObject({ code: 'no-ditto-markers', ref: DITTO_REF });
  });
});

describe('003 "Ditto-Draft", Fähigkeit "Entwicklungsvorteil"', () => {
  it('"1 beliebige Phase-1- oder Phase-2-Karte aus deiner Hand auf dieses Pokémon legen": whatever it evolves from', () => {
    const t = start();
    t.do({ type: 'PlaceDittoMarker', player: 'p1', target: 'p1-active' });
    t.passTo(3);
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: frogadier, target: 'p1-active' }).code).toBe('name-mismatch');
    expect(t.refuse({ type: 'EvolveWithDittoMarker', player: 'p1', card: froakie, target: 'p1-active' }).code).toBe('not-stage-1-or-2');
    t.do({ type: 'EvolveWithDittoMarker', player: 'p1', card: frogadier, target: 'p1-active' });
    expect(t.active('p1')).toMatchObject({ ditto: 'used', stack: [{ def: { name: 'Chespin' } }, { def: { name: 'Frogadier' } }] });
    // A Stage 1 does not end the turn.
    expect(t.state.turn).toMatchObject({ player: 'p1', number: 3 });
  });

  it('"nicht während deines ersten Zuges oder während des Zuges, in dem dieses Pokémon ins Spiel gebracht wurde"', () => {
    const t = start();
    t.do({ type: 'PlaceDittoMarker', player: 'p1', target: 'p1-active' });
    expect(t.refuse({ type: 'EvolveWithDittoMarker', player: 'p1', card: frogadier, target: 'p1-active' })).toMatchObject({ code: 'ditto-first-turn', ref: DITTO_REF });
    t.do({ type: 'EndTurn', player: 'p1' });
    // The second player's first turn is turn 2.
    t.do({ type: 'PlaceDittoMarker', player: 'p2', target: 'p2-active' });
    expect(t.refuse({ type: 'EvolveWithDittoMarker', player: 'p2', card: frogadier, target: 'p2-active' }).code).toBe('ditto-first-turn');
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'PlayToBench', player: 'p1', card: froakie, uid: 'new' });
    t.do({ type: 'PlaceDittoMarker', player: 'p1', target: 'new' });
    expect(t.refuse({ type: 'EvolveWithDittoMarker', player: 'p1', card: frogadier, target: 'new' }).code).toBe('ditto-new-in-play');
  });

  it('"Wenn du eine Phase-2-Karte auf dieses Pokémon legst, endet dein Zug."', () => {
    const t = start('packkampf');
    t.do({ type: 'PlaceDittoMarker', player: 'p1', target: 'p1-active' });
    t.passTo(3);
    const events = t.do({ type: 'EvolveWithDittoMarker', player: 'p1', card: greninja, target: 'p1-active' });
    expect(events).toContainEqual(expect.objectContaining({ type: 'PokemonEvolved', dittoMarker: true, endsTurn: true }));
    expect(t.state.turn).toMatchObject({ player: 'p2', number: 4 });
  });

  it('"Jedes Pokémon kann pro Spiel nur 1 Fähigkeit Entwicklungsvorteil einsetzen"; an unmarked Pokémon has none', () => {
    const t = start();
    t.do({ type: 'PlaceDittoMarker', player: 'p1', target: 'p1-active' });
    t.passTo(3);
    expect(t.refuse({ type: 'EvolveWithDittoMarker', player: 'p1', card: frogadier, target: 'p1-bench0' })).toMatchObject({ code: 'no-ditto-marker', ref: DITTO_REF });
    t.do({ type: 'EvolveWithDittoMarker', player: 'p1', card: frogadier, target: 'p1-active' });
    t.passTo(5);
    expect(t.refuse({ type: 'EvolveWithDittoMarker', player: 'p1', card: greninja, target: 'p1-active' })).toMatchObject({ code: 'ditto-used', ref: DITTO_REF });
    // The normal evolution rules still apply to it: Greninja evolves from Frogadier.
    t.do({ type: 'Evolve', player: 'p1', card: greninja, target: 'p1-active' });
  });
});
