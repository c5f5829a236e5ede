import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { Seat } from './state.js';
import { quickStart, type Table } from './testing/table.js';

const chespin = cardById('xy0-3');
const snorlax = cardById('xy0-26');
const froakie = cardById('xy0-12');
const grass = cardById('sve-1');

function counters(t: Table, target: string, n: number): ReturnType<Table['do']> {
  return t.do({ type: 'Adjust', player: 'p1', reason: 'attack text: put damage counters', action: { kind: 'put-damage-counters', target, counters: n } });
}

describe('Knock Outs', () => {
  it('002 "C PUT damage counters": damage at least HP Knocks Out; it and its attachments go to the discard pile', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie, bench: [snorlax] } });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'AttachEnergy', player: 'p2', card: grass, uid: 'g', target: 'p2-active' });
    t.do({ type: 'EndTurn', player: 'p2' });
    counters(t, 'p2-active', 5);
    expect(t.state.players.p2.active).not.toBeNull();
    counters(t, 'p2-active', 1);
    expect(t.state.players.p2.active).toBeNull();
    expect(t.state.players.p2.discard.map((c) => c.uid).sort()).toEqual(['g', 'p2-active']);
    expect(t.state.players.p1.prizes).toBe(5);
    expect(t.state.prompts).toEqual([expect.objectContaining({ kind: 'choose-active', player: 'p2' })]);
    expect(t.refuse({ type: 'EndTurn', player: 'p1' }).code).toBe('prompt-open');
    t.do({ type: 'PromoteActive', player: 'p2', target: 'p2-bench0' });
    expect(t.active('p2').id).toBe('p2-bench0');
  });

  it('000 "Anhang 2": the opponent takes 2 Prize cards for a Pokémon ex', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: cardById('sv3-42'), bench: [snorlax] } });
    counters(t, 'p2-active', 21);
    expect(t.state.players.p1).toMatchObject({ prizes: 4, prizesTaken: 2, hand: { count: 9 } });
  });

  it('000 "Anhang 14": a Prism Star card goes to the Lost Zone instead of the discard pile', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: cardById('sm7-97'), bench: [snorlax] } });
    counters(t, 'p2-active', 8);
    expect(t.state.players.p2.lostZone.map((c) => c.def.name)).toEqual(['Jirachi ◇']);
    expect(t.state.players.p2.discard).toEqual([]);
  });

  it('000 "Anhang 21": Team Flare Hyper Gear goes to the discard pile of the player who played it', () => {
    const t = quickStart({ profile: 'xy', first: 'p2', p1: { active: chespin }, p2: { active: cardById('xy1-1'), bench: [snorlax] } });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('xy4-97'), uid: 'ringer', target: 'p2-active' });
    counters(t, 'p2-active', 18);
    expect(t.state.players.p1.discard.map((c) => c.uid)).toEqual(['ringer']);
    expect(t.state.players.p2.discard.map((c) => c.uid)).toEqual(['p2-active']);
  });
});

describe('winning', () => {
  it('002 "WINNING THE GAME" 2: Knock Out all of the opponent\'s Pokémon in play', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie } });
    counters(t, 'p2-active', 6);
    expect(t.state.result).toEqual({ winner: 'p1', reasons: ['no-pokemon-in-play'] });
    expect(t.refuse({ type: 'EndTurn', player: 'p1' }).code).toBe('game-over');
  });

  it('002 "WINNING THE GAME" 1: take the last Prize card', () => {
    const t = quickStart({ profile: 'xy', format: { name: 'one prize', overrides: { prizeCount: 1 } }, p1: { active: chespin }, p2: { active: froakie, bench: [snorlax] } });
    counters(t, 'p2-active', 6);
    expect(t.state.result).toEqual({ winner: 'p1', reasons: ['prizes'] });
  });

  it('000 "Was geschieht, falls beide Spieler gleichzeitig gewinnen?": both win one way each, Sudden Death with 1 Prize card', () => {
    const t = quickStart({ profile: 'sv', format: { name: 'one prize', overrides: { prizeCount: 1 } }, p1: { active: chespin, bench: [snorlax] }, p2: { active: froakie, bench: [snorlax] } });
    // Poison Knocks Out both Actives at the same Checkup: each player takes their last Prize card.
    both(t);
    expect(t.state.result).toBeNull();
    expect(t.state).toMatchObject({ game: 2, stage: 'toss', profile: { prizeCount: 1 } });
    expect(t.state.players.p1).toMatchObject({ active: null, bench: [], deck: 60, hand: { count: 0 } });
  });

  it('000: winning two ways while the opponent wins one way is a win, not Sudden Death', () => {
    const t = quickStart({ profile: 'sv', format: { name: 'one prize', overrides: { prizeCount: 1 } }, p1: { active: chespin, bench: [snorlax] }, p2: { active: froakie } });
    both(t);
    expect(t.state.result).toEqual({ winner: 'p1', reasons: ['prizes', 'no-pokemon-in-play'] });
  });
});

/** Both Active Pokémon one counter from Knock Out and Poisoned: the Checkup Knocks Out both at once. */
function both(t: Table): void {
  const hp = (seat: Seat) => t.active(seat).stack[0]?.def.hp ?? 0;
  t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'setup', action: { kind: 'put-damage-counters', target: 'p1-active', counters: hp('p1') / 10 - 1 } });
  t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'setup', action: { kind: 'put-damage-counters', target: 'p2-active', counters: hp('p2') / 10 - 1 } });
  t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'Poison at Checkup', action: { kind: 'set-condition', target: 'p1-active', condition: 'Poisoned' } });
  t.do({ type: 'JudgeCorrect', judge: 'J', reason: 'Poison at Checkup', action: { kind: 'set-condition', target: 'p2-active', condition: 'Poisoned' } });

  t.do({ type: 'EndTurn', player: t.turnPlayer() });
}

describe('an Active Pokémon leaving play without a Knock Out', () => {
  it('Scoop Up-like effects: the Active returns to the hand, its owner chooses a new Active', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin, bench: [froakie] }, p2: { active: froakie } });
    t.do({ type: 'Adjust', player: 'p1', reason: 'Scoop Up: return the Active Pokémon to the hand', action: { kind: 'move-card', uid: 'p1-active', to: 'hand' } });
    expect(t.state.players.p1.hand.known.map((c) => c.uid)).toEqual(['p1-active']);
    expect(t.state.prompts).toEqual([expect.objectContaining({ kind: 'choose-active', player: 'p1' })]);
    t.do({ type: 'PromoteActive', player: 'p1', target: 'p1-bench0' });
    // The card known to be in the hand can be played again by its id.
    t.do({ type: 'PlayToBench', player: 'p1', card: chespin, uid: 'p1-active' });
    expect(t.state.players.p1.hand.known).toEqual([]);
  });

  it('with no Benched Pokémon to replace it, the opponent wins', () => {
    const t = quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: froakie } });
    t.do({ type: 'Adjust', player: 'p1', reason: 'Scoop Up', action: { kind: 'move-card', uid: 'p1-active', to: 'hand' } });
    expect(t.state.result).toEqual({ winner: 'p2', reasons: ['no-pokemon-in-play'] });
  });
});

describe('both Active Pokémon Knocked Out at once', () => {
  // Magnemite (base1-53) "Selfdestruct": 40 damage, "Magnemite does 40 damage to itself."
  function selfdestruct(profile: 'classic' | 'xy'): Table {
    const magnemite = cardById('base1-53');
    const squirtle = cardById('base1-63');
    const t = quickStart({ profile, first: 'p2', p1: { active: magnemite, bench: [cardById('base1-58')] }, p2: { active: squirtle, bench: [cardById('base1-46')] } });
    t.do({ type: 'EndTurn', player: 'p2' });
    for (const card of [cardById('base1-100'), cardById('base1-100')]) {
      t.do({ type: 'AttachEnergy', player: 'p1', card, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } });
    }
    t.do({ type: 'Attack', player: 'p1', attack: 1 });
    return t;
  }

  it('004 "What happens when your Pokemon is Knocked Out": "the player whose turn it is replaces his or her Pokemon last"', () => {
    const t = selfdestruct('classic');
    expect(t.state.players.p1.active).toBeNull();
    expect(t.state.players.p2.active).toBeNull();
    // Only the opponent chooses first; p1, whose turn it is, is asked once p2 has chosen.
    expect(t.state.prompts).toEqual([expect.objectContaining({ kind: 'choose-active', player: 'p2' })]);
    expect(t.refuse({ type: 'PromoteActive', player: 'p1', target: 'p1-bench0' }).code).toBe('no-active-choice');
    t.do({ type: 'PromoteActive', player: 'p2', target: 'p2-bench0' });
    expect(t.state.prompts).toEqual([expect.objectContaining({ kind: 'choose-active', player: 'p1' })]);
    t.do({ type: 'PromoteActive', player: 'p1', target: 'p1-bench0' });
    expect(t.state.turn).toMatchObject({ player: 'p2', number: 3 });
  });

  it('002 states no order: in XY both players choose their new Active Pokémon at once', () => {
    const t = selfdestruct('xy');
    expect(t.state.prompts.map((p) => (p.kind === 'choose-active' ? p.player : p.kind)).sort()).toEqual(['p1', 'p2']);
  });
});

describe('Prize cards changed by card text (000 "4) Pokémon-Check": the opponent takes Prize cards for each Pokémon Knocked Out)', () => {
  const flamigo = cardById('sv4-106'); // Basic Fighting, "Peck" [F] 30
  const pikachu = cardById('sv2-62'); // Basic, 70 HP, Weakness Fighting ×2
  const pikachuEx = cardById('sv2-63'); // Basic Pokémon ex, 190 HP, Weakness Fighting ×2
  const fighting = cardById('sve-6');
  const effect = { kind: 'effect', card: 'test setup' } as const;

  /** p2 goes first, does `p2Turn` and passes; p1 puts `damaged` damage counters on p2's Active and Pecks it (60 with Weakness). */
  function peck(defender: typeof pikachu, p2Turn: (t: Table) => void, damaged: number): Table {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: flamigo }, p2: { active: defender, bench: [snorlax] } });
    p2Turn(t);
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'AttachEnergy', player: 'p1', card: fighting, target: 'p1-active' });
    counters(t, 'p2-active', damaged);
    t.do({ type: 'Attack', player: 'p1', attack: 0 });
    return t;
  }
  const cape = (t: Table) => t.do({ type: 'PlayTrainer', player: 'p2', card: cardById('sv4-166'), target: 'p2-active', source: effect });

  it('Luxurious Cape: "If the Pokémon this card is attached to doesn\'t have a Rule Box, it gets +100 HP, and if it is Knocked Out by damage from an attack from your opponent\'s Pokémon, that player takes 1 more Prize card."', () => {
    const t = peck(pikachu, cape, 11); // 110 of 170 HP, then 60
    expect(t.state.players.p2.active).toBeNull();
    expect(t.state.players.p1).toMatchObject({ prizes: 4, prizesTaken: 2 });
  });

  it('Luxurious Cape: Knocked Out by damage counters an effect put, not by an attack\'s damage, the Prize card is the card\'s own', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: flamigo }, p2: { active: pikachu, bench: [snorlax] } });
    cape(t);
    counters(t, 'p2-active', 17);
    expect(t.state.players.p2.active).toBeNull();
    expect(t.state.players.p1).toMatchObject({ prizes: 5, prizesTaken: 1 });
  });

  it('Legacy Energy: "that player takes 1 fewer Prize card. This effect of your Legacy Energy can\'t be applied more than once per game."', () => {
    const legacy = cardById('sv6-167');
    const t = peck(
      pikachuEx,
      (t) => {
        t.do({ type: 'AttachEnergy', player: 'p2', card: legacy, target: 'p2-active', source: effect });
        t.do({ type: 'PlayToBench', player: 'p2', card: pikachuEx, uid: 'second-ex', from: 'deck', source: effect });
        t.do({ type: 'AttachEnergy', player: 'p2', card: legacy, target: 'second-ex', source: effect });
      },
      13, // 130 of 190 HP, then 60
    );
    expect(t.state.players.p1).toMatchObject({ prizes: 5, prizesTaken: 1 });
    expect(t.state.players.p2.onceUsed).toEqual(['Legacy Energy']);
    // The second Pokémon ex with a Legacy Energy, Knocked Out by the next attack: 2 Prize cards, the effect being used.
    t.do({ type: 'PromoteActive', player: 'p2', target: 'second-ex' });
    t.do({ type: 'EndTurn', player: 'p2' });
    counters(t, 'second-ex', 13);
    t.do({ type: 'Attack', player: 'p1', attack: 0 });
    expect(t.state.players.p1).toMatchObject({ prizes: 3, prizesTaken: 3 });
  });

  it('Iron Hands ex "Amp You Very Much": "If your opponent\'s Pokémon is Knocked Out by damage from this attack, take 1 more Prize card."', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('sv4-70') }, p2: { active: pikachu, bench: [snorlax] } });
    t.do({ type: 'EndTurn', player: 'p2' });
    for (let i = 0; i < 4; i += 1) t.do({ type: 'AttachEnergy', player: 'p1', card: cardById('sve-4'), target: 'p1-active', source: effect });
    t.do({ type: 'Attack', player: 'p1', attack: 1 });
    expect(t.state.players.p1).toMatchObject({ prizes: 4, prizesTaken: 2 });
  });
});
