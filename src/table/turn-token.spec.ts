import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { CardDef } from '../rules/index.js';
import { dipplinAttackedOnce } from '../rules/testing/boards.js';
import { quickStart } from '../rules/testing/table.js';
import type { Stack } from './mirror-state.js';
import { english } from './prompt-text.js';
import { turnMenu } from './turn-token.js';

/**
 * The turn token's attack options for an attack whose text chooses Pokémon (000 "Angreifen im Detail" d: "Wenn die
 * Attackenbeschreibung dich auffordert, „1 Pokémon auf der Bank deines Gegners“ auszuwählen, musst du diese Wahl jetzt
 * treffen"): one option per choice, each Pokémon named in each card language, told apart by its zone where two share
 * a name, the Active one marked, as the tablet's attack dialog names them.
 */

const mantine = cardById('sv8-40'); // "Aqua Dive" [W][C]: "This attack does 50 damage to 1 of your opponent's Pokémon."
const fennekin = cardById('xy0-8');
const froakie = cardById('xy0-12');
const snorlax = cardById('xy0-26');
const water = cardById('sve-3');

function aquaDive(bench: CardDef[]) {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: mantine }, p2: { active: fennekin, bench } });
  t.do({ type: 'EndTurn', player: 'p2' });
  for (const card of [water, water]) t.do({ type: 'AttachEnergy', player: 'p1', card, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } });
  return t.state;
}

const stack = (key: string, zone: string): Stack => ({ key, uids: [key], believed: zone, at: zone, missingSince: null, leaving: false, alsoAt: null, movedAt: null, from: null });

describe('the turn token offers each choice of targets, worded apart', () => {
  it('names the Active one with its zone, two Froakie by their Bench zones, a Snorlax by its name alone', () => {
    const options = turnMenu(aquaDive([froakie, froakie, snorlax]), 'p1', [])?.options ?? [];
    const aqua = options.filter((o) => o.id.startsWith('attack:1:'));
    expect(aqua.map((o) => o.label)).toEqual([
      "Aqua Dive on Fennekin (p2's Active Spot)",
      "Aqua Dive on Froakie (p2's Bench 1)",
      "Aqua Dive on Froakie (p2's Bench 2)",
      'Aqua Dive on Snorlax',
    ]);
    // The names travel in each card language for the dashboard, the zones as zone ids it words in the page's language.
    expect(aqua[1]?.params).toEqual({
      attack: { en: 'Aqua Dive', de: expect.any(String), fr: expect.any(String) },
      targets: [{ name: { en: 'Froakie', de: 'Froxy', fr: 'Grenousse' }, zone: 'p2.bench.1' }],
    });
    expect(aqua[3]?.params.targets).toEqual([{ name: { en: 'Snorlax', de: 'Relaxo', fr: 'Ronflex' } }]);
  });

  it('takes the zone the mirror saw the Pokémon on, which may not be its place in the engine', () => {
    const game = aquaDive([froakie, froakie]);
    const options = turnMenu(game, 'p1', [stack('p2-bench0', 'p2.bench.4'), stack('p2-bench1', 'p2.bench.2')])?.options ?? [];
    expect(options.filter((o) => o.id.startsWith('attack:1:')).map((o) => o.label)).toEqual([
      "Aqua Dive on Fennekin (p2's Active Spot)",
      "Aqua Dive on Froakie (p2's Bench 4)",
      "Aqua Dive on Froakie (p2's Bench 2)",
    ]);
  });
});

/**
 * Dipplin "Festival Lead" (sv6-18, src/rules attack-again.ts): with Festival Grounds in play the turn's first attack leaves
 * the turn open for a second by the same Pokémon. At a paper table the turn token is how the player attacks or ends
 * the turn, so while the engine offers the second attack the token's menu offers the attacks and "End turn".
 */
describe('the turn token while an Ability lets the Pokémon attack again', () => {
  it('offers the attack again and "End turn", naming the Pokémon and the Ability in each card language; the other seat gets nothing', () => {
    const t = dipplinAttackedOnce('snorlax');
    const menu = turnMenu(t.state, 'p1', []);
    expect(menu && english(menu.text)).toBe("p1's turn token: Dipplin may attack again (Festival Lead), or end the turn.");
    expect(menu?.text.params).toMatchObject({ card: { en: 'Dipplin', de: 'Sirapfel' }, ability: { en: 'Festival Lead', de: 'Festmeister' } });
    expect(menu?.options.map((o) => [o.id, o.label])).toEqual([
      ['attack:0', 'Do the Wave: cost met, 40+ damage'],
      ['end-turn', 'End turn'],
    ]);
    expect(turnMenu(t.state, 'p2', [])).toBeNull();
    // The option's command is the second attack, which ends the turn.
    t.do(menu!.options[0]!.commands[0]!);
    expect(t.state.turn?.player).toBe('p2');
  });

  it('after a Knock Out only "End turn" until the opponent has chosen a new Active Pokémon, with the rule that holds the attack', () => {
    const t = dipplinAttackedOnce('froakie');
    const waiting = turnMenu(t.state, 'p1', []);
    expect(waiting && english(waiting.text)).toBe("p1's turn token: Dipplin may attack again (Festival Lead) once the opponent has chosen a new Active Pokémon.");
    expect(waiting?.options.map((o) => o.id)).toEqual(['end-turn']);
    expect(waiting?.violation?.code).toBe('prompt-open');
    t.do({ type: 'PromoteActive', player: 'p2', target: 'p2-bench0' });
    expect(turnMenu(t.state, 'p1', [])?.options.map((o) => o.id)).toEqual(['attack:0', 'end-turn']);
  });
});

describe('the turn token offers each count of Energy cards an attack discards, and each choice of them', () => {
  it('Chien-Pao ex sv2-61 "Hail Blade" ("You may discard any amount of Water Energy from your Pokémon"): 0 to 3, the cards named with their Pokémon where they differ', () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('sv2-61'), bench: [cardById('sv4pt5-16')] }, p2: { active: snorlax } });
    t.do({ type: 'EndTurn', player: 'p2' });
    ['p1-active', 'p1-active', 'p1-bench0'].forEach((target, i) => t.do({ type: 'AttachEnergy', player: 'p1', card: water, uid: `e${i}`, target, from: 'deck', source: { kind: 'effect', card: 'scenario' } }));
    const hail = (turnMenu(t.state, 'p1', [])?.options ?? []).filter((o) => o.id.startsWith('attack:0'));
    expect(hail.map((o) => o.id)).toEqual([
      'attack:0:count0',
      'attack:0:count1:discard:e0',
      'attack:0:count1:discard:e2',
      'attack:0:count2:discard:e0+e1',
      'attack:0:count2:discard:e0+e2',
      'attack:0:count3',
    ]);
    expect(hail[2]?.label).toBe('Hail Blade ×1, discarding Basic Water Energy (Lapras)');
  });
});
