import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { cardEffects } from './card-effects/index.js';
import { attackCost, retreatCost } from './continuous-effects.js';
import { quickStart } from './testing/table.js';

/**
 * "As long as this Pokémon is in the Active Spot, …": the condition is read as data (`source-spot`) and evaluated on the
 * state each time a rule asks, so the effect holds while the Pokémon is Active and stops when it is on the Bench. The
 * rules it changes are the attack's cost (000 "Angreifen im Detail" a: "Vergewissere dich, dass die erforderlichen
 * Energiekarten angelegt sind") and retreat (000 "E) Ziehe dein Aktives Pokémon zurück"). An Antique Fossil played as a Basic
 * Pokémon has its printed Ability (000 "Anhang 15").
 */

const flamigo = cardById('sv4-106'); // Basic Fighting, "Peck" [F] 30
const pikachu = cardById('sv2-62');
const fighting = cardById('sve-6');
const seismitoad = cardById('sv3-52'); // "Quaking Zone"
const omastar = cardById('sv3pt5-139'); // "Primordial Tentacles"

const spot = [{ kind: 'source-spot', spot: 'active' }];
const opponentActive = { side: 'opponent', activeOnly: true, filter: { categories: [], types: [] } };

describe('"As long as this Pokémon is in the Active Spot" read as a condition', () => {
  it('Seismitoad sv3-52 "Quaking Zone": "… attacks used by your opponent\'s Active Pokémon cost Colorless more."', () => {
    expect(cardEffects(seismitoad).effects).toEqual([{ kind: 'attack-cost-more', colorless: 1, reach: opponentActive, when: spot }]);
  });

  it('Omastar sv3pt5-139 "Primordial Tentacles": "… your opponent\'s Active Pokémon can\'t retreat."', () => {
    expect(cardEffects(omastar).effects).toEqual([{ kind: 'cannot-retreat', reach: opponentActive, when: spot }]);
  });
});

describe('the effect follows the Pokémon\'s spot', () => {
  const rootFossil = cardById('sv7-130'); // Antique Root Fossil, played as a Basic Pokémon: "Primal Root" (… your opponent's Basic Pokémon cost Colorless more)

  /** p2 goes first with the Fossil Active or on its Bench; p1 attaches one Fighting Energy to Flamigo. */
  function table(fossil: 'active' | 'bench') {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: flamigo }, p2: fossil === 'active' ? { active: rootFossil, bench: [pikachu] } : { active: pikachu, bench: [rootFossil] } });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'AttachEnergy', player: 'p1', card: fighting, target: 'p1-active' });
    return t;
  }

  it('"Primal Root" while the Fossil is Active: Flamigo\'s "Peck" [F] costs [F][C], and one Fighting Energy does not pay it', () => {
    const t = table('active');
    expect(attackCost(t.state, t.active('p1'), flamigo.attacks[0]!)).toEqual(['Fighting', 'Colorless']);
    expect(t.refuse({ type: 'Attack', player: 'p1', attack: 0 }).code).toBe('energy-cost');
  });

  it('with the Fossil on the Bench, "Peck" costs [F] and is used', () => {
    const t = table('bench');
    expect(attackCost(t.state, t.active('p1'), flamigo.attacks[0]!)).toEqual(['Fighting']);
    expect(t.do({ type: 'Attack', player: 'p1', attack: 0 }).some((e) => e.type === 'DamageDealt')).toBe(true);
  });
});

describe('"your opponent can\'t play any … cards from their hand" while Active (000 "D) Spiele Trainerkarten")', () => {
  const helixFossil = cardById('sv3pt5-153'); // Antique Helix Fossil "Helical Swell": "… can't play any Stadium cards from their hand."
  const beachCourt = cardById('sv1-167');

  it('Jellicent ex rsv10pt5-45 "Oceanic Curse": "… can\'t play any Item cards or Pokémon Tool cards from their hand." (a Technical Machine is a Tool)', () => {
    expect(cardEffects(cardById('rsv10pt5-45')).effects).toEqual([{ kind: 'cannot-play', trainerKinds: ['Item', 'Tool', 'Technical Machine'], when: spot }]);
  });

  it('"Helical Swell" while the Fossil is Active: p1\'s Stadium is refused, naming the card; with the Fossil on the Bench it is played', () => {
    const active = quickStart({ profile: 'sv', first: 'p2', p1: { active: flamigo }, p2: { active: helixFossil, bench: [pikachu] } });
    active.do({ type: 'EndTurn', player: 'p2' });
    const refused = active.refuse({ type: 'PlayTrainer', player: 'p1', card: beachCourt });
    expect(refused.code).toBe('trainer-lock');
    expect(refused.message).toContain('Antique Helix Fossil');
    const benched = quickStart({ profile: 'sv', first: 'p2', p1: { active: flamigo }, p2: { active: pikachu, bench: [helixFossil] } });
    benched.do({ type: 'EndTurn', player: 'p2' });
    expect(benched.do({ type: 'PlayTrainer', player: 'p1', card: beachCourt }).some((e) => e.type === 'TrainerPlayed')).toBe(true);
  });

  it('the lock is on the opponent only: p2 plays its own Stadium with its Fossil Active', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: flamigo }, p2: { active: helixFossil, bench: [pikachu] } });
    expect(t.do({ type: 'PlayTrainer', player: 'p2', card: beachCourt }).some((e) => e.type === 'TrainerPlayed')).toBe(true);
  });
});

describe('Retreat Cost while a card is Active (000 "E) Ziehe dein Aktives Pokémon zurück")', () => {
  it('Gravity Gemstone sv7-137 on p2\'s Active Pokémon: "the Retreat Cost of both Active Pokémon is Colorless more"; not the Benched ones', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: flamigo, bench: [pikachu] }, p2: { active: pikachu, bench: [pikachu] } });
    t.do({ type: 'PlayTrainer', player: 'p2', card: cardById('sv7-137'), target: 'p2-active' });
    expect([retreatCost(t.state, t.active('p1')), retreatCost(t.state, t.active('p2'))]).toEqual([2, 2]);
    expect(retreatCost(t.state, t.bench('p1', 0))).toBe(1);
  });
});

describe('"your Benched Pokémon" as whom a prevention reaches', () => {
  it('Rabsca sv5-24 "Spherical Shield": damage and effects of attacks prevented on the Bench only', () => {
    const bench = { side: 'own', activeOnly: false, benchOnly: true, filter: { categories: [], types: [] } };
    const any = { categories: [], types: [] };
    expect(cardEffects(cardById('sv5-24')).effects).toEqual([
      { kind: 'damage-prevented', reach: bench, from: any, when: [] },
      { kind: 'attack-effects-prevented', reach: bench, from: any, when: [] },
    ]);
  });
});
