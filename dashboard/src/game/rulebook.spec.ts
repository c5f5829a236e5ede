import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { PROFILES, type RuleRef } from '../../../src/rules/index.js';
import { LOCALES } from '../i18n/i18n.js';
import { citation, refusalText, rulebookOf } from './rulebook.js';
import { sectionTopic } from './rule-sections.js';

const i18n = i18next.createInstance();

beforeAll(async () => {
  const [en, de, fi] = await Promise.all([LOCALES.en(), LOCALES.de(), LOCALES.fi()]);
  await i18n.init({
    resources: { en: { translation: en.translation }, de: { translation: de.translation }, fi: { translation: fi.translation } },
    lng: 'en',
    fallbackLng: false,
    interpolation: { escapeValue: false },
  });
});

const { sv: { refs: SV_REFS }, swsh: { refs: SWSH_REFS }, xy: { refs: XY_REFS } } = PROFILES;
/** Headings of 003 (alternative formats) and the tournament handbook, as src/formats and the judge's corrections cite them. */
const ACHIEVEMENTS: RuleRef = { file: '003_8c2f2b3219c5ea3c.txt', section: 'Erfolge, Spielverlauf' };
const RAID_SETUP: RuleRef = { file: '003_8c2f2b3219c5ea3c.txt', section: 'Raid-Format (fortgesetzt), Giovanni-Format, Vorbereitung' };
const PENALTIES: RuleRef = { file: 'Play! Pokémon Tournament Rules Handbook (2021-09-30)', section: '7. Rules Violations & Penalties' };

const cite = (ref: RuleRef, language: 'en' | 'de' | 'fi') => citation(ref, i18n.getFixedT(language), language);

describe('a rule citation, as a player looks the rule up', () => {
  it('names the rulebook by its number, never by the file name', () => {
    expect(rulebookOf('000_0830806de1b6dc84.txt')).toBe('000');
    expect(rulebookOf('004_ca7f782e9c57511b.txt')).toBe('004');
    expect(cite(XY_REFS.turn, 'en')).toBe('Rule: “PARTS OF A TURN”, XY rulebook (Kalos Starter Set)');
  });

  it('quotes the heading as printed to a reader of the book’s language: 000 "4) Pokémon-Check" in German', () => {
    expect(cite(SV_REFS.checkup, 'de')).toBe('Regel: „4) Pokémon-Check“, Regelheft Karmesin & Purpur');
    expect(cite(SWSH_REFS.checkup, 'fi')).toBe('Sääntö: ”4. Pokémon Checkup”, Sword & Shield -säännöt (suomi)');
  });

  it('tells any other reader what the section is about in their language, never the German heading', () => {
    expect(cite(SV_REFS.checkup, 'en')).toBe('Rule: “Pokémon Checkup, between turns”, Scarlet & Violet rulebook (German)');
    expect(cite(SV_REFS.checkup, 'fi')).toBe('Sääntö: ”Pokémon Checkup vuorojen välissä”, Scarlet & Violet -sääntökirja (saksa)');
    expect(cite(XY_REFS.retreat, 'de')).toBe('Regel: „Was du in deinem Zug tun kannst“, Regelheft XY (Kalos-Starterset, englisch)');
    expect(cite(ACHIEVEMENTS, 'en')).toBe('Rule: “Achievements”, Alternative formats handbook (German)');
    expect(cite(RAID_SETUP, 'fi')).toBe('Sääntö: ”Raid-pelimuoto”, Vaihtoehtoisten pelimuotojen käsikirja (saksa)');
  });

  it('describes every section the rule profiles cite, in every book, in all three languages', () => {
    const refs: RuleRef[] = Object.values(PROFILES).flatMap((profile) => [...Object.values(profile.refs), ...(profile.upTo.ref ? [profile.upTo.ref] : [])]);
    refs.push(ACHIEVEMENTS, RAID_SETUP, PENALTIES);
    expect(refs.filter((ref) => sectionTopic(ref.section) === null)).toEqual([]);
    for (const language of ['en', 'de', 'fi'] as const) {
      for (const ref of refs) expect(cite(ref, language)).not.toMatch(/ruleSection\.|\.txt/);
    }
  });

  it('names a book the hub cites outside the five by the name it gives, with the section’s subject', () => {
    expect(cite(PENALTIES, 'de')).toBe('Regel: „Regelverstöße und Strafen“, Play! Pokémon Tournament Rules Handbook (2021-09-30)');
    expect(cite({ file: 'house-rules.txt', section: 'Snacks' }, 'de')).toBe('Regel: house-rules.txt');
  });

  it('words a refusal in the interface language where a translation exists, else as the engine said it', () => {
    const t = (key: string) => key;
    const has = (key: string) => key === 'refusals.first-turn-attack';
    expect(refusalText({ code: 'first-turn-attack', message: 'The player who goes first cannot attack on their first turn.' }, t, has)).toBe('refusals.first-turn-attack');
    expect(refusalText({ code: 'energy-cost', message: 'Scratch needs Fire Energy attached.' }, t, has)).toBe('Scratch needs Fire Energy attached.');
  });
});
