import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { DECK_LIST_PROBLEM_CODES, DECK_PROBLEM_CODES, LEAGUE_REFUSAL_CODES } from '@protocol';
import { RestError } from '../api/rest.js';
import { LOCALES, LANGUAGES } from '../i18n/i18n.js';
import { leagueRefusalText } from './league-refusal-text.js';
import { wordByCode } from './word-by-code.js';

const i18n = i18next.createInstance();

beforeAll(async () => {
  const [en, de, fi] = await Promise.all([LOCALES.en(), LOCALES.de(), LOCALES.fi()]);
  await i18n.init({
    resources: { en: { league: en.league }, de: { league: de.league }, fi: { league: fi.league } },
    ns: ['league'],
    defaultNS: 'league',
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
});

/** The keys of a group in one language: `deck-size_exact` words the code `deck-size` with the hub's context `exact`. */
const wordedCodes = (language: string, group: string) =>
  new Set(Object.keys((i18n.getResourceBundle(language, 'league') as Record<string, Record<string, unknown>>)[group] ?? {}).map((key) => key.replace(/_.*$/, '')));

const word = (language: string, problem: Parameters<typeof wordByCode>[0], group = 'deckRules', cardName = (name: string) => name) =>
  wordByCode(problem, group, i18n.getFixedT(language, 'league'), (key) => i18n.exists(key, { lng: language, ns: 'league' }), cardName);

describe('every problem the hub finds with a deck list is worded in every language of the page', () => {
  it.each(LANGUAGES)('%s has a sentence for each code the hub can send about a deck and about a line of the list', (language) => {
    expect(DECK_PROBLEM_CODES.filter((code) => !wordedCodes(language, 'deckRules').has(code))).toEqual([]);
    expect(DECK_LIST_PROBLEM_CODES.filter((code) => !wordedCodes(language, 'deckLines').has(code))).toEqual([]);
  });

  it.each(LANGUAGES)('%s has a sentence for each reason the hub can name when it refuses a league action', (language) => {
    expect(LEAGUE_REFUSAL_CODES.filter((code) => !wordedCodes(language, 'refusals').has(code))).toEqual([]);
  });

  it('words a sentence for each context the English one has, in German and Finnish too', () => {
    const keys = (language: string) => Object.keys(i18n.getResourceBundle(language, 'league').deckRules as object).sort();
    expect(keys('de')).toEqual(keys('en'));
    expect(keys('fi')).toEqual(keys('en'));
  });
});

describe('a deck problem in the reader’s language (000 “Zusammenstellen von Decks”, 001 “Pakanrakennus”)', () => {
  const size = { code: 'deck-size', message: 'The deck holds 26 cards; this format needs exactly 60.', params: { count: 26, min: 60, max: 60, context: 'exact' } };

  it('counts the deck in the words of the German and Finnish rulebooks', () => {
    expect(word('de', size)).toBe('Das Deck enthält 26 Karten; dieses Format verlangt genau 60.');
    expect(word('fi', size)).toBe('Pakassa on 26 korttia; tässä formaatissa pakan pitää olla tasan 60 korttia.');
    expect(word('de', { code: 'no-basic-pokemon', message: 'The deck holds no Basic Pokémon; it needs at least one.', params: {} })).toBe(
      'Das Deck enthält kein Basis-Pokémon; es muss mindestens eines enthalten.',
    );
    expect(word('fi', { code: 'ace-spec-limit', message: '2 ACE SPEC cards; a deck may hold only one.', params: { count: 2 } })).toBe(
      '2 ACE SPEC -korttia; pakassa voi olla vain yksi ACE SPEC -kortti.',
    );
  });

  // sv1-191 Rare Candy and sv3-27 Charmeleon, named as ../shared/cards/i18n/card-names.json names them in German.
  it('names the card in the reader’s card language and the card terms as the rulebook prints them', () => {
    const candy = { code: 'not-legal', message: 'Rare Candy (sv1-191, regulation mark G) is not legal in Standard.', params: { card: 'Rare Candy', format: 'Standard', mark: 'G', context: 'mark' } };
    expect(word('de', candy, 'deckRules', (name) => (name === 'Rare Candy' ? 'Sonderbonbon' : name))).toBe('Sonderbonbon (Regulierungszeichen G) ist für Standard nicht zugelassen.');
    const stage = { code: 'stage-not-allowed', message: 'Charmeleon (sv3-27) is Stage 1; this format allows Basic.', params: { card: 'Charmeleon', stage: 'Stage 1', stages: 'Basic' } };
    expect(word('de', stage, 'deckRules', (name) => (name === 'Charmeleon' ? 'Glutexo' : name))).toBe('Glutexo ist ein Phase-1-Pokémon; dieses Format erlaubt nur: Basis-Pokémon.');
    expect(word('fi', stage)).toBe('Charmeleon on Stage 1 -Pokémon; tässä formaatissa sallitaan vain: perus-Pokémon.');
  });

  it('words a line the hub could not read', () => {
    const unknownSet = { code: 'unknown-set-code', message: 'unknown set code "MEW"', params: { set: 'MEW' } };
    expect(word('de', unknownSet, 'deckLines')).toBe('der Hub kennt das Erweiterungskürzel „MEW“ nicht.');
    expect(word('fi', unknownSet, 'deckLines')).toBe('hub ei tunne sarjan koodia ”MEW”.');
  });

  it('falls back to the hub’s English sentence for a code the page does not know', () => {
    expect(word('de', { code: 'a-newer-rule', message: 'A rule of a newer hub.', params: {} })).toBe('A rule of a newer hub.');
  });
});

describe('a refused league action in the reader’s language', () => {
  const refuse = (language: string, error: unknown) => leagueRefusalText(error, i18n.getFixedT(language, 'league'), (key) => i18n.exists(key, { lng: language, ns: 'league' }), language);

  it('words the reason the hub names, with its numbers', () => {
    const open = new RestError(409, 'round 2 has no result yet at tables 3, 5', { code: 'results-missing', params: { round: 2, tables: '3, 5' } });
    expect(refuse('de', open)).toBe('Runde 2 hat an Tisch 3, 5 noch kein Ergebnis.');
    expect(refuse('fi', open)).toBe('Kierroksen 2 tulos puuttuu vielä pöydästä 3, 5.');
  });

  it('names the format as the page names it', () => {
    const refused = new RestError(400, 'the deck cannot be registered for standard: …', { code: 'deck-refused', params: { format: 'standard' } });
    expect(refuse('en', refused)).toBe('This deck list cannot be registered for Standard.');
  });

  it('keeps the hub’s English where it names no reason, or one the page does not know', () => {
    expect(refuse('de', new RestError(400, 'the request body is not valid JSON'))).toBe('the request body is not valid JSON');
    expect(refuse('de', new RestError(409, 'a newer refusal', { code: 'a-newer-reason', params: {} }))).toBe('a newer refusal');
  });
});
