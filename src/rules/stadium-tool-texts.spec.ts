import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { cardEffects } from './card-effects/index.js';
import { attackCost, damageModifiers, maxHp, prizesTakenChange, retreatCost } from './continuous-effects.js';
import { quickStart } from './testing/table.js';

/**
 * Stadium and Tool texts read as continuous effects (`card-effects/continuous-text.ts`), asked by the rules through
 * `continuous-effects.ts`: the Retreat Cost (000 "E) Ziehe dein Aktives Pokémon zurück"), the attack's cost (000
 * "A) Prüfe die an dein Aktives Pokémon angelegte Energie") and HP (000 "Kampfunfähigkeit").
 */

const flamigo = cardById('sv4-106'); // Basic Fighting, Retreat 1, "Peck" [F] 30
const nsJoltik = cardById('sv9-49'); // N's Joltik, Basic, Retreat 1
const squirtle = cardById('sv3pt5-7');
const blastoiseEx = cardById('sv3pt5-9'); // Stage 2, 330 HP
const gravityGemstone = cardById('sv7-137'); // "As long as the Pokémon this card is attached to is in the Active Spot, the Retreat Cost of both Active Pokémon is Colorless more."
const nsCastle = cardById('sv9-152'); // "N's Pokémon in play (both yours and your opponent's) have no Retreat Cost."
const leagueHq = cardById('sv3-192'); // Pokémon League Headquarters: "Attacks used by each Basic Pokémon in play (both yours and your opponent's) cost Colorless more."
const lilliesPearl = cardById('sv9-151'); // "If the Lillie's Pokémon this card is attached to is Knocked Out by damage from an attack from your opponent's Pokémon, that player takes 1 fewer Prize card."
const lilliesCutiefly = cardById('sv9-66');
const gravityMountain = cardById('sv8-177'); // "Each Stage 2 Pokémon in play (both yours and your opponent's) gets -30 HP."

const read = (card: typeof flamigo) => cardEffects(card).readings.filter((r) => r.effects.length > 0).every((r) => r.executed) && cardEffects(card).effects.length > 0;

describe('Stadium and Tool texts the rules read', () => {
  it('Gravity Gemstone: both Active Pokémon retreat for Colorless more while its Pokémon is Active, not a Benched one', () => {
    expect(read(gravityGemstone)).toBe(true);
    const t = quickStart({ profile: 'sv', p1: { active: flamigo, bench: [flamigo] }, p2: { active: flamigo } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: gravityGemstone, target: 'p1-active' });
    expect(retreatCost(t.state, t.active('p1'))).toBe(2);
    expect(retreatCost(t.state, t.active('p2'))).toBe(2);
    expect(retreatCost(t.state, t.bench('p1', 0))).toBe(1);
  });

  it('N\'s Castle: N\'s Pokémon (a one-letter trainer\'s name) have no Retreat Cost; others keep theirs', () => {
    expect(read(nsCastle)).toBe(true);
    const t = quickStart({ profile: 'sv', p1: { active: nsJoltik }, p2: { active: flamigo } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: nsCastle });
    expect(retreatCost(t.state, t.active('p1'))).toBe(0);
    expect(retreatCost(t.state, t.active('p2'))).toBe(1);
  });

  it('Pokémon League Headquarters: a Basic Pokémon\'s attack costs Colorless more', () => {
    expect(read(leagueHq)).toBe(true);
    const t = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: flamigo } });
    const peck = flamigo.attacks[0]!;
    expect(attackCost(t.state, t.active('p1'), peck)).toEqual(['Fighting']);
    t.do({ type: 'PlayTrainer', player: 'p1', card: leagueHq });
    expect(attackCost(t.state, t.active('p1'), peck)).toEqual(['Fighting', 'Colorless']);
  });

  it('Gravity Mountain: a Stage 2 Pokémon gets -30 HP (Blastoise ex 330 → 300), a Basic keeps its HP', () => {
    expect(read(gravityMountain)).toBe(true);
    const t = quickStart({ profile: 'sv', p1: { active: squirtle }, p2: { active: flamigo } });
    while ((t.state.turn?.number ?? 0) < 3) t.do({ type: 'EndTurn', player: t.turnPlayer() });
    t.do({ type: 'Evolve', player: 'p1', card: blastoiseEx, target: 'p1-active', source: { kind: 'effect', card: 'Rare Candy' } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: gravityMountain });
    expect(maxHp(t.state, t.active('p1'))).toBe(300);
    expect(maxHp(t.state, t.active('p2'))).toBe(flamigo.hp);
  });

  it('Lillie\'s Pearl: the opponent takes 1 fewer Prize card for a Lillie\'s Pokémon it is attached to, and no fewer for another (000 "Kampfunfähigkeit")', () => {
    expect(read(lilliesPearl)).toBe(true);
    const t = quickStart({ profile: 'sv', p1: { active: lilliesCutiefly, bench: [flamigo] }, p2: { active: flamigo } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: lilliesPearl, target: 'p1-active' });
    t.do({ type: 'PlayTrainer', player: 'p1', card: lilliesPearl, target: 'p1-bench0' });
    expect(prizesTakenChange(t.state, t.active('p1')).by).toBe(-1);
    expect(prizesTakenChange(t.state, t.bench('p1', 0)).by).toBe(0);
  });

  it('Calamitous Wasteland: a Basic non-Fighting Pokémon retreats for Colorless more, a Basic Fighting one does not (000 "E) Ziehe dein Aktives Pokémon zurück")', () => {
    // sv2-175: "The Retreat Cost of each Basic non-Fighting Pokémon in play (both yours and your opponent's) is Colorless more."
    const wasteland = cardById('sv2-175');
    expect(read(wasteland)).toBe(true);
    const t = quickStart({ profile: 'sv', p1: { active: nsJoltik }, p2: { active: flamigo } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: wasteland });
    expect(retreatCost(t.state, t.active('p1'))).toBe(2);
    expect(retreatCost(t.state, t.active('p2'))).toBe(1);
  });

  it('Paradise Resort: each Psyduck, by its name, retreats for Colorless less; another Pokémon does not (000 "E) Ziehe dein Aktives Pokémon zurück")', () => {
    // svp-45: "The Retreat Cost of each Psyduck in play (both yours and your opponent's) is Colorless less."
    const resort = cardById('svp-45');
    const psyduck = cardById('me2pt5-39'); // Retreat Cost 1
    expect(read(resort)).toBe(true);
    const t = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: psyduck } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: resort });
    expect(retreatCost(t.state, t.active('p2'))).toBe(0);
    expect(retreatCost(t.state, t.active('p1'))).toBe(1);
  });

  it('Light Ball: the Pikachu ex it is attached to does 50 more damage to a Pokémon ex, before Weakness (000 "Angreifen im Detail", step 2)', () => {
    // me2pt5-191: "Attacks used by the Pikachu ex this card is attached to do 50 more damage to your opponent's Active Pokémon ex (before applying Weakness and Resistance)."
    const lightBall = cardById('me2pt5-191');
    const pikachuEx = cardById('sv8-57');
    expect(read(lightBall)).toBe(true);
    const t = quickStart({ profile: 'sv', p1: { active: pikachuEx, bench: [flamigo] }, p2: { active: pikachuEx, bench: [flamigo] } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: lightBall, target: 'p1-active' });
    t.do({ type: 'PlayTrainer', player: 'p1', card: lightBall, target: 'p1-bench0' });
    expect(damageModifiers(t.state, t.active('p1'), t.active('p2')).dealt).toBe(50);
    // Not against a Pokémon that is not a Pokémon ex, and not from a Pokémon that is not Pikachu ex.
    expect(damageModifiers(t.state, t.active('p1'), t.bench('p2', 0)).dealt).toBe(0);
    expect(damageModifiers(t.state, t.bench('p1', 0), t.active('p2')).dealt).toBe(0);
  });

  it('Binding Mochi: its Pokémon does 40 more damage only while it is Poisoned (000 "Angreifen im Detail", step 2)', () => {
    // sv6pt5-55: "Attacks used by the Poisoned Pokémon this card is attached to do 40 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance)."
    const mochi = cardById('sv6pt5-55');
    expect(read(mochi)).toBe(true);
    const t = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: flamigo } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: mochi, target: 'p1-active' });
    expect(damageModifiers(t.state, t.active('p1'), t.active('p2')).dealt).toBe(0);
    t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'test', action: { kind: 'set-condition', target: 'p1-active', condition: 'Poisoned' } });
    expect(damageModifiers(t.state, t.active('p1'), t.active('p2')).dealt).toBe(40);
  });

  it('Hop\'s Choice Band: a Hop\'s Pokémon\'s attack costs Colorless less and does 30 more damage; another Pokémon\'s does not (000 "A) Prüfe die an dein Aktives Pokémon angelegte Energie", "Angreifen im Detail")', () => {
    // sv9-148: "Attacks used by the Hop's Pokémon this card is attached to cost Colorless less and do 30 more damage to your opponent's Active Pokémon (before applying Weakness and Resistance)."
    const band = cardById('sv9-148');
    const hopsWooloo = cardById('sv9-135'); // "Smash Kick" [C][C][C] 50
    expect(read(band)).toBe(true);
    const t = quickStart({ profile: 'sv', p1: { active: hopsWooloo, bench: [flamigo] }, p2: { active: flamigo } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: band, target: 'p1-active' });
    t.do({ type: 'PlayTrainer', player: 'p1', card: band, target: 'p1-bench0' });
    expect(attackCost(t.state, t.active('p1'), hopsWooloo.attacks[0]!)).toEqual(['Colorless', 'Colorless']);
    expect(damageModifiers(t.state, t.active('p1'), t.active('p2')).dealt).toBe(30);
    expect(attackCost(t.state, t.bench('p1', 0), flamigo.attacks[0]!)).toEqual(['Fighting']);
    expect(damageModifiers(t.state, t.bench('p1', 0), t.active('p2')).dealt).toBe(0);
  });

  it('Neutralization Zone: no damage to a Pokémon without a Rule Box from a Pokémon ex; damage from another Pokémon stays (000 "Angreifen im Detail")', () => {
    // sv6pt5-60: "Prevent all damage done to Pokémon that don't have a Rule Box (both yours and your opponent's) by attacks from the opponent's Pokémon ex and Pokémon V."
    const zone = cardById('sv6pt5-60');
    const pikachuEx = cardById('sv8-57');
    expect(read(zone)).toBe(true);
    const t = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: pikachuEx, bench: [flamigo] } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: zone });
    expect(damageModifiers(t.state, t.active('p2'), t.active('p1')).preventedBy).toBe('Neutralization Zone');
    expect(damageModifiers(t.state, t.bench('p2', 0), t.active('p1')).preventedBy).toBeNull();
    // A Pokémon ex has a Rule Box: it takes the damage.
    expect(damageModifiers(t.state, t.active('p1'), t.active('p2')).preventedBy).toBeNull();
  });
});
