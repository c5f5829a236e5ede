import { describe, expect, it } from 'vitest';
import type { Command } from '../../../src/rules/index.js';
import { quickStart, type Table } from '../../../src/rules/testing/table.js';
import { demoCard } from '../testing/demo-cards.js';
import { watched as watchedBy } from '../testing/watched-table.js';
import { cardBook, pokemonName } from './card-book.js';
import { checkupSheet, type CheckupSheet } from './checkup-sheet.js';

const snorlax = demoCard('xy0-26');
const weedle = demoCard('xy0-1');
const froakie = demoCard('xy0-12');
const SIMULATED = { kind: 'simulated', note: 'test' } as const;

/** A spectator's page at this table, and the sheet it folds from the events it was sent. */
function watched(t: Table) {
  const page = watchedBy(t);
  return {
    ...page,
    sheet: (): CheckupSheet | null => {
      const book = cardBook(page.view(), page.feed());
      return checkupSheet(page.feed(), (id, printed) => pokemonName(book, id, printed, 'en') ?? 'a Pokémon');
    },
  };
}

const condition = (target: string, c: 'Poisoned' | 'Burned' | 'Asleep' | 'Paralyzed'): Command => ({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'set-condition', target, condition: c } });

describe('the Pokémon Checkup sheet, in the rulebook order (000 "Pokémon-Check")', () => {
  it('lists Poison, then Burn with its coin waiting, then the coin as it falls and where it came from', () => {
    const table = watched(quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: weedle, bench: [froakie] } }));
    table.do(condition('p2-active', 'Poisoned'));
    table.do(condition('p2-active', 'Burned'));
    expect(table.sheet()).toBeNull();

    table.do({ type: 'EndTurn', player: 'p1' });
    expect(table.sheet()).toEqual({
      turn: 1,
      done: false,
      lines: [
        { kind: 'poison', owner: 'p2', name: 'Weedle', counters: 1 },
        { kind: 'burn', owner: 'p2', name: 'Weedle', counters: 2, coin: 'waiting', origin: null, recovered: null },
      ],
    });

    table.flip('heads');
    expect(table.sheet()).toEqual({
      turn: 1,
      done: true,
      lines: [
        { kind: 'poison', owner: 'p2', name: 'Weedle', counters: 1 },
        { kind: 'burn', owner: 'p2', name: 'Weedle', counters: 2, coin: 'heads', origin: SIMULATED, recovered: true },
      ],
    });
  });

  it('a Sleep coin on tails: still Asleep', () => {
    const table = watched(quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: froakie } }));
    table.do(condition('p2-active', 'Asleep'));
    table.do({ type: 'EndTurn', player: 'p1' });
    table.flip('tails');
    expect(table.sheet()?.lines).toEqual([{ kind: 'sleep', owner: 'p2', name: 'Froakie', coin: 'tails', origin: SIMULATED, wokeUp: false }]);
  });

  it('ends with the Knock Outs and the Prize cards taken for them', () => {
    const table = watched(quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: weedle, bench: [froakie] } }));
    table.do({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 3 } });
    table.do(condition('p2-active', 'Poisoned'));
    table.do({ type: 'EndTurn', player: 'p1' });
    // Weedle's 40 HP: 30 damage and the Poison counter knock it out; p2 chooses its new Active before turn 2.
    table.do({ type: 'PromoteActive', player: 'p2', target: 'p2-bench0' });
    expect(table.sheet()).toEqual({
      turn: 1,
      done: true,
      lines: [
        { kind: 'poison', owner: 'p2', name: 'Weedle', counters: 1 },
        { kind: 'knock-out', owner: 'p2', name: 'Weedle' },
        { kind: 'prizes', player: 'p1', count: 1 },
      ],
    });
  });

  it('reminds every between-turns text the engine names, each Stadium in play among them (003 "Menü": several Stadiums)', () => {
    // The sheet used to re-read the cards in play and found one Stadium only; the engine names each one in
    // play (src/rules/checkup.ts), and the sheet now writes what it names. The texts are those of
    // Perilous Jungle (sv5-156) and Virbank City Gym (bw8-126), as CheckupReminder carries them.
    const jungle = "During Pokémon Checkup, put 2 more damage counters on each Poisoned non-Darkness Pokémon (both yours and your opponent's).";
    const virbank = "Put 2 more damage counters on Poisoned Pokémon (both yours and your opponent's) between turns.";
    const events = [
      { type: 'TurnEnded', player: 'p1', number: 3 },
      { type: 'CheckupStarted', steps: [], flips: [] },
      { type: 'CheckupReminder', card: 'stadium-1', name: 'Perilous Jungle', text: jungle, order: 'before-or-after-not-mixed' },
      { type: 'CheckupReminder', card: 'stadium-2', name: 'Virbank City Gym', text: virbank, order: 'before-or-after-not-mixed' },
    ].map((event, i) => ({ seq: i + 1, event }));
    expect(checkupSheet(events, () => 'a Pokémon')).toEqual({
      turn: 3,
      done: false,
      lines: [
        { kind: 'between-turns', name: 'Perilous Jungle', text: jungle },
        { kind: 'between-turns', name: 'Virbank City Gym', text: virbank },
      ],
    });
  });

  it('a judge\'s restore takes back the sheet of the Checkup it undid', () => {
    const t = quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: froakie } });
    const table = watched(t);
    const point = t.state;
    table.do({ type: 'EndTurn', player: 'p1' });
    expect(table.sheet()).not.toBeNull();
    table.do({ type: 'JudgeRestore', judge: 'Jo', reason: 'misplay', toSeq: point.version, state: point });
    expect(table.sheet()).toBeNull();
  });

  it('says nothing of a recovery for a Pokémon the Checkup knocks out', () => {
    const table = watched(quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: weedle, bench: [froakie] } }));
    table.do({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 1 } });
    table.do(condition('p2-active', 'Poisoned'));
    table.do(condition('p2-active', 'Burned'));
    table.do({ type: 'EndTurn', player: 'p1' });
    // 10 damage, the Poison counter and the two Burn counters: Weedle's 40 HP, whatever the coin.
    table.flip('heads');
    expect(table.sheet()?.lines).toEqual([
      { kind: 'poison', owner: 'p2', name: 'Weedle', counters: 1 },
      { kind: 'burn', owner: 'p2', name: 'Weedle', counters: 2, coin: 'heads', origin: SIMULATED, recovered: null },
      { kind: 'knock-out', owner: 'p2', name: 'Weedle' },
      { kind: 'prizes', player: 'p1', count: 1 },
    ]);
  });

  it('issue 15 item 7, 000 "Spezielle Zustände": a Pokémon Paralyzed on the opponent\'s turn stays so at that Checkup (the sheet claims nothing), and the Checkup after its own turn lists its recovery', () => {
    const table = watched(quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: weedle } }));
    table.do(condition('p2-active', 'Paralyzed'));
    table.do({ type: 'EndTurn', player: 'p1' });
    expect(table.sheet()?.lines).toEqual([]);
    table.do({ type: 'EndTurn', player: 'p2' });
    expect(table.sheet()?.lines).toEqual([{ kind: 'paralysis', owner: 'p2', name: 'Weedle', recovered: true }]);
  });

  it('has no sheet before the first turn, and a Checkup with nothing to do leaves an empty, finished one', () => {
    const t = quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: froakie } });
    const table = watched(t);
    expect(table.sheet()).toBeNull();
    table.do({ type: 'EndTurn', player: 'p1' });
    expect(table.sheet()).toEqual({ turn: 1, done: true, lines: [] });
  });
});

describe('a game that ends during a turn: the sheet sums up its end', () => {
  it('the Knock Out of the only Pokémon and the Prize card taken for it', () => {
    const table = watched(quickStart({ profile: 'sv', p1: { active: snorlax }, p2: { active: weedle } }));
    table.do({ type: 'Adjust', player: 'p1', reason: 'attack text', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 4 } });
    expect(table.sheet()).toMatchObject({
      done: true,
      lines: [
        { kind: 'knock-out', owner: 'p2', name: 'Weedle' },
        { kind: 'prizes', player: 'p1', count: 1 },
      ],
    });
  });
});
