import { beforeAll, describe, expect, it } from 'vitest';
import { quickStart } from '../../../src/rules/testing/table.js';
import { demoCard } from '../testing/demo-cards.js';
import { load, wordsFor, type Language } from '../testing/log-words.js';
import { watched } from '../testing/watched-table.js';
import { lineOfLastEvent } from './battle-log.js';

const pawmi = demoCard('sv1-74');
const pawmo = demoCard('sv1-75');
const lightning = demoCard('sve-4');

beforeAll(load);

/** Turn 4: Ash's Pawmo uses Thunder Shock ("Flip a coin. If heads, your opponent's Active Pokémon is now Paralyzed."), heads. */
function thunderShock() {
  const page = watched(quickStart({ profile: 'sv', first: 'p2', p1: { active: pawmi }, p2: { active: pawmi } }), { role: 'judge' });
  page.do({ type: 'EndTurn', player: 'p2' });
  page.do({ type: 'EndTurn', player: 'p1' });
  page.do({ type: 'EndTurn', player: 'p2' });
  page.do({ type: 'Evolve', player: 'p1', card: pawmo, target: 'p1-active' });
  page.do({ type: 'AttachEnergy', player: 'p1', card: lightning, target: 'p1-active' });
  page.do({ type: 'Attack', player: 'p1', attack: 0 });
  page.flip('heads');
  return page;
}

/** Each event of the log with the line the judge's time slider shows at it. */
function steps(language: Language) {
  const page = thunderShock();
  const words = wordsFor(page, language);
  const feed = page.feed();
  return feed.map((f, i) => ({ type: f.event.type, line: lineOfLastEvent(feed.slice(0, i + 1), words) }));
}

describe("the judge's time slider tells each event in the battle log's words (issue 15 item 9)", () => {
  it('builds the attack up event by event: declared, its coin, its damage, its Special Condition', () => {
    const attack = steps('en').filter((s) => s.line?.kind === 'attack');
    expect(attack.map((s) => [s.type, s.line?.text])).toEqual([
      ['AttackDeclared', 'Ash: Pawmo used Thunder Shock'],
      ['CoinFlipRequested', 'Ash: Pawmo used Thunder Shock'],
      ['CoinFlipped', 'Ash: Pawmo used Thunder Shock — heads'],
      ['DamageDealt', 'Ash: Pawmo used Thunder Shock — 30 to Pawmi; heads'],
      ['SpecialConditionApplied', 'Ash: Pawmo used Thunder Shock — 30 to Pawmi; heads: Paralyzed'],
    ]);
  });

  it("names the player a step was done by or happened to, not whoever sent the command: the coin's answer ended Ash's turn and began Misty's", () => {
    const afterAttack = steps('en').slice(-6);
    expect(afterAttack.map((s) => [s.type, s.line?.player ?? null, s.line?.text ?? null])).toEqual([
      ['AttackResolved', null, null],
      ['TurnEnded', 'p1', 'Ash ends the turn'],
      ['CheckupStarted', null, 'Pokémon Checkup'],
      ['CheckupFinished', null, null],
      ['TurnStarted', 'p2', "Misty's turn"],
      ['CardsDrawn', 'p2', 'Misty draws a card'],
    ]);
  });

  it('tells in German with the German names; bookkeeping no line tells gives none', () => {
    const german = steps('de');
    expect(german.find((s) => s.type === 'SpecialConditionApplied')?.line?.text).toBe('Ash: Pamamo setzt Donnerschock ein — 30 an Pamo; Kopf: Paralysiert');
    expect(german.filter((s) => s.line === null).map((s) => s.type)).toEqual(['CheckupFinished', 'CheckupFinished', 'CheckupFinished', 'AttackResolved', 'CheckupFinished']);
  });
});
