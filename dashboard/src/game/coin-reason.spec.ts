import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import { greninjaBreak } from '../../../src/rules/testing/boards.js';
import { quickStart, type Table } from '../../../src/rules/testing/table.js';
import { viewFor, type CardDef } from '../../../src/rules/index.js';
import { LOCALES } from '../i18n/i18n.js';
import { cardById } from '../../../src/catalogue/testing.js';
import { demoCard } from '../testing/demo-cards.js';
import { coinReason } from './coin-reason.js';

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

/** 000 "Spielablauf": a coin decides who goes first; the flip's record keeps why it was flipped. */
describe('why a coin was flipped, in the reader’s language', () => {
  const table = quickStart({ profile: 'sv', p1: { active: demoCard('sv1-74') }, p2: { active: demoCard('sv1-74') } });
  const view = () => viewFor(table.state, { role: 'spectator' });

  it('words the toss for who goes first in English, German and Finnish, with the players’ names', () => {
    const [toss] = view().coinFlips;
    if (!toss) throw new Error('no toss recorded');
    expect(toss.purpose).toEqual({ kind: 'toss' });
    expect(coinReason(toss, view(), i18n.getFixedT('en'), 'en')).toBe('Who goes first: heads for Ash, tails for Misty');
    expect(coinReason(toss, view(), i18n.getFixedT('de'), 'de')).toBe('Wer beginnt: Kopf für Ash, Zahl für Misty');
    expect(coinReason(toss, view(), i18n.getFixedT('fi'), 'en')).toBe('Kuka aloittaa: kruuna Ash, klaava Misty');
  });

  it('reads a record without its purpose from the engine’s sentence, naming the players', () => {
    const old = { reason: 'Who goes first: heads, p1 goes first; tails, p2 does.', purpose: null };
    expect(coinReason(old, view(), i18n.getFixedT('de'), 'de')).toBe('Who goes first: heads, Ash goes first; tails, Misty does.');
  });
});

/** 000 "Angreifen im Detail": an attack's coins are flipped as its text says; the reason names the attack and quotes it. */
describe('why a coin was flipped for an attack, in the reader’s language and the card language (#15)', () => {
  const pawmo = demoCard('sv1-75');
  const lightning = demoCard('sve-4');
  /** Turn 3: Ash's Pawmi evolves into Pawmo, which uses Thunder Shock; its coin is asked for. */
  function thunderShock() {
    const table = quickStart({ profile: 'sv', p1: { active: demoCard('sv1-74') }, p2: { active: demoCard('sv1-74') } });
    table.do({ type: 'EndTurn', player: 'p1' });
    table.do({ type: 'EndTurn', player: 'p2' });
    table.do({ type: 'Evolve', player: 'p1', card: pawmo, target: 'p1-active' });
    table.do({ type: 'AttachEnergy', player: 'p1', card: lightning, target: 'p1-active' });
    table.do({ type: 'Attack', player: 'p1', attack: 0 });
    const view = viewFor(table.state, { role: 'spectator' });
    const prompt = view.prompts.find((p) => p.kind === 'coin-flip');
    if (prompt?.kind !== 'coin-flip') throw new Error('no coin asked for');
    return { view, prompt };
  }

  it('names the attack and quotes its text: English, German from the catalogue, and Finnish words around the English print', () => {
    const { view, prompt } = thunderShock();
    expect(prompt.purpose).toMatchObject({ kind: 'attack', attacker: 'p1-active', attack: 'Thunder Shock' });
    expect(coinReason(prompt, view, i18n.getFixedT('en'), 'en')).toBe('Thunder Shock: “Flip a coin. If heads, your opponent\'s Active Pokémon is now Paralyzed.”');
    expect(coinReason(prompt, view, i18n.getFixedT('de'), 'de')).toBe('Donnerschock: „Wirf 1 Münze. Bei Kopf ist das Aktive Pokémon deines Gegners jetzt paralysiert.“');
    expect(coinReason(prompt, view, i18n.getFixedT('fi'), 'en')).toBe('Hyökkäys Thunder Shock: ”Flip a coin. If heads, your opponent\'s Active Pokémon is now Paralyzed.”');
  });

  it('names the attack of a Confused Pokémon, and an attack whose Pokémon has left play since', () => {
    const { view } = thunderShock();
    const confused = { reason: 'Confused, attacking with Thunder Shock: heads, the attack works; tails, it fails.', purpose: { kind: 'confusion', attacker: 'p1-active', attack: 'Thunder Shock' } } as const;
    expect(coinReason(confused, view, i18n.getFixedT('de'), 'de')).toBe('Verwirrt, Angriff mit Donnerschock: bei Kopf gelingt der Angriff, bei Zahl schlägt er fehl');
    const gone = { reason: 'Thunder Shock: heads, the Defending Pokémon is now Paralyzed.', purpose: { kind: 'attack', effect: 0, attacker: 'p1-bench-9', attack: 'Thunder Shock' } } as const;
    expect(coinReason(gone, view, i18n.getFixedT('de'), 'de')).toBe('Für die Attacke Thunder Shock');
  });
});

/** 000 "4) Pokémon-Check", "Verbrennung": a Burned Pokémon's coin at the Checkup. */
describe('why a coin was flipped at the Pokémon Checkup, in the reader’s language (#15)', () => {
  it('names the Pokémon in the card language and what the coin decides', () => {
    const table = quickStart({ profile: 'sv', p1: { active: demoCard('sv1-74') }, p2: { active: demoCard('sv1-74') } });
    table.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'set-condition', target: 'p2-active', condition: 'Burned' } });
    table.do({ type: 'EndTurn', player: 'p1' });
    const view = viewFor(table.state, { role: 'spectator' });
    const prompt = view.prompts.find((p) => p.kind === 'coin-flip');
    if (prompt?.kind !== 'coin-flip') throw new Error('no coin asked for');
    expect(coinReason(prompt, view, i18n.getFixedT('en'), 'en')).toBe('Pokémon Checkup, Pawmi: Burned: heads, it recovers');
    expect(coinReason(prompt, view, i18n.getFixedT('de'), 'de')).toBe('Pokémon-Check, Pamo: Verbrannt: bei Kopf erholt es sich');
    expect(coinReason(prompt, view, i18n.getFixedT('fi'), 'en')).toBe('Pokémon Checkup, Pawmi: Burned: kruuna, se toipuu');
  });

  it('names a Pokémon the Burn Knocked Out by its card in the discard pile', () => {
    const table = quickStart({ profile: 'sv', p1: { active: demoCard('sv1-74') }, p2: { active: demoCard('sv1-74') } });
    table.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'set-condition', target: 'p2-active', condition: 'Burned' } });
    table.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 4 } });
    table.do({ type: 'EndTurn', player: 'p1' });
    table.flip('heads');
    const view = viewFor(table.state, { role: 'spectator' });
    expect(view.players.p2.active).toBeNull();
    expect(coinReason(view.coinFlips.at(-1)!, view, i18n.getFixedT('de'), 'de')).toBe('Pokémon-Check, Pamo: Verbrannt: bei Kopf erholt es sich');
  });
});

/** 000 "Angreifen im Detail": a coin an Ability flips against an attack's damage names the attack, the Pokémon and the Ability. */
const klawf = cardById('sv9-90');

/** Klawf's "Hammer In" against `defender` (after `before`, p2's first turn), as a spectator sees the coin it asks. */
function hammerIn(defender: CardDef, before: (table: Table) => void = () => undefined) {
  const fighting = cardById('sve-6');
  const table = quickStart({ profile: 'sv', first: 'p2', p1: { active: klawf }, p2: { active: defender } });
  before(table);
  table.do({ type: 'EndTurn', player: 'p2' });
  for (let i = 0; i < 3; i++) table.do({ type: 'AttachEnergy', player: 'p1', card: fighting, target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } });
  table.do({ type: 'Attack', player: 'p1', attack: 1 });
  const view = viewFor(table.state, { role: 'spectator' });
  return { view, prompt: view.prompts.find((p) => p.kind === 'coin-flip') };
}

describe('why a coin was flipped against an attack\'s damage (Kecleon sv8-150 "Expert Hider"), in the reader\'s language', () => {
  const kecleon = cardById('sv8-150');
  const { view, prompt } = hammerIn(kecleon);

  it('in English, German and Finnish, with the card language\'s names', () => {
    if (prompt?.kind !== 'coin-flip') throw new Error('no coin asked for');
    const flip = { reason: prompt.reason, purpose: prompt.purpose };
    expect(coinReason(flip, view, i18n.getFixedT('en'), 'en')).toBe('Hammer In would damage Kecleon: heads, its Expert Hider prevents that damage');
    const de = { attack: klawf.attacks[1]?.names?.de, pokemon: kecleon.names?.de, ability: kecleon.abilities[0]?.names?.de };
    expect(Object.values(de).every((name) => typeof name === 'string' && name !== '')).toBe(true);
    expect(coinReason(flip, view, i18n.getFixedT('de'), 'de')).toBe(`${de.attack} würde ${de.pokemon} Schaden zufügen: bei Kopf verhindert seine Fähigkeit ${de.ability} diesen Schaden`);
    expect(coinReason(flip, view, i18n.getFixedT('fi'), 'en')).toBe('Hammer In tekisi vauriota Pokémonille Kecleon: kruunalla sen Ability Expert Hider estää vaurion');
  });
});

/** 000 "Angreifen im Detail": a coin an Ability flips against a Knock Out by an attack's damage names the attack, the Pokémon and the Ability. */
describe('why a coin was flipped against a Knock Out (Mega Hawlucha ex me2pt5-116 "Tenacious Body"), in the reader\'s language', () => {
  const hawlucha = cardById('me2pt5-116');
  const { view, prompt } = hammerIn(hawlucha, (table) =>
    table.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 16 } }),
  );

  it('in English, German and Finnish, with the card language\'s names', () => {
    if (prompt?.kind !== 'coin-flip') throw new Error('no coin asked for');
    const flip = { reason: prompt.reason, purpose: prompt.purpose };
    expect(coinReason(flip, view, i18n.getFixedT('en'), 'en')).toBe('Hammer In would Knock Out Mega Hawlucha ex: heads, its Tenacious Body keeps it in play with 10 HP left');
    const de = { attack: klawf.attacks[1]?.names?.de, pokemon: hawlucha.names?.de ?? hawlucha.name, ability: hawlucha.abilities[0]?.names?.de ?? hawlucha.abilities[0]?.name };
    expect(coinReason(flip, view, i18n.getFixedT('de'), 'de')).toBe(`${de.attack} würde ${de.pokemon} kampfunfähig machen: bei Kopf bleibt es dank seiner Fähigkeit ${de.ability} mit 10 KP im Spiel`);
    expect(coinReason(flip, view, i18n.getFixedT('fi'), 'en')).toBe('Hammer In tyrmäisi Pokémonin Mega Hawlucha ex: kruunalla sen Ability Tenacious Body pitää sen pelissä 10 HP:lla');
  });
});

/**
 * 000 "Anhang 19": a BREAK keeps its previous stage's Abilities, so the one a coin names may be printed under the top
 * card. A record naming Greninja's "Water Shuriken" on Greninja BREAK (Weedle's "Bug Bite" against it) finds its German name.
 */
describe('why a coin was flipped, naming an Ability printed under a BREAK', () => {
  it('finds the Ability where the engine does, not on the top card alone', () => {
    const view = viewFor(greninjaBreak().state, { role: 'spectator' });
    const flip = { reason: '', purpose: { kind: 'damage-coin', pokemon: 'p1-active', ability: 'Water Shuriken', attacker: 'p2-active', attack: 'Bug Bite' } } as const;
    expect(coinReason(flip, view, i18n.getFixedT('de'), 'de')).toMatch(/Fähigkeit Wasser-Shuriken diesen Schaden$/);
  });
});
