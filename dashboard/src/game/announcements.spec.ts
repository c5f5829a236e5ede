import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { quickStart } from '../../../src/rules/testing/table.js';
import { LOCALES } from '../i18n/i18n.js';
import { demoCard } from '../testing/demo-cards.js';
import { watched } from '../testing/watched-table.js';
import { announcements } from './announcements.js';
import { battleLog, type LogWords } from './battle-log.js';
import { cardBook, pokemonName } from './card-book.js';
import { cardName } from './card-names.js';

const pawmi = demoCard('sv1-74');
const pawmo = demoCard('sv1-75');
const lightning = demoCard('sve-4');
const i18n = i18next.createInstance();

beforeAll(async () => {
  const [en, de] = await Promise.all([LOCALES.en(), LOCALES.de()]);
  await i18n.init({ resources: { en: { translation: en.translation }, de: { translation: de.translation } }, lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false } });
});

function wordsFor(page: ReturnType<typeof watched>, language: 'en' | 'de'): LogWords {
  const book = cardBook(page.view(), page.feed());
  const t = i18n.getFixedT(language);
  return {
    t,
    player: (seat) => page.view().players[seat].name,
    pokemon: (id, printed) => pokemonName(book, id, printed, language) ?? t('feed.aPokemon'),
    card: (def) => cardName(def, language),
    pokemonCard: (id) => book.pokemon(id),
    under: (uid) => book.under(uid),
    owner: (id) => book.owner(id),
  };
}

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
