import { beforeAll, describe, expect, it } from 'vitest';
import { quickStart } from '../../../src/rules/testing/table.js';
import { demoCard } from '../testing/demo-cards.js';
import { load, strings, wordsFor } from '../testing/log-words.js';
import { watched } from '../testing/watched-table.js';
import { announcements, checkupAnnouncements, spokenAnnouncements } from './announcements.js';
import { battleLog } from './battle-log.js';
import { checkupSheet } from './checkup-sheet.js';

const pawmi = demoCard('sv1-74');
const pawmo = demoCard('sv1-75');
const lightning = demoCard('sve-4');
beforeAll(load);

/**
 * Turn 4: Pawmo's Thunder Shock (heads: the Defending Pokémon is now Paralyzed) ends Ash's turn; on Misty's turn the
 * table enters 3 more damage counters on her Pawmi (60 HP), which is Knocked Out.
 */
function knockOut() {
  const page = watched(quickStart({ profile: 'sv', first: 'p2', p1: { active: pawmi }, p2: { active: pawmi, bench: [pawmi] } }));
  const before = () => page.feed().at(-1)?.seq ?? 0;
  page.do({ type: 'EndTurn', player: 'p2' });
  page.do({ type: 'EndTurn', player: 'p1' });
  page.do({ type: 'EndTurn', player: 'p2' });
  const fromTurn4 = before();
  page.do({ type: 'Evolve', player: 'p1', card: pawmo, target: 'p1-active' });
  page.do({ type: 'AttachEnergy', player: 'p1', card: lightning, target: 'p1-active' });
  page.do({ type: 'Attack', player: 'p1', attack: 0 });
  page.flip('heads');
  page.do({ type: 'Adjust', player: 'p1', reason: 'card text', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 3 } });
  return { page, fromTurn4 };
}

describe('what is announced to players who cannot watch the screen (#15 spoken announcements)', () => {
  it('announces the attack that brought a Special Condition, the turn, the Knock Out and the Prize card, in order', () => {
    const { page, fromTurn4 } = knockOut();
    const said = announcements(battleLog(page.feed(), wordsFor(page, 'en')), fromTurn4).map((l) => l.text);
    expect(said).toEqual([
      'Ash: Pawmo used Thunder Shock — 30 to Pawmi; heads: Paralyzed',
      "Misty's turn",
      "Misty's Pawmi is Knocked Out",
      'Ash takes 1 Prize card',
    ]);
  });

  it('announces nothing the page showed before it opened, and no draw, attachment or evolution', () => {
    const { page } = knockOut();
    const lines = battleLog(page.feed(), wordsFor(page, 'en'));
    expect(announcements(lines, lines.at(-1)!.seq)).toEqual([]);
    expect(announcements(lines, 0).map((l) => l.text)).not.toContain('Ash evolves Pawmi into Pawmo');
    expect(announcements(lines, 0).filter((l) => l.kind === 'turn').map((l) => l.text)).toEqual(["Ash's turn", "Misty's turn", "Ash's turn", "Misty's turn"]);
  });

  it('in German, with the German attack name', () => {
    const { page, fromTurn4 } = knockOut();
    const said = announcements(battleLog(page.feed(), wordsFor(page, 'de')), fromTurn4).map((l) => l.text);
    expect(said[0]).toBe('Ash: Pamamo setzt Donnerschock ein — 30 an Pamo; Kopf: Paralysiert');
  });
});

/**
 * Turn 4: Pawmo's Thunder Shock, heads: Misty's Pawmi is Paralyzed. Misty ends turn 5; the Pokémon Checkup after it
 * removes Paralysis (000 "4) Pokémon-Check": a Paralyzed Pokémon recovers after its owner's turn), and turn 6 is Ash's.
 */
function paralysisWearsOff() {
  const page = watched(quickStart({ profile: 'sv', first: 'p2', p1: { active: pawmi }, p2: { active: pawmi } }));
  page.do({ type: 'EndTurn', player: 'p2' });
  page.do({ type: 'EndTurn', player: 'p1' });
  page.do({ type: 'EndTurn', player: 'p2' });
  page.do({ type: 'Evolve', player: 'p1', card: pawmo, target: 'p1-active' });
  page.do({ type: 'AttachEnergy', player: 'p1', card: lightning, target: 'p1-active' });
  page.do({ type: 'Attack', player: 'p1', attack: 0 });
  page.flip('heads');
  const beforeCheckup = page.feed().at(-1)?.seq ?? 0;
  page.do({ type: 'EndTurn', player: 'p2' });
  return { page, beforeCheckup };
}

describe('the Pokémon Checkup and "your turn", spoken in the interface language', () => {
  const spoken = (language: 'en' | 'de' | 'fi', seats: readonly ('p1' | 'p2')[]) => {
    const { page, beforeCheckup } = paralysisWearsOff();
    const words = wordsFor(page, language);
    const sheet = checkupSheet(page.feed(), (id, printed) => words.pokemon(id, printed));
    const name = (seat: 'p1' | 'p2') => page.view().players[seat].name;
    const steps = checkupAnnouncements(sheet, words.t, name).map((step) => step.text);
    return spokenAnnouncements(announcements(battleLog(page.feed(), words), beforeCheckup), steps, seats, words.t, name);
  };

  it('says the Checkup step, then whose turn it is, in English', () => {
    expect(spoken('en', [])).toEqual(['Pokémon Checkup, Paralysis: Pawmi: — recovers', "Ash's turn"]);
  });

  it('says "your turn" on the tablet of the player whose turn it is, and only there', () => {
    expect(spoken('en', ['p1'])).toEqual(['Pokémon Checkup, Paralysis: Pawmi: — recovers', 'Your turn, Ash']);
    expect(spoken('en', ['p2']).at(-1)).toBe("Ash's turn");
  });

  it('in German and Finnish', () => {
    expect(spoken('de', ['p1'])).toEqual(['Pokémon-Check, Paralysiert: Pamo: — erholt sich', 'Du bist dran, Ash']);
    expect(spoken('fi', ['p1'])).toEqual(['Pokémon Checkup, Paralyzed: Pawmi: — toipuu', 'Sinun vuorosi, Ash']);
  });

  it('says a step once: a Checkup already heard is not said again', () => {
    const { page } = paralysisWearsOff();
    const words = wordsFor(page, 'en');
    const sheet = checkupSheet(page.feed(), (id, printed) => words.pokemon(id, printed));
    const keys = checkupAnnouncements(sheet, words.t, (seat) => seat).map((step) => step.key);
    expect(keys).toEqual(['5:0']);
  });
});
