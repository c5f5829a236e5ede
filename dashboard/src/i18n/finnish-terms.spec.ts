import { describe, expect, it } from 'vitest';
import { localeStrings as strings } from '../testing/locale-strings.js';
import { LOCALES } from './i18n.js';

describe('the Finnish interface uses the Finnish rulebook’s terms', () => {
  it('calls Prize cards "palkintokortit" everywhere, as 001 (Sword & Shield) heads them: "PALKINTOKORTIT"', async () => {
    const fi = strings(await LOCALES.fi());
    expect(fi.filter((text) => /prize-kort/i.test(text))).toEqual([]);
    expect(fi.some((text) => text.includes('palkintokorttia'))).toBe(true);
  });

  it('calls a judge "tuomari" on every page, never "judge"', async () => {
    const fi = strings(await LOCALES.fi());
    // The setting's own key (`auth.judges`) is the file's word, not the page's.
    expect(fi.filter((text) => /(?<!\.)\bjudges?\b/i.test(text))).toEqual([]);
    expect(fi.some((text) => text.includes('tuomari'))).toBe(true);
  });

  it('calls damage "vaurio", as 001 defines it: "damage (vaurio): Pokémonin hyökätessä (attack) toiseen tapahtuu yleensä vauriota"', async () => {
    const fi = strings(await LOCALES.fi());
    expect(fi.filter((text) => /vahin[kg]/i.test(text))).toEqual([]);
    expect(fi.some((text) => text.includes('vauriota'))).toBe(true);
    // 001: "Aloita perusvauriomäärästä (base damage)"
    expect(fi.some((text) => text.includes('Perusvauriomäärä'))).toBe(true);
  });

  it('calls a damage counter "vauriomerkki", as 001 defines it: "damage counter (vauriomerkki)"', async () => {
    const fi = strings(await LOCALES.fi());
    expect(fi.filter((text) => /(vahinko|vaurio)laskur/i.test(text))).toEqual([]);
    expect(fi.some((text) => text.includes('vauriomerkkiä'))).toBe(true);
  });

  it('calls Weakness "heikkous", as 001 defines it: "Weakness (heikkous): Pokémon, jolla on heikkous, ottaa enemmän vauriota"', async () => {
    const fi = strings(await LOCALES.fi());
    expect(fi.filter((text) => /Weakness/i.test(text))).toEqual([]);
    expect(fi.some((text) => text.includes('Heikkouden jälkeen'))).toBe(true);
  });

  it('calls Resistance "vastustuskyky", as 001 defines it: "Resistance (vastustuskyky): Pokémon, jolla on Resistance, ottaa vähemmän vauriota"', async () => {
    const fi = strings(await LOCALES.fi());
    expect(fi.filter((text) => /Resistance|vastustus(?!ky)/i.test(text))).toEqual([]);
    expect(fi.some((text) => text.includes('Vastustuskyvyn jälkeen'))).toBe(true);
  });

  it('calls the discard pile "poistopino", as 001 defines it: "discard pile (poistopino)"', async () => {
    const fi = strings(await LOCALES.fi());
    expect(fi.filter((text) => /poistopak/i.test(text))).toEqual([]);
    expect(fi.some((text) => text.includes('poistopinoon'))).toBe(true);
  });

  it('says a Pokémon "perääntyy" and pays a "perääntymismaksu", as 001 does: "retreat (perääntyä)", "perääntymismaksun (Retreat Cost)"', async () => {
    const fi = strings(await LOCALES.fi());
    expect(fi.filter((text) => /vetäyty|Retreat/i.test(text))).toEqual([]);
    expect(fi.some((text) => text.includes('Perääntymismaksu'))).toBe(true);
  });

  it('calls the Active Spot the "aktiivinen Pokémon", as 001 does: "ylärivi on aktiivinen Pokémon (Active Spot …)"', async () => {
    const fi = strings(await LOCALES.fi());
    expect(fi.filter((text) => /\bActive\b/.test(text))).toEqual([]);
    expect(fi.some((text) => text.includes('aktiivinen Pokémonisi'))).toBe(true);
  });

  it('keeps "Special Conditionit" as 001 does ("Special Conditionit, kuten Asleep, Confused tai Poisoned"), never "erikoistilat"', async () => {
    const fi = strings(await LOCALES.fi());
    expect(fi.filter((text) => /erikoisti/i.test(text))).toEqual([]);
    expect(fi.some((text) => text.includes('Special Conditionit'))).toBe(true);
  });

  it('calls an Energy card "energiakortti", as 001 defines it: "Energy card (energiakortti)"', async () => {
    const fi = strings(await LOCALES.fi());
    // Rainbow Energy is a card's name, printed in English.
    expect(fi.filter((text) => /Energy/.test(text.replace(/Rainbow Energy\p{L}*/gu, '')))).toEqual([]);
    expect(fi.some((text) => text.includes('liittää energiakortin'))).toBe(true);
  });

  it('keeps "Ability" as 001 does ("Abilityjen tai Trainer-korttien efekteistä"), never "kyky"', async () => {
    const fi = strings(await LOCALES.fi());
    // \b keeps "vastustuskyky" (Resistance) out: there "kyky" ends a word.
    expect(fi.filter((text) => /\bky(ky|vy)/i.test(text))).toEqual([]);
    expect(fi.some((text) => text.includes('Käytä Abilityä'))).toBe(true);
  });
});
