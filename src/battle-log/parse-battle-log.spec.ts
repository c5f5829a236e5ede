import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../catalogue/source-paths.js';
import type { LogAction } from './battle-log.js';
import { BattleLogError, parseBattleLog } from './parse-battle-log.js';
import { ASH_VS_MISTY_SETUP } from './testing.js';

/**
 * The log grammar on real TCG Live exports (../shared/battle-logs: training-court files from
 * jlgrimes/training-court, MIT; kagd/battle.txt from kagd/pokemon-tcg-battle-replay, ISC).
 */
const logFile = (path: string): string => readFileSync(join(repoRoot(), '..', 'shared', 'battle-logs', path), 'utf8');
const actions = (text: string): (LogAction | null)[] => parseBattleLog(text).sections.flatMap((s) => s.entries.map((e) => e.action));

describe('reading a TCG Live log', () => {
  it('reads every line of the English, German, Spanish, Italian and Brazilian Portuguese games', () => {
    // [file, language, lines read, lines in all].
    const games: [string, string, number, number][] = [
      ['kagd/battle.txt', 'en', 239, 239],
      ['training-court/battleLogNewStructure.txt', 'en', 234, 234],
      ['training-court/battleLogRedactedPlayerNameError.txt', 'en', 234, 234],
      ['training-court/battleLogNoPlayer2Turn.txt', 'en', 30, 30],
      ['training-court/battleLogGerman.txt', 'de', 270, 270],
      ['training-court/battleLogSpanish.txt', 'es', 243, 243],
      ['training-court/battleLogItalian.txt', 'it', 407, 407],
      ['training-court/battleLogBrazilianPortuguese.txt', 'pt', 95, 95],
    ];
    for (const [file, language, read, total] of games) {
      const log = parseBattleLog(logFile(file));
      expect({ file, language: log.language, lines: log.lines }).toEqual({ file, language, lines: { read, total } });
    }
  });

  it('a `- ` line is what the effect of the line above it did, and a `•` line lists its cards', () => {
    const log = parseBattleLog([...ASH_VS_MISTY_SETUP, '', "Turn # 1 - Ash's Turn", 'Ash drew a card.', 'Ash played Nest Ball.', '- Ash drew Pikachu and played it to the Bench.', '- Ash shuffled their deck.', 'Ash played Ultra Ball.', '- Ash discarded 2 cards.', '   • Potion, Switch'].join('\n'));
    const [, nest, ultra] = log.sections[1]?.entries ?? [];
    expect(nest?.action).toEqual({ kind: 'trainer', player: 'Ash', card: 'Nest Ball' });
    expect(nest?.effects.map((e) => e.action)).toEqual([
      { kind: 'draw-to-bench', player: 'Ash', count: 1, card: 'Pikachu' },
      { kind: 'shuffle-deck', player: 'Ash' },
    ]);
    expect(ultra?.effects[0]).toMatchObject({ action: { kind: 'discard', player: 'Ash', count: 2 }, cards: ['Potion', 'Switch'] });
  });

  it('an attack with Weakness is one line; the damage is the total the log states', () => {
    const [attack] = actions([...ASH_VS_MISTY_SETUP, "Turn # 2 - Misty's Turn", "Misty's Raikou V used Lightning Rondo on Ash’s Radiant Greninja for 340 damage. Ash's Radiant Greninja took 170 more damage because of Lightning Weakness."].join('\n')).slice(-1);
    expect(attack).toEqual({ kind: 'attack', pokemon: { player: 'Misty', name: 'Raikou V' }, name: 'Lightning Rondo', target: { player: 'Ash', name: 'Radiant Greninja' }, damage: 340 });
  });

  it('Weakness and Resistance both on an attack\'s line, or on a damage line of its own; the damage stated first is the total', () => {
    const read = actions([...ASH_VS_MISTY_SETUP, "Turn # 2 - Misty's Turn", "Misty's Raikou V used Lightning Rondo on Ash’s Pikachu for 110 damage. Ash's Pikachu took 70 more damage because of Lightning Weakness. Ash's Pikachu took -30 less damage because of Lightning Resistance.", "- Ash's Raichu took 90 damage. Ash's Raichu took -30 less damage because of Lightning Resistance.", "Ash's Raichu healed 30 damage."].join('\n')).slice(-2);
    expect(read).toEqual([
      { kind: 'attack', pokemon: { player: 'Misty', name: 'Raikou V' }, name: 'Lightning Rondo', target: { player: 'Ash', name: 'Pikachu' }, damage: 110 },
      { kind: 'healed', pokemon: { player: 'Ash', name: 'Raichu' }, damage: 30 },
    ]);
    const log = parseBattleLog([...ASH_VS_MISTY_SETUP, "Turn # 2 - Misty's Turn", "Misty's Raikou V used Lightning Rondo on Ash’s Pikachu for 110 damage.", "- Ash's Raichu took 90 damage. Ash's Raichu took -30 less damage because of Lightning Resistance."].join('\n'));
    expect(log.sections.at(-1)?.entries.at(-1)?.effects[0]?.action).toEqual({ kind: 'damage-taken', pokemon: { player: 'Ash', name: 'Raichu' }, damage: 90 });
  });

  it('the older structure writes two sentences on one line; each is read', () => {
    const read = actions([...ASH_VS_MISTY_SETUP, "Turn # 1 - Ash's Turn", 'Ash attached Jet Energy to Pecharunt on the Bench. Jet Energy was activated.', 'Ash took a Prize card. A card was added to Ash\'s hand.'].join('\n')).slice(-4);
    expect(read.map((a) => a?.kind)).toEqual(['attach', 'activated', 'prizes', 'to-hand']);
  });

  it('a turn header that lost its player name ("[playerName]") takes the player from the turn\'s lines', () => {
    const log = parseBattleLog(logFile('training-court/battleLogRedactedPlayerNameError.txt'));
    expect(log.sections.slice(1, 4).map((s) => s.player)).toEqual(['Player1', 'Player2', 'Player1']);
  });

  it('German: the Pokémon is named before its owner ("Noctuh von player1"), attack damage in "Schadenspunkte"', () => {
    const log = parseBattleLog(logFile('training-court/battleLogGerman.txt'));
    const all = log.sections.flatMap((s) => s.entries.map((e) => e.action));
    expect(all).toContainEqual({ kind: 'evolve', player: 'player1', from: 'Hoothoot', to: 'Noctuh', spot: 'bench' });
    expect(all).toContainEqual({ kind: 'attack', pokemon: { player: 'player2', name: 'Furienblitz-ex' }, name: 'Kläffender Donner', target: { player: 'player1', name: 'Terapagos-ex' }, damage: 280 });
    expect(log.result).toEqual({ reason: 'prizes', winner: 'player2' });
  });

  it('Italian: damage counters moved, damage healed, an attack\'s damage on a line of its own, a Pokémon moved to the hand with the cards under it', () => {
    const all = parseBattleLog(logFile('training-court/battleLogItalian.txt')).sections.flatMap((s) => s.entries.flatMap((e) => [e, ...e.effects]));
    const at = (line: number) => all.find((e) => e.line === line);
    // Munkidori "Adrena-Mente": TCG Live names the mover as the owner of both Pokémon (Pidgey is italianPlayer2's).
    expect(at(96)?.action).toEqual({ kind: 'move-counters', player: 'italianPlayer1', from: { player: 'italianPlayer1', name: 'Codaurlante' }, to: { player: 'italianPlayer1', name: 'Pidgey' }, counters: 1 });
    expect(at(181)?.action).toMatchObject({ kind: 'move-counters', counters: 3 });
    expect(at(98)?.action).toEqual({ kind: 'damage-taken', pokemon: { player: 'italianPlayer2', name: 'Pidgey' }, damage: 60 });
    expect(at(238)?.action).toEqual({ kind: 'healed', pokemon: { player: 'italianPlayer1', name: 'Drifloon' }, damage: 30 });
    expect(at(339)).toMatchObject({ action: { kind: 'move-to-hand', player: 'italianPlayer2', count: 3 }, cards: ['Charizard-ex', 'Charmeleon', 'Charmander'] });
  });

  it('English of the 2025–2026 logs (test/fixtures/battle-logs, cdierkens/ptcgl-battle-log-parser, MIT): Resistance on the attack\'s line, its damage to other Pokémon under it, one damage counter, damage counters moved, cards moved from the opponent\'s hand, "took all of their Prize cards"; every line read', () => {
    const fixture = (name: string) => readFileSync(join(repoRoot(), 'test', 'fixtures', 'battle-logs', 'cdierkens+ptcgl-battle-log-parser', `${name}.txt`), 'utf8');
    const lines = (name: string) => {
      const log = parseBattleLog(fixture(name));
      const all = log.sections.flatMap((s) => s.entries.flatMap((e) => [e, ...e.effects]));
      return { log, at: (line: number) => all.find((e) => e.line === line)?.action };
    };
    const greninja = lines('slowking-vs-greninja');
    expect(greninja.at(159)).toEqual({ kind: 'attack', pokemon: { player: 'Kingofslowbros', name: 'Greninja ex' }, name: 'Mirage Barrage', target: { player: 'cdierkens', name: 'Slowking' }, damage: 90 });
    expect(greninja.at(163)).toEqual({ kind: 'damage-taken', pokemon: { player: 'cdierkens', name: 'Slowpoke' }, damage: 120 });
    expect(greninja.log.result).toEqual({ reason: 'prizes', winner: 'Kingofslowbros' });
    expect(lines('slowking-vs-froslass-mill').at(71)).toEqual({ kind: 'damage-counters', player: 'TSLAUJ', target: { player: 'TSLAUJ', name: 'Meowth ex' }, counters: 1 });
    const dipplin = lines('dipplin-vs-mega-excadrill');
    // Mega Excadrill ex "Undermine": the cards are cdierkens's, from their hand.
    expect(dipplin.at(143)).toEqual({ kind: 'discard', player: 'cdierkens', count: 2 });
    expect(dipplin.at(60)).toEqual({ kind: 'to-deck', player: 'cdierkens', count: 1, card: 'Forest of Vitality' });
    expect(lines('slowking-vs-beedrill').at(266)).toEqual({ kind: 'move-to-hand', player: 'cdierkens', count: 3 });
    // Munkidori "Adrena-Brain", as the Italian game's.
    expect(lines('slowking-vs-froslass-mill').at(261)).toEqual({ kind: 'move-counters', player: 'TSLAUJ', from: { player: 'TSLAUJ', name: 'Trevenant' }, to: { player: 'TSLAUJ', name: 'Latias ex' }, counters: 2 });
    for (const name of ['dipplin-vs-mega-excadrill', 'slowking-vs-beedrill', 'slowking-vs-froslass-mill', 'slowking-vs-greninja']) expect({ name, unread: parseBattleLog(fixture(name)).unread }).toEqual({ name, unread: [] });
  });

  it('the result line names the reason and the winner', () => {
    expect(parseBattleLog(logFile('kagd/battle.txt')).result).toEqual({ reason: 'prizes', winner: 'gklinsing' });
    expect(parseBattleLog(logFile('training-court/battleLogNewStructure.txt')).result).toEqual({ reason: 'concession', winner: 'Bassoonboy135' });
    expect(parseBattleLog(logFile('training-court/battleLogNoPlayer2Turn.txt')).result).toEqual({ reason: 'no-pokemon-in-play', winner: 'player2' });
    // TCG Live ends a log with "[reason]. [player] wins."; reasons other public parsers of its logs have seen: a player out of time, no Benched Pokémon to replace a Knocked Out Active one.
    const ending = (line: string) => parseBattleLog([...ASH_VS_MISTY_SETUP, "Turn # 1 - Ash's Turn", 'Ash drew a card.', line].join('\n')).result;
    expect(ending('Opponent was inactive for too long. Ash wins.')).toEqual({ reason: 'timeout', winner: 'Ash' });
    expect(ending('No Benched Pokémon for backup. Misty wins.')).toEqual({ reason: 'no-pokemon-in-play', winner: 'Misty' });
  });

  it('any line, read or not, is accounted for: read lines plus unread lines make every non-empty line', () => {
    const game = logFile('kagd/battle.txt').split('\n');
    const junk = fc.string({ minLength: 1, maxLength: 60 }).filter((l) => l.trim() !== '' && !/[\r\n\u2028\u2029]/.test(l));
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.nat(game.length), junk), { maxLength: 8 }), (insertions) => {
        const lines = [...game];
        for (const [at, line] of insertions) lines.splice(Math.max(6, at), 0, line);
        const log = parseBattleLog(lines.join('\n'));
        const unread = new Set(log.unread.map((u) => u.line)).size;
        expect(log.lines.total).toBe(lines.filter((l) => l.trim() !== '').length);
        expect(log.lines.read + unread).toBe(log.lines.total);
        expect(log.players).toEqual(['Shinwrld', 'gklinsing']);
      }),
      { numRuns: 60 },
    );
  });

  it('text that is not a battle log is refused with a reason', () => {
    expect(() => parseBattleLog('Hello there')).toThrow(BattleLogError);
    expect(() => parseBattleLog('')).toThrow();
  });
});
