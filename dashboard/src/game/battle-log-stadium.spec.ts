import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { quickStart } from '../../../src/rules/testing/table.js';
import { LOCALES } from '../i18n/i18n.js';
import { demoCard } from '../testing/demo-cards.js';
import { watched } from '../testing/watched-table.js';
import { battleLog, type LogWords } from './battle-log.js';
import { cardBook, pokemonName } from './card-book.js';
import { cardLanguageFor, cardName } from './card-names.js';
import { paperActs } from './with-your-cards.js';

const pawmi = demoCard('sv1-74');
/** "Once during each player's turn, that player may flip a coin. If heads, that player searches their deck for a Pokémon …": no text the engine carries out. */
const mesagoza = demoCard('sv1-178');
const MESAGOZA_USE = mesagoza.rules[0];
const i18n = i18next.createInstance();
type Language = 'en' | 'de' | 'fi';

beforeAll(async () => {
  const [en, de, fi] = await Promise.all([LOCALES.en(), LOCALES.de(), LOCALES.fi()]);
  await i18n.init({ resources: { en: { translation: en.translation }, de: { translation: de.translation }, fi: { translation: fi.translation } }, lng: 'en', fallbackLng: 'en', interpolation: { escapeValue: false } });
});

/** Ash's first turn (turn 2): Ash plays Mesagoza and uses it. */
function mesagozaUsed(viewer: Parameters<typeof watched>[1] = { role: 'spectator' }) {
  const page = watched(quickStart({ profile: 'sv', first: 'p2', p1: { active: pawmi }, p2: { active: pawmi } }), viewer);
  page.do({ type: 'EndTurn', player: 'p2' });
  page.do({ type: 'PlayTrainer', player: 'p1', card: mesagoza, uid: 'mesagoza' });
  const seq = page.feed().at(-1)?.seq ?? 0;
  page.do({ type: 'UseStadium', player: 'p1' });
  return { page, seq };
}

function wordsFor(page: ReturnType<typeof watched>, language: Language): LogWords {
  const book = cardBook(page.view(), page.feed());
  const cards = cardLanguageFor(language);
  const t = i18n.getFixedT(language);
  return {
    t,
    player: (seat) => page.view().players[seat].name,
    pokemon: (id, printed) => pokemonName(book, id, printed, cards) ?? t('feed.aPokemon'),
    card: (def) => cardName(def, cards),
    pokemonCard: (id) => book.pokemon(id),
    under: (uid) => book.under(uid),
    owner: (id) => book.owner(id),
  };
}

describe('the battle log tells a Stadium used and the text it hands to the players (src/rules/use-stadium.ts)', () => {
  it.each<[Language, string]>([
    ['en', `Ash used Mesagoza — do what the card says: “${MESAGOZA_USE}”`],
    // German players see the German card name; the card text stays as the catalogue prints it.
    ['de', `Ash setzt Mesalona City ein — tut, was auf der Karte steht: „${MESAGOZA_USE}“`],
    ['fi', `Ash käytti Stadium-korttia Mesagoza — tehkää, kuten kortissa lukee: ”${MESAGOZA_USE}”`],
  ])('in %s: one line, in the turn it was used, for the player who used it', (language, text) => {
    const { page, seq } = mesagozaUsed();
    const lines = battleLog(page.feed(), wordsFor(page, language)).filter((l) => l.seq > seq);
    expect(lines).toEqual([{ seq: seq + 1, turn: 2, player: 'p1', kind: 'play', text, told: ['StadiumUsed', 'EffectNeedsAdjustment'] }]);
  });
});

describe('"Now, with your cards" after a Stadium is used', () => {
  it('the player who used it does what its text says, which the engine handed to the players', () => {
    const { page, seq } = mesagozaUsed({ role: 'player', seat: 'p2' });
    const book = cardBook(page.view(), page.feed());
    const acts = paperActs(page.feed().filter((e) => e.seq > seq), (id) => book.owner(id));
    expect(acts).toEqual([{ seq: seq + 2, player: 'p1', key: 'doCardText', card: 'mesagoza', printed: 'Mesagoza', text: MESAGOZA_USE }]);
  });

  it.each<[Language, string]>([
    ['en', `Do what Mesagoza says: “${MESAGOZA_USE}”. Then enter on the board what it changed.`],
    ['de', `Tu, was auf Mesalona City steht: „${MESAGOZA_USE}“. Trag danach auf dem Spielfeld ein, was sich geändert hat.`],
    ['fi', `Tee, kuten kortissa Mesagoza lukee: ”${MESAGOZA_USE}”. Merkitse sitten pelilaudalle, mitä se muutti.`],
  ])('in %s', (language, text) => {
    const { page } = mesagozaUsed();
    const name = wordsFor(page, language).pokemon('mesagoza', 'Mesagoza');
    expect(i18n.getFixedT(language)('withYourCards.doCardText', { card: name, text: MESAGOZA_USE })).toBe(text);
  });
});

describe('the battle log tells a judge\'s Double or Quad Prize Card penalty (Penalty Guidelines 2018, 7.3 and 7.4)', () => {
  it.each<[Language, string]>([
    ['en', 'Prize card penalty: Misty needs 2 fewer Prize cards to win'],
    ['de', 'Preiskartenstrafe: Misty braucht 2 Preiskarten weniger zum Sieg'],
    ['fi', 'Palkintokorttirangaistus: Misty tarvitsee voittoon 2 palkintokorttia vähemmän'],
  ])('in %s, as a correction for the player it helps', (language, text) => {
    const page = watched(quickStart({ profile: 'sv', p1: { active: pawmi }, p2: { active: pawmi } }));
    page.do({ type: 'JudgeCorrect', judge: 'Jenny', reason: 'marked cards', action: { kind: 'prize-card-penalty', player: 'p2', count: 2 } });
    expect(page.view().players.p2.prizesWaived).toBe(2);
    const line = battleLog(page.feed(), wordsFor(page, language)).find((l) => l.told.includes('PrizeCardPenaltyGiven'));
    expect(line).toMatchObject({ player: 'p2', kind: 'correction', text });
  });
});
