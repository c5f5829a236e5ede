import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { DieRoll } from './die-roll.js';
import { compare, HIGHEST_NUMBER_TABLE, rollForStat, startHighestNumber, statOf, type HighestNumberState } from './highest-number.js';

const die = (value: number): DieRoll => ({ sides: 6, value, origin: { kind: 'table', enteredBy: 'test' } });
function must(outcome: { ok: true; state: HighestNumberState } | { ok: false; reason: string }): HighestNumberState {
  if (!outcome.ok) throw new Error(outcome.reason);
  return outcome.state;
}

describe('003 "Boosterspaß", "Höchste Zahl gewinnt"', () => {
  it('the d6 table of 003: 1 KP, 2 Größe, 3 Gewicht, 4 Pokédex-Nr., 5 Rückzugskosten, 6 Attackenschaden', () => {
    expect(HIGHEST_NUMBER_TABLE.map((row) => `${row.face} ${row.de}`)).toEqual(['1 KP', '2 Größe', '3 Gewicht', '4 Pokédex-Nr.', '5 Rückzugskosten', '6 Attackenschaden']);
  });

  it('reads KP, retreat cost and the biggest printed damage off the catalogue; size, weight and Pokédex number come from the players', () => {
    const chansey = cardById('sv1-144');
    expect([statOf(chansey, 'hp'), statOf(chansey, 'retreat'), statOf(chansey, 'damage')]).toEqual([110, 2, 60]);
    expect([statOf(chansey, 'height'), statOf(chansey, 'weight'), statOf(chansey, 'pokedex')]).toEqual([null, null, null]);
  });

  it('the die decides the value; the higher value wins the round', () => {
    let s = must(rollForStat(startHighestNumber(['Ash', 'Misty']), die(1)));
    expect(s.stat).toBe('hp');
    expect(compare(startHighestNumber(['Ash', 'Misty']), [1, 2])).toMatchObject({ ok: false, reason: expect.stringContaining('roll the die first') });
    s = must(compare(s, [60, 110]));
    expect(s.wins).toEqual([0, 1]);
    expect(s.rounds).toEqual([{ roll: die(1), stat: 'hp', values: [60, 110], winner: 1 }]);
  });

  it('"Bei einem Unentschieden würfelt ihr einfach noch einmal und vergleicht andere Werte": a roll of a value that tied already is rolled again', () => {
    let s = must(compare(must(rollForStat(startHighestNumber(['Ash', 'Misty']), die(5))), [2, 2]));
    expect(s).toMatchObject({ stat: null, tied: ['retreat'], wins: [0, 0] });
    s = must(rollForStat(s, die(5)));
    expect(s.stat).toBeNull();
    s = must(compare(must(rollForStat(s, die(6))), [30, 10]));
    expect(s).toMatchObject({ wins: [1, 0], tied: [] });
  });

  it('"bis ein Spieler sechsmal gewonnen hat"', () => {
    let s = startHighestNumber(['Ash', 'Misty']);
    for (let i = 0; i < 5; i += 1) s = must(compare(must(rollForStat(s, die(1))), [70, 60]));
    expect(s.winner).toBeNull();
    s = must(compare(must(rollForStat(s, die(4))), [25, 1]));
    expect(s).toMatchObject({ wins: [6, 0], winner: 0 });
    expect(rollForStat(s, die(2))).toEqual({ ok: false, reason: 'the game is over' });
  });
});
