import { beforeAll, describe, expect, it } from 'vitest';
import type { ViewEvent } from '@rules/index.js';
import { quickStart } from '../../../src/rules/testing/table.js';
import { demoCard } from '../testing/demo-cards.js';
import { load, wordsFor, type Language } from '../testing/log-words.js';
import { watched } from '../testing/watched-table.js';
import { lineOfLastEvent } from './battle-log.js';
import { bookkeepingNote } from './bookkeeping-note.js';

const pawmi = demoCard('sv1-74');
const lightning = demoCard('sve-4');

beforeAll(load);

/** Turn 2: Ash's Pawmi uses Light Punch on Misty's Pawmi; the Checkup follows. Misty went first. */
function afterAnAttack() {
  const page = watched(quickStart({ profile: 'sv', first: 'p2', p1: { active: pawmi }, p2: { active: pawmi } }), { role: 'judge' });
  page.do({ type: 'EndTurn', player: 'p2' });
  page.do({ type: 'AttachEnergy', player: 'p1', card: lightning, target: 'p1-active' });
  page.do({ type: 'Attack', player: 'p1', attack: 0 });
  return page;
}

/** The judge's time slider at each event no battle-log line tells: the event's kind and the note shown instead. */
function untold(language: Language) {
  const page = afterAnAttack();
  const words = wordsFor(page, language);
  const feed = page.feed();
  return feed.flatMap((f, i) => (lineOfLastEvent(feed.slice(0, i + 1), words) ? [] : [[f.event.type, bookkeepingNote(f.event as ViewEvent, words)]]));
}

describe("the judge's time slider words each step no battle-log line tells, never by the engine's event name", () => {
  it('gives the engine-only steps after an attack one plain sentence, in en, de and fi', () => {
    expect(untold('en')).toEqual(expect.arrayContaining([['AttackResolved', 'A step the hub keeps track of; the battle log has no line for it']]));
    expect(untold('de')).toEqual(expect.arrayContaining([['CheckupFinished', 'Ein Schritt, den der Hub festhält; im Spielverlauf steht dazu keine Zeile']]));
    expect(untold('fi')).toEqual(expect.arrayContaining([['CheckupFinished', 'Vaihe, jonka hubi pitää kirjassa; pelin kulussa siitä ei ole riviä']]));
    for (const language of ['en', 'de', 'fi'] as const) {
      for (const [type, note] of untold(language)) expect(note).not.toContain(type);
    }
  });

  it('names the player a question is put to, and counts moved cards in each language', () => {
    const page = afterAnAttack();
    const choose = { type: 'ActiveChoiceRequired', promptId: 'a1', player: 'p2' } as const;
    const moved = { type: 'CardsMoved', uids: ['c1', 'c2'], to: 'discard', cause: null } as const;
    expect([bookkeepingNote(choose, wordsFor(page, 'en')), bookkeepingNote(moved, wordsFor(page, 'en'))]).toEqual(['Misty must choose a new Active Pokémon', '2 cards moved to the discard pile']);
    expect([bookkeepingNote(choose, wordsFor(page, 'de')), bookkeepingNote(moved, wordsFor(page, 'de'))]).toEqual(['Misty muss ein neues Aktives Pokémon wählen', '2 Karten kamen auf den Ablagestapel']);
    expect([bookkeepingNote(choose, wordsFor(page, 'fi')), bookkeepingNote(moved, wordsFor(page, 'fi'))]).toEqual(['Misty valitsee uuden aktiivisen Pokémonin', '2 korttia siirtyi: poistopinoon']);
  });
});
