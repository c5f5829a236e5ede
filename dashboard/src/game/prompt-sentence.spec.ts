import { fileURLToPath } from 'node:url';
import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { findCard } from '../../../src/catalogue/testing.js';
import { loadSession, runSession } from '../../../src/table/table-session.js';
import { LOCALES } from '../i18n/i18n.js';
import { cardLanguageFor } from './card-names.js';
import { promptSentence } from './prompt-sentence.js';

const i18n = i18next.createInstance();

beforeAll(async () => {
  const [en, de, fi] = await Promise.all([LOCALES.en(), LOCALES.de(), LOCALES.fi()]);
  await i18n.init({
    resources: { en, de, fi },
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
});

const card = findCard;

/**
 * The turn token's prompt as a player's page says it (#15: attack names and texts in German where the catalogue has
 * them; Finnish players read the English print, there being no Finnish cards). Froakie attacks with Technical
 * Machine: Evolution; the engine waits for its text (000 "Angreifen im Detail" f), and the token says so.
 */
describe('a turn-token prompt in the page’s language and card language', () => {
  let prompt: ReturnType<typeof runSession>['prompts'][number] | undefined;
  // The first card load takes seconds on a loaded machine.
  beforeAll(() => {
    const session = loadSession(fileURLToPath(new URL('../../../test/fixtures/table-sessions/38-attack-effects-window.yaml', import.meta.url)));
    prompt = runSession(session, card).prompts.find((p) => p.kind === 'turn-token');
  }, 30_000);
  const token = () => {
    if (!prompt) throw new Error('the session opens no turn-token prompt');
    return prompt;
  };
  const said = (language: 'de' | 'fi') => promptSentence(token().messageKey, token().params, token().message, i18n.getFixedT(language), cardLanguageFor(language));

  it('quotes the attack and its text in German on a German page', () => {
    expect(said('de')).toBe(
      'Zugmarker von Spieler 1: Entwicklung wartet auf die Wirkung seines Textes: Wähle bis zu 2 Pokémon auf deiner Bank. Durchsuche für jedes jener Pokémon dein Deck nach 1 Karte, die sich aus jenem Pokémon entwickelt, und lege sie auf jenes Pokémon, um es zu entwickeln. Mische anschließend dein Deck.',
    );
  });

  it('keeps the English print inside the Finnish sentence on a Finnish page', () => {
    expect(said('fi')).toBe(
      'Pelaajan Pelaaja 1 vuoromerkki: Evolution odottaa tekstinsä vaikutuksia: Choose up to 2 of your Benched Pokémon. For each of those Pokémon, search your deck for a card that evolves from that Pokémon and put it onto that Pokémon to evolve it. Then, shuffle your deck.',
    );
  });

  it('quotes German on a Finnish page whose player chose German card names', () => {
    expect(promptSentence(token().messageKey, token().params, token().message, i18n.getFixedT('fi'), 'de')).toContain('Entwicklung odottaa tekstinsä vaikutuksia: Wähle bis zu 2 Pokémon');
  });
});

describe('an attack option of the turn token that names its targets', () => {
  // Mantine's "Aqua Dive" on one of two Froakie (src/table/turn-token.spec.ts): the names in the card language, the
  // spot in the page's language, as the attack dialog says "Froxy (Bank 2)".
  const params = {
    attack: { en: 'Aqua Dive', de: 'Aquatauchen' },
    targets: [{ name: { en: 'Fennekin', de: 'Fynx' }, zone: 'p2.active' }, { name: { en: 'Froakie', de: 'Froxy' }, zone: 'p2.bench.2' }, { name: { en: 'Snorlax', de: 'Relaxo' } }],
  };
  const option = (page: 'en' | 'de' | 'fi') => promptSentence('option.attack-targets', params, 'Aqua Dive on …', i18n.getFixedT(page), cardLanguageFor(page));

  it('words each target in the page’s languages', () => {
    expect(option('de')).toBe('Aquatauchen auf Fynx (Aktives Pokémon), Froxy (Bank 2), Relaxo');
    expect(option('fi')).toBe('Aqua Dive: kohteena Fennekin (Aktiivinen), Froakie (Penkki 2), Snorlax');
    expect(option('en')).toBe('Aqua Dive on Fennekin (Active), Froakie (Bench 2), Snorlax');
  });
});

describe('a card the mirror cannot name (a stack the game no longer holds)', () => {
  // As src/table/gestures.ts sends it: "a card" by its key, for each page to word.
  const params = { card: { word: 'word.a-card' }, zone: 'p1.bench.2' };
  const said = (page: 'en' | 'de' | 'fi') => promptSentence('message.stackLeft.ask', params, 'a card left …', i18n.getFixedT(page), cardLanguageFor(page));

  it("is said in the page's language, the sentence opening with a capital", () => {
    expect(said('en')).toBe('A card left Player 1 · Bench 2, and the rules give no reason. What happened?');
    expect(said('de')).toBe('Eine Karte hat Spieler 1 · Bank 2 verlassen, und die Regeln nennen keinen Grund. Was ist passiert?');
    expect(said('fi')).toBe('Kortti poistui kohdasta Pelaaja 1 · Penkki 2, eivätkä säännöt anna syytä. Mitä tapahtui?');
  });
});
