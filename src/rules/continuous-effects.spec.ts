import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { CardDef } from './card.js';
import { abilitiesOf, abilitiesTakenAway, abilityNamed, benchSize, energyOf, maxHp, retreatCost, weaknessesOf } from './continuous-effects.js';
import type { GameEvent } from './event.js';
import { SV } from './profile.js';
import { greninjaBreak, sealStoneOnGiratina } from './testing/boards.js';
import { quickStart, type Table } from './testing/table.js';
import { viewFor } from './view.js';

/**
 * Card texts that change a rule while the card is in play, one scenario per kind of effect, with real cards.
 * The values every rule reads come from `continuous-effects.ts`; the order of the damage steps is 000
 * "Angreifen im Detail" (step 2: effects on the attacking Pokémon, before Weakness; step 5: effects on the
 * Defending Pokémon, after Resistance).
 */

const flamigo = cardById('sv4-106'); // Basic Fighting, Retreat 1, "Peck" [F] 30
const pikachu = cardById('sv2-62'); // Basic, Weakness Fighting ×2
const pikachuEx = cardById('sv2-63'); // Basic Pokémon ex, Weakness Fighting ×2
const giratinaV = cardById('swsh11-130'); // Basic Pokémon V, no Weakness
const terapagos = cardById('sv7-128'); // Basic Tera Pokémon ex, 230 HP, Retreat 2
const hoOh = cardById('sv10-39'); // Basic Pokémon ex, 230 HP
const fighting = cardById('sve-6');

const tool = (player: 'p1' | 'p2', card: CardDef, target: string) => ({ type: 'PlayTrainer', player, card, target }) as const;
const energy = (player: 'p1' | 'p2', card: CardDef, target: string) => ({ type: 'AttachEnergy', player, card, target }) as const;
const counters = (target: string, n: number) => ({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'put-damage-counters', target, counters: n } }) as const;

function damageOf(events: readonly GameEvent[]): Extract<GameEvent, { type: 'DamageDealt' }> | undefined {
  return events.find((e): e is Extract<GameEvent, { type: 'DamageDealt' }> => e.type === 'DamageDealt');
}

/** p2 goes first and passes; p1 attacks with Flamigo's "Peck" on its first turn (the second player may attack). */
function peckAt(defender: CardDef, setup: (t: Table) => void = () => {}): { t: Table; events: GameEvent[] } {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: flamigo }, p2: { active: defender } });
  t.do({ type: 'EndTurn', player: 'p2' });
  t.do(energy('p1', fighting, 'p1-active'));
  setup(t);
  return { t, events: t.do({ type: 'Attack', player: 'p1', attack: 0 }) };
}

describe('Retreat Cost as effects leave it (000 "D) Spiele Trainerkarten", retreat)', () => {
  it('Latias ex "Skyliner": "Your Basic Pokémon in play have no Retreat Cost." The free retreat still counts as the turn\'s one retreat', () => {
    const t = quickStart({ profile: 'sv', p1: { active: flamigo, bench: [cardById('sv8-76')] }, p2: { active: pikachu } });
    expect(retreatCost(t.state, t.active('p1'))).toBe(0);
    t.do({ type: 'Retreat', player: 'p1', to: 'p1-bench0', discard: [] });
    expect(t.active('p1').id).toBe('p1-bench0');
    expect(t.refuse({ type: 'Retreat', player: 'p1', to: 'p1-active', discard: [] }).code).toBe('already-retreated');
  });

  it('without such an effect the printed Retreat Cost is paid', () => {
    const t = quickStart({ profile: 'sv', p1: { active: flamigo, bench: [pikachu] }, p2: { active: pikachu } });
    expect(t.refuse({ type: 'Retreat', player: 'p1', to: 'p1-bench0', discard: [] }).code).toBe('retreat-cost-unpaid');
  });

  it('Float Stone: "The Pokémon this card is attached to has no Retreat Cost."', () => {
    const t = quickStart({ profile: 'sv', p1: { active: terapagos, bench: [pikachu] }, p2: { active: pikachu } });
    t.do(tool('p1', cardById('bw9-99'), 'p1-active'));
    t.do({ type: 'Retreat', player: 'p1', to: 'p1-bench0', discard: [] });
    expect(t.active('p1').id).toBe('p1-bench0');
  });

  it('Rescue Board: "Colorless less. If that Pokémon\'s remaining HP is 30 or less, it has no Retreat Cost."', () => {
    const t = quickStart({ profile: 'sv', p1: { active: terapagos, bench: [pikachu] }, p2: { active: pikachu } });
    t.do(tool('p1', cardById('sv6-225'), 'p1-active'));
    expect(retreatCost(t.state, t.active('p1'))).toBe(1);
    t.do(counters('p1-active', 20));
    expect(retreatCost(t.state, t.active('p1'))).toBe(0);
  });

  it('Beach Court (Stadium): "The Retreat Cost of each Basic Pokémon in play (both yours and your opponent\'s) is Colorless less."', () => {
    const t = quickStart({ profile: 'sv', p1: { active: terapagos }, p2: { active: flamigo } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('sv1-167') });
    expect(retreatCost(t.state, t.active('p1'))).toBe(1);
    expect(retreatCost(t.state, t.active('p2'))).toBe(0);
  });

  it('000 "Anhang 19": a BREAK keeps the Weakness, Resistance and Retreat Cost of its previous stage (Raichu BREAK on Raichu)', () => {
    const t = quickStart({ profile: 'xy', p1: { active: cardById('xy3-27') }, p2: { active: flamigo } });
    t.passTo(2);
    t.do(energy('p2', fighting, 'p2-active'));
    t.passTo(3);
    t.do({ type: 'Evolve', player: 'p1', card: cardById('xy3-28'), target: 'p1-active' });
    t.passTo(5);
    t.do({ type: 'Evolve', player: 'p1', card: cardById('xy8-50'), target: 'p1-active' });
    expect(t.active('p1').stack.at(-1)?.def.name).toBe('Raichu BREAK');
    expect(retreatCost(t.state, t.active('p1'))).toBe(1);
    expect(weaknessesOf(t.state, t.active('p1'))).toEqual([{ type: 'Fighting', kind: 'times', amount: 2 }]);
    t.passTo(6);
    const hit = damageOf(t.do({ type: 'Attack', player: 'p2', attack: 0 }));
    expect(hit).toMatchObject({ target: 'p1-active', amount: 60 });
  });
});

describe('HP raised by a Tool (000 "4) Pokémon-Check": Knocked Out at damage equal to its HP)', () => {
  it('Hero\'s Cape: "gets +100 HP": 250 damage on a 230 HP Pokémon with the Cape (330) does not Knock it Out', () => {
    const t = quickStart({ profile: 'sv', p1: { active: hoOh, bench: [pikachu] }, p2: { active: pikachu } });
    t.do(tool('p1', cardById('sv5-152'), 'p1-active'));
    expect(maxHp(t.state, t.active('p1'))).toBe(330);
    t.do(counters('p1-active', 25));
    expect(t.active('p1').damage).toBe(250);
    const events = t.do(counters('p1-active', 8));
    expect(events.map((e) => e.type)).toContain('PokemonKnockedOut');
  });

  it('Machamp "Crisis Muscles": "If your opponent has 3 or fewer Prize cards remaining, this Pokémon gets +150 HP" — by the opponent\'s Prize cards now', () => {
    const machamp = cardById('swsh11-88');
    const t = quickStart({ profile: 'swsh', p1: { active: flamigo }, p2: { active: pikachu } });
    // Machamp on top of the Active, as if evolved in earlier turns (a setup shortcut: only its text is asked here).
    const active = t.active('p1');
    const p1 = { ...t.state.players.p1, active: { ...active, stack: [...active.stack, { uid: 'machamp', owner: 'p1' as const, def: machamp }] } };
    const withP2Prizes = (prizes: number) => ({ ...t.state, players: { p1, p2: { ...t.state.players.p2, prizes } } });
    expect(maxHp(withP2Prizes(4), p1.active)).toBe(machamp.hp);
    expect(maxHp(withP2Prizes(3), p1.active)).toBe((machamp.hp ?? 0) + 150);
  });

  it('Bravery Charm: "The Basic Pokémon this card is attached to gets +50 HP" — a Stage 1 gets nothing', () => {
    const t = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: pikachu } });
    t.do(tool('p1', cardById('sv2-173'), 'p1-active'));
    expect(maxHp(t.state, t.active('p1'))).toBe(160);
    t.do(counters('p1-active', 12));
    expect(t.state.players.p1.active?.damage).toBe(120);
  });
});

describe('Damage changed by cards in play, at the step the text gives (000 "Angreifen im Detail" 2 and 5)', () => {
  it('Vitality Band: 10 more "before applying Weakness and Resistance": (30 + 10) × 2 = 80', () => {
    const { events } = peckAt(pikachu, (t) => t.do(tool('p1', cardById('sv1-197'), 'p1-active')));
    expect(damageOf(events)).toMatchObject({ amount: 80, steps: { base: 30, afterAttackerEffects: 40, afterWeakness: 80 } });
  });

  it('Maximum Belt: 50 more only against a Pokémon ex', () => {
    const belt = cardById('sv5-154');
    expect(damageOf(peckAt(pikachuEx, (t) => t.do(tool('p1', belt, 'p1-active'))).events)?.amount).toBe(160);
    expect(damageOf(peckAt(pikachu, (t) => t.do(tool('p1', belt, 'p1-active'))).events)?.amount).toBe(60);
  });

  it('Choice Belt: 30 more against a Pokémon V', () => {
    const { events } = peckAt(giratinaV, (t) => t.do(tool('p1', cardById('sv2-176'), 'p1-active')));
    expect(damageOf(events)?.amount).toBe(60);
  });

  it('Defiance Band: 30 more only "If you have more Prize cards remaining than your opponent"', () => {
    const band = cardById('sv1-169');
    expect(damageOf(peckAt(pikachu, (t) => t.do(tool('p1', band, 'p1-active'))).events)?.amount).toBe(60);
    const behind = peckAt(pikachu, (t) => {
      t.do(tool('p1', band, 'p1-active'));
      // p2 has taken a Prize card: p1 has more remaining.
      const p2 = t.state.players.p2;
      t.state = { ...t.state, players: { ...t.state.players, p2: { ...p2, prizes: p2.prizes - 1, prizesTaken: 1, hand: { ...p2.hand, count: p2.hand.count + 1 } } } };
    });
    expect(damageOf(behind.events)?.amount).toBe(120);
  });

  it('an Ability on the Defending Pokémon: Sandaconda V "Wall of Sand", 30 less "after applying Weakness and Resistance"', () => {
    const { events } = peckAt(cardById('swsh6-89'), (t) => t.do(tool('p1', cardById('sv1-197'), 'p1-active')));
    expect(damageOf(events)).toMatchObject({ amount: 10, steps: { afterResistance: 40, afterDefenderEffects: 10 } });
  });

  it('Zapdos "Lightning Symbol": "Your Basic Lightning Pokémon\'s attacks, except any Zapdos, do 10 more damage to your opponent\'s Active Pokémon (before applying Weakness and Resistance)."', () => {
    const zapdos = cardById('pgo-29'); // Basic Lightning, "Electric Ball" [L][L][C] 110
    const lightning = cardById('sve-4');
    const attackWith = (active: CardDef, energies: number): number | undefined => {
      const t = quickStart({ profile: 'sv', first: 'p2', p1: { active, bench: [zapdos] }, p2: { active: giratinaV } });
      t.do({ type: 'EndTurn', player: 'p2' });
      for (let i = 0; i < energies; i += 1) t.do({ type: 'AttachEnergy', player: 'p1', card: lightning, target: 'p1-active', source: { kind: 'effect', card: 'test' } });
      return damageOf(t.do({ type: 'Attack', player: 'p1', attack: 0 }))?.amount;
    };
    // Raikou V "Lightning Rondo" 20+, 20 more for the one Benched Pokémon (Zapdos): 40, and 10 more by Lightning Symbol.
    expect(attackWith(cardById('swsh9-48'), 2)).toBe(50);
    // A Zapdos attacking is left out: Electric Ball does its 110.
    expect(attackWith(zapdos, 3)).toBe(110);
  });

  it('Double Turbo Energy: provides ColorlessColorless and "20 less damage … (before applying Weakness and Resistance)"', () => {
    const { events } = peckAt(pikachu, (t) => t.do({ type: 'AttachEnergy', player: 'p1', card: cardById('swsh9-151'), target: 'p1-active', source: { kind: 'effect', card: 'test' } }));
    expect(damageOf(events)).toMatchObject({ amount: 20, steps: { afterAttackerEffects: 10, afterWeakness: 20 } });
  });

  // Bouffalant (sv7-119) "Curly Wall": "As long as you have at least 1 other Bouffalant in play, all of your Basic
  // Colorless Pokémon take 60 less damage from attacks from your opponent's Pokémon (after applying Weakness and
  // Resistance). The effect of Curly Wall doesn't stack." Raging Bolt ex's "Bellowing Thunder" (70 for each Basic
  // Energy discarded) on Fan Rotom (Basic Colorless): the German regression game's line 273, where the log says 150.
  const bellowingThunder = (bouffalants: number): number | undefined => {
    const bouffalant = cardById('sv7-119');
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('sv5-123') }, p2: { active: cardById('sv7-118'), bench: Array.from({ length: bouffalants }, () => bouffalant) } });
    t.do({ type: 'EndTurn', player: 'p2' });
    for (const card of [cardById('sve-4'), fighting, fighting]) t.do({ type: 'AttachEnergy', player: 'p1', card, target: 'p1-active', source: { kind: 'effect', card: 'test' } });
    return damageOf(t.do({ type: 'Attack', player: 'p1', attack: 1, count: 3 }))?.amount;
  };

  it('Curly Wall with two Bouffalant in play: 3 × 70 − 60 = 150 (step 5), once however many Bouffalant', () => {
    expect(bellowingThunder(2)).toBe(150);
    expect(bellowingThunder(3)).toBe(150);
  });

  it('Curly Wall with one Bouffalant in play: no other Bouffalant, so the full 210', () => {
    expect(bellowingThunder(1)).toBe(210);
  });

  // Mimikyu (svp-75) "Safeguard": "Prevent all damage done to this Pokémon by attacks from your opponent's Pokémon ex
  // and Pokémon V." Pikachu ex's "Pika Punch" (30) does nothing to it; Flamigo's "Peck" (30) does its damage.
  it('Safeguard: no damage from a Pokémon ex, the damage of any other Pokémon', () => {
    const mimikyu = cardById('svp-75');
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: pikachuEx }, p2: { active: mimikyu } });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do(energy('p1', fighting, 'p1-active'));
    const events = t.do({ type: 'Attack', player: 'p1', attack: 0 });
    expect(damageOf(events)).toBeUndefined();
    // Logged with the Pokémon and the card that prevents it, as a lasting prevention is.
    expect(events).toContainEqual(expect.objectContaining({ type: 'RuleApplied', rule: 'damage-prevented', pokemon: 'p2-active', by: 'Mimikyu' }));
    expect(peckAt(mimikyu).events).toContainEqual(expect.objectContaining({ type: 'DamageDealt', target: 'p2-active', amount: 30 }));
  });

  // Occa Berry (sv7-140): "If the Pokémon this card is attached to is damaged by an attack from your opponent's Fire
  // Pokémon, it takes 60 less damage (after applying Weakness and Resistance), and discard this card."
  it('Occa Berry: 60 less from a Fire Pokémon at step 5, then to the discard pile; a Fighting attacker leaves it', () => {
    const bulbasaur = cardById('me1-1'); // Weakness Fire ×2
    const berried = (attacker: CardDef, energyCard: CardDef) => {
      const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: attacker }, p2: { active: bulbasaur } });
      t.do(tool('p2', cardById('sv7-140'), 'p2-active'));
      t.do({ type: 'EndTurn', player: 'p2' });
      t.do(energy('p1', energyCard, 'p1-active'));
      const events = t.do({ type: 'Attack', player: 'p1', attack: 0 });
      return { events, tools: t.state.players.p2.active?.attached.length ?? 0 };
    };
    // Fuecoco "Gnaw" 10: × 2 for Weakness = 20, 60 less: none; the Berry is discarded.
    const fire = berried(cardById('sv1-36'), cardById('sve-2'));
    expect(damageOf(fire.events)).toBeUndefined();
    expect(fire.events).toContainEqual(expect.objectContaining({ type: 'CardsMoved', to: 'discard' }));
    expect(fire.tools).toBe(0);
    const other = berried(flamigo, fighting);
    expect(damageOf(other.events)?.amount).toBe(30);
    expect(other.tools).toBe(1);
  });

  // Ludicolo (sv9-37) "Vibrant Dance": "All of your Pokémon in play get +40 HP. The effect of Vibrant Dance doesn't stack."
  it('Vibrant Dance: +40 HP to each of its player\'s Pokémon, once however many Ludicolo are in play', () => {
    const ludicolo = cardById('sv9-37');
    const hpWith = (n: number): number | null => {
      const t = quickStart({ profile: 'sv', p1: { active: flamigo, bench: Array.from({ length: n }, () => cardById('sv9-35')) }, p2: { active: pikachu } });
      t.passTo(5);
      for (let i = 0; i < n; i++) t.do({ type: 'Evolve', player: 'p1', card: cardById('sv9-36'), target: `p1-bench${i}` });
      t.passTo(7);
      for (let i = 0; i < n; i++) t.do({ type: 'Evolve', player: 'p1', card: ludicolo, target: `p1-bench${i}` });
      const active = t.state.players.p1.active;
      return active ? maxHp(t.state, active) : null;
    };
    const printed = flamigo.hp ?? 0;
    expect(hpWith(0)).toBe(printed);
    expect(hpWith(1)).toBe(printed + 40);
    expect(hpWith(2)).toBe(printed + 40);
  });
});

describe('Special Energy provides what its text says in the state it is in (000 glossary "Spezial-Energie")', () => {
  const attach = (t: Table, card: CardDef, target = 'p1-active') =>
    t.do({ type: 'AttachEnergy', player: 'p1', card, target, source: { kind: 'effect', card: 'test' } });

  it('Reversal Energy: Colorless, or every type 3 at a time on an Evolution Pokémon without a Rule Box while behind on Prize cards', () => {
    const t = quickStart({ profile: 'sv', p1: { active: cardById('sv6-103') }, p2: { active: pikachu } });
    attach(t, cardById('sv2-192'));
    expect(energyOf(t.state, t.active('p1'))).toEqual(['Colorless']);
    t.passTo(3);
    t.do({ type: 'Evolve', player: 'p1', card: cardById('sv6-104'), target: 'p1-active' });
    expect(energyOf(t.state, t.active('p1'))).toEqual(['Colorless']);
    const p2 = t.state.players.p2;
    t.state = { ...t.state, players: { ...t.state.players, p2: { ...p2, prizes: p2.prizes - 1, prizesTaken: 1, hand: { ...p2.hand, count: p2.hand.count + 1 } } } };
    expect(energyOf(t.state, t.active('p1'))).toEqual(['any', 'any', 'any']);
  });

  it('Luminous Energy: every type 1 at a time, Colorless "instead" beside another Special Energy; a Fighting cost shows it', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: flamigo }, p2: { active: pikachu } });
    t.do({ type: 'EndTurn', player: 'p2' });
    attach(t, cardById('sv2-191'));
    expect(energyOf(t.state, t.active('p1'))).toEqual(['any']);
    attach(t, cardById('sv2-190'));
    expect(energyOf(t.state, t.active('p1'))).toEqual(['Colorless', 'Colorless']);
    expect(t.refuse({ type: 'Attack', player: 'p1', attack: 0 }).code).toBe('energy-cost');
  });

  it('Neo Upper Energy: Colorless, every type 2 at a time on a Stage 2; Legacy Energy: every type, 1 at a time', () => {
    const t = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: pikachu } });
    attach(t, cardById('sv5-162'));
    attach(t, cardById('sv6-167'));
    expect(energyOf(t.state, t.active('p1'))).toEqual(['Colorless', 'any']);
  });
});

describe('A trainer\'s Pokémon named in the text ("Cynthia\'s Pokémon": its name starts so)', () => {
  // Cynthia's Power Weight (sv10-162): "The Cynthia's Pokémon this card is attached to gets +70 HP."
  it('Cynthia\'s Power Weight: +70 HP on Cynthia\'s Gible, nothing on Pikachu', () => {
    const gible = cardById('sv10-102');
    const t = quickStart({ profile: 'sv', p1: { active: gible, bench: [pikachu] }, p2: { active: pikachu } });
    t.do(tool('p1', cardById('sv10-162'), 'p1-active'));
    t.do(tool('p1', cardById('sv10-162'), 'p1-bench0'));
    const { active, bench } = t.state.players.p1;
    expect(active && maxHp(t.state, active)).toBe((gible.hp ?? 0) + 70);
    expect(bench[0] && maxHp(t.state, bench[0])).toBe(pikachu.hp);
  });
});

describe('Bench size changed by a Stadium (000 "A) Lege Basis-Pokémon-Karten": "bis zu fünf Pokémon")', () => {
  it('Area Zero Underdepths: "Each player who has any Tera Pokémon in play can have up to 8 Pokémon on their Bench."', () => {
    const five = [pikachu, pikachu, pikachu, pikachu, pikachu];
    const t = quickStart({ profile: 'sv', p1: { active: terapagos, bench: five }, p2: { active: pikachu, bench: five } });
    // From the deck (a search effect): the hand is nearly empty after setting out ten Pokémon.
    const bench = { type: 'PlayToBench', player: 'p1', card: pikachu, from: 'deck' } as const;
    expect(t.refuse(bench).code).toBe('bench-full');
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('sv7-131') });
    expect(benchSize(t.state, SV, 'p1')).toBe(8);
    expect(benchSize(t.state, SV, 'p2')).toBe(5);
    for (let i = 0; i < 3; i++) t.do(bench);
    expect(t.state.players.p1.bench).toHaveLength(8);
    expect(t.refuse(bench)).toMatchObject({ code: 'bench-full', message: 'Your Bench holds at most 8 Pokémon.' });
  });

  it('"When this card leaves play, both players discard Pokémon from their Bench until they have 5, and the player who played this card discards first": a prompt', () => {
    const five = [pikachu, pikachu, pikachu, pikachu, pikachu];
    const t = quickStart({ profile: 'sv', p1: { active: terapagos, bench: five }, p2: { active: terapagos, bench: five } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('sv7-131') });
    for (let i = 0; i < 3; i++) t.do({ type: 'PlayToBench', player: 'p1', card: pikachu, from: 'deck', uid: `extra${i}` });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'PlayToBench', player: 'p2', card: pikachu, from: 'deck' });
    const events = t.do({ type: 'PlayTrainer', player: 'p2', card: cardById('sv1-167') });
    expect(events.at(-1)).toMatchObject({ type: 'BenchDiscardRequired', player: 'p1', keep: 5 });
    expect(t.refuse({ type: 'EndTurn', player: 'p2' }).code).toBe('prompt-open');
    expect(t.refuse({ type: 'DiscardBenchedPokemon', player: 'p1', pokemon: ['extra0'] })).toMatchObject({ code: 'bench-discard-count', message: 'Discard 3 of your Benched Pokémon: your Bench may hold 5.' });
    t.do({ type: 'DiscardBenchedPokemon', player: 'p1', pokemon: ['extra0', 'extra1', 'p1-bench0'] });
    expect(t.state.players.p1.bench).toHaveLength(5);
    expect(t.state.players.p1.discard.filter((c) => c.def.name === 'Pikachu')).toHaveLength(3);
    // p2 had 6 on its Bench: it discards next.
    expect(t.state.prompts).toEqual([expect.objectContaining({ kind: 'bench-discard', player: 'p2', keep: 5 })]);
    t.do({ type: 'DiscardBenchedPokemon', player: 'p2', pokemon: ['p2-bench4'] });
    expect(t.state.prompts).toEqual([]);
    t.do({ type: 'EndTurn', player: 'p2' });
  });
});

describe('Permissions and costs written on the card', () => {
  it('Carmine: "If you go first, you may use this card during your first turn." (000 "D) Spiele Trainerkarten": otherwise no Supporter then)', () => {
    const t = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: pikachu } });
    expect(t.refuse({ type: 'PlayTrainer', player: 'p1', card: cardById('xy0-39') }).code).toBe('supporter-first-turn');
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('sv6-145') });
    expect(t.state.players.p1.discard.map((c) => c.def.name)).toEqual(['Carmine']);
  });

  it('Forest Seal Stone: "The Pokémon V this card is attached to can use the VSTAR Power on this card" — once per game (000 "Anhang 6")', () => {
    const t = quickStart({ profile: 'swsh', p1: { active: giratinaV, bench: [flamigo] }, p2: { active: pikachu } });
    const stone = cardById('swsh12-156');
    t.do(tool('p1', stone, 'p1-active'));
    t.do(tool('p1', stone, 'p1-bench0'));
    expect(abilitiesOf(t.state, t.bench('p1', 0))).toEqual([]);
    expect(t.refuse({ type: 'UseAbility', player: 'p1', pokemon: 'p1-bench0', ability: 0 }).code).toBe('no-such-ability');
    const events = t.do({ type: 'UseAbility', player: 'p1', pokemon: 'p1-active', ability: 0 });
    expect(events[0]).toMatchObject({ type: 'AbilityUsed', name: 'Star Alchemy', vstarPower: true });
    expect(t.refuse({ type: 'UseAbility', player: 'p1', pokemon: 'p1-active', ability: 0 }).code).toBe('vstar-used');
  });

  it('Conkeldurr "Gutsy Swing": "If this Pokémon is affected by a Special Condition, ignore all Energy in this attack\'s cost."', () => {
    const t = quickStart({ profile: 'sv', p1: { active: cardById('sv6-103') }, p2: { active: pikachu } });
    t.passTo(3);
    t.do({ type: 'Evolve', player: 'p1', card: cardById('sv6-104'), target: 'p1-active' });
    t.passTo(5);
    t.do({ type: 'Evolve', player: 'p1', card: cardById('sv6-105'), target: 'p1-active' });
    expect(t.refuse({ type: 'Attack', player: 'p1', attack: 1 }).code).toBe('energy-cost');
    t.do({ type: 'Adjust', player: 'p1', reason: 'Tantrum', action: { kind: 'set-condition', target: 'p1-active', condition: 'Poisoned' } });
    expect(t.do({ type: 'Attack', player: 'p1', attack: 1 })).toContainEqual(expect.objectContaining({ type: 'AttackDeclared', name: 'Gutsy Swing' }));
  });

  it('Cramorant "Lost Provisions": "If you have 4 or more cards in the Lost Zone, ignore all Energy in this Pokémon\'s attack costs."', () => {
    const t = quickStart({ profile: 'swsh', first: 'p2', p1: { active: cardById('swsh11-50') }, p2: { active: pikachu } });
    t.do({ type: 'EndTurn', player: 'p2' });
    expect(t.refuse({ type: 'Attack', player: 'p1', attack: 0 }).code).toBe('energy-cost');
    for (let i = 0; i < 4; i++) {
      t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('swsh1-185'), target: 'p1-active', uid: `band${i}` });
      t.do({ type: 'Adjust', player: 'p1', reason: 'Cross Switcher', action: { kind: 'move-card', uid: `band${i}`, to: 'lost-zone' } });
    }
    expect(t.state.players.p1.lostZone).toHaveLength(4);
    expect(t.do({ type: 'Attack', player: 'p1', attack: 0 })).toContainEqual(expect.objectContaining({ type: 'AttackDeclared', name: 'Spit Innocently' }));
  });
});

describe('Evolution by an effect\'s own text (000 "Hinweise zur Entwicklung": "es sei denn, eine Karte drückt dies unmissverständlich aus")', () => {
  const sprigatito = cardById('sv1-13');
  const floragato = cardById('sv1-14');
  const meowscarada = cardById('sv1-15');
  const grandTree = cardById('sv7-136');
  const tmText = cardById('sv4-178').attacks[0]?.text ?? '';
  const treeText = grandTree.rules[1] ?? '';

  it('Technical Machine: Evolution ("put it onto that Pokémon to evolve it") on the first turn of the player going second, as TCG Live allows', () => {
    const t = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: pikachu, bench: [sprigatito] } });
    t.do({ type: 'EndTurn', player: 'p1' });
    expect(t.refuse({ type: 'Evolve', player: 'p2', card: floragato, target: 'p2-bench0' }).code).toBe('first-turn-evolution');
    t.do({ type: 'Evolve', player: 'p2', card: floragato, target: 'p2-bench0', from: 'deck', source: { kind: 'effect', card: 'Evolution', text: tmText } });
    expect(t.bench('p2', 0).stack.at(-1)?.def.name).toBe('Floragato');
  });

  it('Grand Tree: Stage 1, then "If that Pokémon was evolved in this way", Stage 2 in the same turn — but not on the first turn, as its text says', () => {
    const t = quickStart({ profile: 'sv', p1: { active: sprigatito }, p2: { active: pikachu } });
    t.do({ type: 'PlayTrainer', player: 'p1', card: grandTree });
    const tree = { kind: 'effect', card: 'Grand Tree', text: treeText } as const;
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: floragato, target: 'p1-active', from: 'deck', source: tree }).code).toBe('first-turn-evolution');
    t.passTo(3);
    t.do({ type: 'Evolve', player: 'p1', card: floragato, target: 'p1-active', from: 'deck', source: tree });
    expect(t.refuse({ type: 'Evolve', player: 'p1', card: meowscarada, target: 'p1-active' }).code).toBe('pokemon-new-in-play');
    t.do({ type: 'Evolve', player: 'p1', card: meowscarada, target: 'p1-active', from: 'deck', source: tree });
    expect(t.active('p1').stack.map((c) => c.def.name)).toEqual(['Sprigatito', 'Floragato', 'Meowscarada']);
  });

  it('Lugia VSTAR "Summoning Star": "put up to 2 Colorless Pokémon that don\'t have a Rule Box from your discard pile onto your Bench" — Archeops, a Stage 2', () => {
    const archeops = cardById('swsh12-147');
    const summoningStar = { kind: 'effect', card: 'Lugia VSTAR', text: cardById('swsh12-139').abilities[0]?.text ?? '' } as const;
    const t = quickStart({ profile: 'swsh', p1: { active: cardById('swsh12-138') }, p2: { active: pikachu } });
    expect(t.refuse({ type: 'PlayToBench', player: 'p1', card: archeops, from: 'deck' }).code).toBe('not-basic');
    t.do({ type: 'PlayToBench', player: 'p1', card: archeops, from: 'deck', source: summoningStar });
    expect(t.bench('p1', 0).stack[0]?.def.name).toBe('Archeops');
    expect(t.refuse({ type: 'PlayToBench', player: 'p1', card: cardById('swsh12-139'), from: 'deck', source: summoningStar }).code).toBe('not-basic');
  });
});

describe('Off-switches: cards in play that take Abilities away (000 glossary "Fähigkeit": an Ability is usable while the card says nothing against it)', () => {
  const latiasEx = cardById('sv8-76'); // Basic Pokémon ex, "Skyliner": "Your Basic Pokémon in play have no Retreat Cost."
  const klefki = cardById('sv4pt5-159'); // Basic, "Mischievous Lock"

  it('Path to the Peak: "Pokémon with a Rule Box in play (both yours and your opponent\'s) have no Abilities." Skyliner stops, Restart cannot be used', () => {
    const t = quickStart({ profile: 'sv', p1: { active: flamigo, bench: [latiasEx, cardById('svp-53')] }, p2: { active: pikachu } });
    expect(retreatCost(t.state, t.active('p1'))).toBe(0);
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('swsh6-148') });
    expect(retreatCost(t.state, t.active('p1'))).toBe(1);
    expect(abilitiesOf(t.state, t.bench('p1', 1))).toEqual([]);
    expect(abilitiesTakenAway(t.state, t.bench('p1', 1)).map((a) => [a.ability.name, a.by.name])).toEqual([['Restart', 'Path to the Peak']]);
    expect(t.refuse({ type: 'UseAbility', player: 'p1', pokemon: 'p1-bench1', ability: 0 }).code).toBe('no-such-ability');
  });

  it('Klefki "Mischievous Lock": "As long as this Pokémon is in the Active Spot, Basic Pokémon in play (both yours and your opponent\'s) have no Abilities, except for Mischievous Lock."', () => {
    const t = quickStart({ profile: 'sv', p1: { active: flamigo, bench: [latiasEx] }, p2: { active: klefki, bench: [cardById('pgo-29')] } });
    // Latias ex is a Basic Pokémon: Skyliner is off, and Flamigo's Retreat Cost is its printed 1.
    expect(retreatCost(t.state, t.active('p1'))).toBe(1);
    expect(abilitiesOf(t.state, t.active('p2')).map((a) => a.ability.name)).toEqual(['Mischievous Lock']);
    expect(abilitiesOf(t.state, t.bench('p2', 0))).toEqual([]);
    // What the players are told instead: the Ability gone, and the card that takes it away.
    expect(abilitiesTakenAway(t.state, t.bench('p2', 0)).map((a) => [a.ability.name, a.card.id, a.by.id])).toEqual([['Lightning Symbol', 'pgo-29', 'sv4pt5-159']]);
    expect(abilitiesTakenAway(t.state, t.active('p2'))).toEqual([]);
  });

  it('Klefki on the Bench switches nothing off', () => {
    const t = quickStart({ profile: 'sv', p1: { active: flamigo, bench: [latiasEx] }, p2: { active: pikachu, bench: [klefki] } });
    expect(retreatCost(t.state, t.active('p1'))).toBe(0);
  });
});

describe('An Ability named by an event, found on the card it is printed on (abilityNamed: the cards abilitiesOf reads)', () => {
  it('000 "Anhang 19": Greninja\'s "Water Shuriken" under Greninja BREAK is printed on Greninja xy1-41; the BREAK\'s own on xy9-41', () => {
    const t = greninjaBreak();
    expect(abilityNamed(t.active('p1'), 'Water Shuriken')?.card.id).toBe('xy1-41');
    expect(abilityNamed(t.active('p1'), 'Giant Water Shuriken')?.card.id).toBe('xy9-41');
    expect(abilityNamed(t.active('p1'), 'Star Alchemy')).toBeUndefined();
  });

  it('Forest Seal Stone\'s "Star Alchemy" is printed on the Stone, on Giratina V and on a Pokémon that cannot use it alike', () => {
    const t = sealStoneOnGiratina();
    expect(abilityNamed(t.active('p1'), 'Star Alchemy')?.card.id).toBe('swsh12-156');
    expect(abilityNamed(t.bench('p1', 0), 'Star Alchemy')?.card.id).toBe('swsh12-156');
  });

  it('a view\'s Pokémon will do', () => {
    const seen = viewFor(greninjaBreak().state, { role: 'spectator' }).players.p1.active;
    expect(seen && 'stack' in seen ? abilityNamed(seen, 'Water Shuriken')?.ability.names?.de : null).toBe('Wasser-Shuriken');
  });
});
