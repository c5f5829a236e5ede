import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { cardEffects } from './card-effects/index.js';
import { damageModifiers, maxHp, retreatCost } from './continuous-effects.js';
import { quickStart, type Table } from './testing/table.js';
import { textCoverage } from './text-coverage.js';

/**
 * Abilities that act by themselves ("andere wirken immer, selbst dann, wenn du sie nicht einsetzt", 000 "F) Setze
 * Fähigkeiten ein"), read as continuous effects: the Retreat Cost (000 "E) Ziehe dein Aktives Pokémon zurück"), HP
 * (000 "Kampfunfähigkeit") and the attacker's damage, step 2 before Weakness (000 "Angreifen im Detail").
 */

const flamigo = cardById('sv4-106'); // Basic, 110 HP, Retreat 1, no Ability
const duraludon = cardById('sv7-106'); // Basic, Retreat 2
const archaludon = cardById('sv7-107'); // "Metal Bridge": "All of your Pokémon that have Metal Energy attached have no Retreat Cost."
const orthworm = cardById('sv2-151'); // 130 HP, "Nutritional Iron": "If this Pokémon has 3 or more Metal Energy attached, it gets +100 HP."
const okidogi = cardById('sv6-111'); // 130 HP, "Adrena-Power": "If this Pokémon has any Darkness Energy attached, it gets +100 HP, and the attacks it uses do 100 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance)."
const petilil = cardById('sv9-6'); // Basic Grass
const lilligant = cardById('sv9-7'); // "Sunny Day": "Attacks used by your Grass Pokémon and Fire Pokémon do 20 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance)."
const treecko = cardById('sm7-7'); // "Sleep Poison" [G]: "Your opponent's Active Pokémon is now Asleep and Poisoned."
const hoothoot = cardById('sv8pt5-77'); // "Insomnia": "This Pokémon can't be Asleep."
const pachirisu = cardById('sv1-68'); // "Electricity Pouches": "This Pokémon can't be Paralyzed."
const grass = cardById('sve-1');
const psychic = cardById('sve-5');
const meloetta = cardById('zsv10pt5-44'); // Meloetta ex, "Debut Performance": "If you go first, this Pokémon can use attacks during your first turn." "Echoed Voice" [P] 30
const rocketsMewtwo = cardById('me2pt5-79'); // "Power Saver": "This Pokémon can't attack unless you have 4 or more Team Rocket's Pokémon in play." "Erasure Ball" [PPC]
const metal = cardById('sve-8');
const fighting = cardById('sve-6');
const timburr = cardById('zsv10pt5-47');
const conkeldurr = cardById('zsv10pt5-49'); // Stage 2, 140 HP, "Craftsmanship": "This Pokémon gets +40 HP for each Fighting Energy attached to it."
const bramblin = cardById('sv5-20'); // 50 HP
const brambleghast = cardById('sv5-21'); // 100 HP, "Resilient Soul": "This Pokémon gets +50 HP for each Prize card your opponent has taken."
const kingambit = cardById('me2pt5-148'); // "Supreme Overlord": "Attacks used by this Pokémon do 30 more damage to your opponent's Active Pokémon for each Prize card your opponent has taken (before applying Weakness and Resistance)."
const darkness = cardById('sve-7');

const effect = { kind: 'effect', card: 'test' } as const;
const executed = (card: typeof flamigo) => textCoverage(card).executed.filter((t) => t.kind === 'ability').map((t) => t.name);

/** Both players' first turns passed: the first player's second turn, when Pokémon may evolve. */
function toTurn3(t: Table): void {
  t.do({ type: 'EndTurn', player: 'p1' });
  t.do({ type: 'EndTurn', player: 'p2' });
}

describe('Abilities read as continuous effects', () => {
  it('Archaludon "Metal Bridge": your Pokémon with Metal Energy attached have no Retreat Cost; without it, or the opponent\'s, keep theirs', () => {
    expect(executed(archaludon)).toEqual(['Metal Bridge']);
    const t = quickStart({ profile: 'sv', p1: { active: duraludon, bench: [duraludon] }, p2: { active: duraludon } });
    t.do({ type: 'AttachEnergy', player: 'p1', card: metal, target: 'p1-bench0' });
    expect(retreatCost(t.state, t.bench('p1', 0))).toBe(2);
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'AttachEnergy', player: 'p2', card: metal, target: 'p2-active' });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'Evolve', player: 'p1', card: archaludon, target: 'p1-active' });
    expect(retreatCost(t.state, t.bench('p1', 0))).toBe(0);
    expect(retreatCost(t.state, t.active('p1'))).toBe(2);
    expect(retreatCost(t.state, t.active('p2'))).toBe(2);
  });

  it('Orthworm "Nutritional Iron": +100 HP with 3 Metal Energy attached, not with 2', () => {
    expect(executed(orthworm)).toEqual(['Nutritional Iron']);
    const t = quickStart({ profile: 'sv', p1: { active: orthworm }, p2: { active: flamigo } });
    t.do({ type: 'AttachEnergy', player: 'p1', card: metal, target: 'p1-active' });
    t.do({ type: 'AttachEnergy', player: 'p1', card: metal, target: 'p1-active', source: effect });
    expect(maxHp(t.state, t.active('p1'))).toBe(130);
    t.do({ type: 'AttachEnergy', player: 'p1', card: metal, target: 'p1-active', source: effect });
    expect(maxHp(t.state, t.active('p1'))).toBe(230);
  });

  it('Okidogi "Adrena-Power": with Darkness Energy attached, +100 HP and its attacks do 100 more damage; without, neither', () => {
    expect(executed(okidogi)).toEqual(['Adrena-Power']);
    expect(cardEffects(okidogi).effects.map((e) => e.kind)).toEqual(['hp', 'damage-dealt']);
    const t = quickStart({ profile: 'sv', p1: { active: okidogi }, p2: { active: flamigo } });
    expect(maxHp(t.state, t.active('p1'))).toBe(130);
    expect(damageModifiers(t.state, t.active('p1'), t.active('p2')).dealt).toBe(0);
    t.do({ type: 'AttachEnergy', player: 'p1', card: darkness, target: 'p1-active' });
    expect(maxHp(t.state, t.active('p1'))).toBe(230);
    expect(damageModifiers(t.state, t.active('p1'), t.active('p2')).dealt).toBe(100);
  });

  it('Lilligant "Sunny Day": your Grass Pokémon\'s attacks do 20 more damage; the opponent\'s do not', () => {
    expect(executed(lilligant)).toEqual(['Sunny Day']);
    const t = quickStart({ profile: 'sv', p1: { active: petilil, bench: [petilil] }, p2: { active: petilil } });
    toTurn3(t);
    t.do({ type: 'Evolve', player: 'p1', card: lilligant, target: 'p1-bench0' });
    expect(damageModifiers(t.state, t.active('p1'), t.active('p2')).dealt).toBe(20);
    expect(damageModifiers(t.state, t.active('p2'), t.active('p1')).dealt).toBe(0);
  });

  it.each([
    ['sv3-82', 'Lunar Zone'], // "All of your Pokémon that have Psychic Energy attached have no Retreat Cost."
    ['zsv10pt5-63', 'Gear Coating'], // "All of your Pokémon that have any Metal Energy attached take 20 less damage from attacks from your opponent's Pokémon (after applying Weakness and Resistance)."
    ['sv3pt5-40', 'Expanding Body'], // "If this Pokémon has any Special Energy attached, it gets +100 HP."
    ['sv10-92', 'Lose Cool'], // "If this Pokémon has 2 or more damage counters on it, attacks used by this Pokémon do 120 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance)."
  ])('%s "%s" is read whole, with its condition', (id, name) => {
    expect(executed(cardById(id))).toContain(name);
    expect(cardEffects(cardById(id)).effects.every((e) => e.when.length === 1)).toBe(true);
  });
});

describe('Abilities that keep a Special Condition off their Pokémon (000 "Spezielle Zustände")', () => {
  it('Hoothoot "Insomnia": Sleep Poison leaves it Poisoned, not Asleep, and says why', () => {
    expect(executed(hoothoot)).toEqual(['Insomnia']);
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: treecko }, p2: { active: hoothoot } });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active' });
    const events = t.do({ type: 'Attack', player: 'p1', attack: 0 });
    expect(t.active('p2')).toMatchObject({ poisoned: true, rotation: null });
    expect(events).toContainEqual(expect.objectContaining({ type: 'RuleApplied', rule: 'special-condition-not-applied', message: 'Hoothoot is not Asleep: Hoothoot says it can\'t be.' }));
  });

  it('Pachirisu "Electricity Pouches": a player\'s entry making it Paralyzed is refused; Confused is not', () => {
    expect(executed(pachirisu)).toEqual(['Electricity Pouches']);
    const t = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: pachirisu } });
    expect(t.refuse({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'set-condition', target: 'p2-active', condition: 'Paralyzed' } })).toMatchObject({ code: 'condition-not-possible' });
    t.do({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'set-condition', target: 'p2-active', condition: 'Confused' } });
    expect(t.active('p2').rotation).toMatchObject({ condition: 'Confused' });
  });

  it.each([
    ['sv7-89', 'Salty Body'], // "This Pokémon can't be affected by any Special Conditions."
    ['sv1-99', 'Well-Baked Body'], // "This Pokémon can't be Burned. Prevent all damage done to this Pokémon by attacks from your opponent's Fire Pokémon."
  ])('%s "%s" is read whole', (id, name) => {
    expect(executed(cardById(id))).toContain(name);
  });
});

describe('Abilities that say when their Pokémon may attack (000 "Zugabfolge" 3, "Angreifen im Detail" b)', () => {
  it('Meloetta ex "Debut Performance": the player who goes first attacks with it on their first turn; another Pokémon still may not', () => {
    expect(executed(meloetta)).toEqual(['Debut Performance']);
    const t = quickStart({ profile: 'sv', p1: { active: meloetta }, p2: { active: flamigo } });
    t.do({ type: 'AttachEnergy', player: 'p1', card: psychic, target: 'p1-active' });
    t.do({ type: 'Attack', player: 'p1', attack: 0 });
    expect(t.active('p2').damage).toBe(30);
    const other = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: meloetta } });
    expect(other.refuse({ type: 'Attack', player: 'p1', attack: 0 })).toMatchObject({ code: 'first-turn-attack' });
  });

  it('Team Rocket\'s Mewtwo ex "Power Saver": with fewer than 4 Team Rocket\'s Pokémon in play it can\'t attack, citing its text', () => {
    expect(executed(rocketsMewtwo)).toEqual(['Power Saver']);
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: rocketsMewtwo, bench: [rocketsMewtwo, rocketsMewtwo] }, p2: { active: flamigo } });
    t.do({ type: 'EndTurn', player: 'p2' });
    for (const source of [undefined, effect, effect]) t.do({ type: 'AttachEnergy', player: 'p1', card: psychic, target: 'p1-active', ...(source && { source }) });
    // "Erasure Ball": "You may discard up to 2 Energy from your Benched Pokémon" — none attached there, so it discards 0.
    expect(t.refuse({ type: 'Attack', player: 'p1', attack: 0, count: 0 })).toMatchObject({ code: 'cannot-attack-card', message: "Team Rocket's Mewtwo ex can't attack while Team Rocket's Mewtwo ex says so." });
    t.do({ type: 'PlayToBench', player: 'p1', card: rocketsMewtwo, uid: 'fourth' });
    const events = t.do({ type: 'Attack', player: 'p1', attack: 0, count: 0 });
    expect(events).toContainEqual(expect.objectContaining({ type: 'DamageDealt', target: 'p2-active' }));
  });

  it.each([
    ['sv8-147', 'Born to Slack'], // "If your opponent has no Pokémon ex or Pokémon V in play, this Pokémon can't attack."
    ['sv4-45', 'Frigid Room'], // "Your opponent's Pokémon that have 40 HP or less remaining can't attack."
  ])('%s "%s" is read whole, with its condition', (id, name) => {
    expect(executed(cardById(id))).toContain(name);
    expect(cardEffects(cardById(id)).effects.map((e) => [e.kind, e.when.length])).toEqual([['cannot-attack', 1]]);
  });
});

describe('Abilities whose change counts something (000 "Kampfunfähigkeit", "Angreifen im Detail" step 2)', () => {
  it('Conkeldurr "Craftsmanship": +40 HP for each Fighting Energy attached (140 → 220 with 2)', () => {
    expect(executed(conkeldurr)).toEqual(['Craftsmanship']);
    const t = quickStart({ profile: 'sv', p1: { active: timburr }, p2: { active: flamigo } });
    toTurn3(t);
    t.do({ type: 'Evolve', player: 'p1', card: conkeldurr, target: 'p1-active', source: { kind: 'effect', card: 'Rare Candy' } });
    expect(maxHp(t.state, t.active('p1'))).toBe(140);
    t.do({ type: 'AttachEnergy', player: 'p1', card: fighting, target: 'p1-active' });
    t.do({ type: 'AttachEnergy', player: 'p1', card: fighting, target: 'p1-active', source: effect });
    expect(maxHp(t.state, t.active('p1'))).toBe(220);
  });

  it('Brambleghast "Resilient Soul": +50 HP for each Prize card the opponent has taken (100 → 150 after one)', () => {
    expect(executed(brambleghast)).toEqual(['Resilient Soul']);
    const t = quickStart({ profile: 'sv', p1: { active: bramblin, bench: [bramblin] }, p2: { active: flamigo } });
    toTurn3(t);
    t.do({ type: 'Evolve', player: 'p1', card: brambleghast, target: 'p1-active' });
    expect(maxHp(t.state, t.active('p1'))).toBe(100);
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'test: a Knock Out the opponent took a Prize card for', action: { kind: 'put-damage-counters', target: 'p1-bench0', counters: 5 } });
    expect(t.state.players.p2.prizesTaken).toBe(1);
    expect(maxHp(t.state, t.active('p1'))).toBe(150);
  });

  it('Kingambit "Supreme Overlord" is read as 30 more damage for each Prize card the opponent has taken', () => {
    expect(executed(kingambit)).toEqual(['Supreme Overlord']);
    expect(cardEffects(kingambit).effects).toMatchObject([{ kind: 'damage-dealt', amount: 30, per: { kind: 'opponent-prizes-taken' } }]);
  });
});
