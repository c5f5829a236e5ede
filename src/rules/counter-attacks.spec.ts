import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { CardDef } from './card.js';
import type { GameEvent } from './event.js';
import { quickStart, type Table } from './testing/table.js';

/**
 * Counter-attacks: "If this Pokémon is in the Active Spot and is damaged by an attack from your opponent's Pokémon (even
 * if this Pokémon is Knocked Out), put N damage counters on the Attacking Pokémon." 000 "Angreifen im Detail" f: "Wende
 * alle Effekte an, die vor dem Schaden auftreten, und lege dann die Schadensmarken auf das Pokémon. Anschließend musst du
 * alle weiteren Effekte anwenden." Then "Dein Angriff ist abgeschlossen. Prüfe nun, ob irgendein Pokémon durch die
 * Attacke kampfunfähig gemacht wurde" (000 "C) Lege Schadensmarken auf das Aktive Pokémon deines Gegners"): the counters
 * come after the damage, and every Knock Out, the Attacking Pokémon's too, is checked once the attack is over.
 */

const flamigo = cardById('sv4-106'); // Basic Fighting, 110 HP, "Peck" [F] 30
const pikachu = cardById('sv2-62'); // Basic, 70 HP, Weakness Fighting ×2
const fighting = cardById('sve-6');
const rockyHelmet = cardById('sv1-193'); // Tool: "… (even if it is Knocked Out), put 2 damage counters on the Attacking Pokémon."
const spikyEnergy = cardById('sv9-159'); // Special Energy: "… put 2 damage counters on the Attacking Pokémon."
const luckyHelmet = cardById('sv6-158'); // Tool: "… (even if this Pokémon is Knocked Out), draw 2 cards."
const cacnea = cardById('sv1-5'); // Basic, 60 HP, "Counterattack Quills": 3 damage counters
const maractus = cardById('sv9-8'); // Basic, 110 HP, "Exploding Needles": "… is Knocked Out by damage from an attack …, put 6 damage counters"
const roselia = cardById('sv5-8'); // Basic, 60 HP, "Poison Point": "the Attacking Pokémon is now Poisoned"

type Damage = Extract<GameEvent, { type: 'DamageDealt' }>;
const damages = (events: readonly GameEvent[]): Damage[] => events.filter((e): e is Damage => e.type === 'DamageDealt');
const counters = (player: 'p1' | 'p2', target: string, n: number) =>
  ({ type: 'Adjust', player, reason: 'earlier damage', action: { kind: 'put-damage-counters', target, counters: n } }) as const;

interface Scene {
  readonly defender: CardDef;
  /** What p2 does in its first turn (it goes first): its Tool or Energy on its Active Pokémon. */
  readonly p2?: (t: Table) => void;
  /** What p1 does before attacking. */
  readonly p1?: (t: Table) => void;
  readonly p1Bench?: readonly CardDef[];
}

/** p2 goes first; p1 attaches a Fighting Energy and attacks with Flamigo's "Peck" (30; ×2 against Pikachu). */
function peck(scene: Scene): { t: Table; events: GameEvent[] } {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: flamigo, bench: scene.p1Bench ?? [pikachu] }, p2: { active: scene.defender, bench: [pikachu] } });
  scene.p2?.(t);
  t.do({ type: 'EndTurn', player: 'p2' });
  t.do({ type: 'AttachEnergy', player: 'p1', card: fighting, target: 'p1-active' });
  scene.p1?.(t);
  return { t, events: t.do({ type: 'Attack', player: 'p1', attack: 0 }) };
}

const tool = (card: CardDef) => (t: Table) => t.do({ type: 'PlayTrainer', player: 'p2', card, target: 'p2-active' });

describe('counter-attacks, after the attack\'s damage (000 "Angreifen im Detail" f)', () => {
  it('Rocky Helmet sv1-193: Pikachu takes 60, then 2 damage counters go on Flamigo, in that order', () => {
    const { t, events } = peck({ defender: pikachu, p2: tool(rockyHelmet) });
    expect(damages(events).map((d) => [d.target, d.amount])).toEqual([
      ['p2-active', 60],
      ['p1-active', 20],
    ]);
    expect(t.active('p1').damage).toBe(20);
  });

  it('Spiky Energy sv9-159: "(even if this Pokémon is Knocked Out)": Pikachu is Knocked Out and Flamigo still takes 2 counters', () => {
    const { t, events } = peck({ defender: pikachu, p2: (t) => t.do({ type: 'AttachEnergy', player: 'p2', card: spikyEnergy, target: 'p2-active' }), p1: (t) => t.do(counters('p1', 'p2-active', 1)) });
    expect(damages(events).map((d) => [d.target, d.amount])).toEqual([
      ['p2-active', 60],
      ['p1-active', 20],
    ]);
    expect(t.state.players.p1.prizes).toBe(5);
    expect(t.active('p1').damage).toBe(20);
  });

  it('Cacnea "Counterattack Quills" Knocks Out the Attacking Pokémon: its player chooses a new one and the opponent takes a Prize card', () => {
    const { t } = peck({ defender: cacnea, p1: (t) => t.do(counters('p1', 'p1-active', 9)) });
    // Flamigo: 90 + 30 = 120 damage on 110 HP; Cacnea 30 on 60 HP survives.
    expect(t.state.players.p1.active).toBeNull();
    expect(t.state.players.p2.prizes).toBe(5);
    expect(t.state.players.p1.prizes).toBe(6);
    expect(t.state.prompts.some((p) => p.kind === 'choose-active' && p.player === 'p1')).toBe(true);
  });

  it('the counter-attack needs its Pokémon in the Active Spot: Rocky Helmet on Pikachu after it retreated does nothing', () => {
    const { t, events } = peck({
      defender: pikachu,
      p2: (t) => {
        t.do({ type: 'PlayTrainer', player: 'p2', card: rockyHelmet, target: 'p2-bench0' });
      },
    });
    expect(damages(events).map((d) => d.target)).toEqual(['p2-active']);
    expect(t.active('p1').damage).toBe(0);
  });

  it('Maractus "Exploding Needles" answers only a Knock Out: 30 damage on 110 HP, no counters; with 80 damage before, 6 counters', () => {
    expect(damages(peck({ defender: maractus }).events).map((d) => d.target)).toEqual(['p2-active']);
    const { t } = peck({ defender: maractus, p1: (t) => t.do(counters('p1', 'p2-active', 8)) });
    expect(t.active('p1').damage).toBe(60);
  });

  it('Roselia "Poison Point": "the Attacking Pokémon is now Poisoned"', () => {
    const { t } = peck({ defender: roselia });
    expect(t.active('p1').poisoned).toBe(true);
  });

  it('Lucky Helmet sv6-158 "draw 2 cards" is handed to the players before the Knock Outs: p2 draws, p1 closes the attack', () => {
    const { t, events } = peck({ defender: pikachu, p2: tool(luckyHelmet) });
    const awaited = events.find((e) => e.type === 'AttackEffectsAwaited');
    expect(awaited && 'texts' in awaited ? awaited.texts : []).toEqual(['Pikachu (Lucky Helmet): draw 2 cards.']);
    const hand = t.state.players.p2.hand.count;
    t.do({ type: 'Adjust', player: 'p2', reason: 'Lucky Helmet', action: { kind: 'draw', player: 'p2', count: 2 } });
    expect(t.state.players.p2.hand.count).toBe(hand + 2);
    t.do({ type: 'FinishAttack', player: 'p1' });
    expect(t.state.prompts.some((p) => p.kind === 'attack-effects')).toBe(false);
  });
});
