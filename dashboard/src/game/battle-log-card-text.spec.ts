import { beforeAll, describe, expect, it } from 'vitest';
import { cardById } from '../../../src/catalogue/testing.js';
import { greninjaBreak } from '../../../src/rules/testing/boards.js';
import { quickStart } from '../../../src/rules/testing/table.js';
import { demoCard } from '../testing/demo-cards.js';
import { load, strings, wordsFor, type Language } from '../testing/log-words.js';
import { watched } from '../testing/watched-table.js';
import { battleLog } from './battle-log.js';
import { cardBook } from './card-book.js';
import { paperActs } from './with-your-cards.js';

const pawmi = demoCard('sv1-74');
/** "Once during each player's turn, that player may flip a coin. If heads, that player searches their deck for a Pokémon …": no text the engine carries out. */
const mesagoza = demoCard('sv1-178');
const MESAGOZA_USE = mesagoza.rules[0];
/** Pansage's Collect: "Draw a card.", handed to the players. */
const pansage = demoCard('xy0-2');
const chespin = demoCard('xy0-3');
const grass = demoCard('sve-1');

beforeAll(load);

/** Ash's first turn (turn 2): Ash plays Mesagoza and uses it. */
function mesagozaUsed(viewer: Parameters<typeof watched>[1] = { role: 'spectator' }) {
  const page = watched(quickStart({ profile: 'sv', first: 'p2', p1: { active: pawmi }, p2: { active: pawmi } }), viewer);
  page.do({ type: 'EndTurn', player: 'p2' });
  page.do({ type: 'PlayTrainer', player: 'p1', card: mesagoza, uid: 'mesagoza' });
  const seq = page.feed().at(-1)?.seq ?? 0;
  page.do({ type: 'UseStadium', player: 'p1' });
  return { page, seq };
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
    expect(lines).toEqual([{ seq: seq + 1, turn: 2, player: 'p1', kind: 'play', text, told: ['StadiumUsed', 'EffectNeedsAdjustment'], through: seq + 2 }]);
  });
});

describe('the battle log tells an attack\'s text handed to the players in the attack\'s line (000 "Angreifen im Detail" f)', () => {
  it.each<[Language, string]>([
    ['en', 'Misty: Pansage used Collect — do what the card says: “Draw a card.”'],
    // German players read the attack's German text from the catalogue (TCGdex); there is no Finnish card text, so the English print.
    ['de', 'Misty: Vegimak setzt Sammeln ein — tut, was auf der Karte steht: „Ziehe 1 Karte.“'],
    ['fi', 'Misty: Pansage käytti hyökkäystä Collect — tehkää, kuten kortissa lukee: ”Draw a card.”'],
  ])('in %s', (language, text) => {
    const page = watched(quickStart({ profile: 'xy', p1: { active: chespin }, p2: { active: pansage } }));
    page.do({ type: 'EndTurn', player: 'p1' });
    page.do({ type: 'AttachEnergy', player: 'p2', card: grass, target: 'p2-active' });
    page.do({ type: 'Attack', player: 'p2', attack: 0 });
    const attack = battleLog(page.feed(), wordsFor(page, language)).find((l) => l.kind === 'attack');
    expect(attack).toMatchObject({ player: 'p2', text, told: ['AttackDeclared', 'EffectNeedsAdjustment'] });
  });
});

describe('"Now, with your cards" after a Stadium is used', () => {
  it('the player who used it does what its text says, which the engine handed to the players', () => {
    const { page, seq } = mesagozaUsed({ role: 'player', seat: 'p2' });
    const book = cardBook(page.view(), page.feed());
    const acts = paperActs(page.feed().filter((e) => e.seq > seq), (id) => book.owner(id));
    expect(acts).toEqual([{ seq: seq + 2, player: 'p1', key: 'doCardText', card: 'mesagoza', printed: 'Mesagoza', text: MESAGOZA_USE }]);
  });

  it("the cards a Stadium's use drew (Team Rocket's Factory: \"they may draw 2 cards\"): the hub counted them, the player draws them", () => {
    // The event src/rules/use-stadium.spec.ts sees Team Rocket's Factory bring; the demo catalogue has no such Stadium.
    const drawn = { seq: 1, event: { type: 'CardsDrawn', player: 'p1', count: 2, cause: { kind: 'stadium', card: 'factory' } } } as const;
    expect(paperActs([drawn], () => undefined)).toEqual([{ seq: 1, player: 'p1', key: 'draw', count: 2 }]);
  });

  it('a Stadium, Tool or Special Energy whose text the engine hands to the players as it comes into play: the player who played it does what it says', () => {
    // The events src/rules/texts-on-entry.spec.ts sees Risky Ruins bring; the demo catalogue has no such Stadium.
    const text = 'Whenever any player puts a Basic non-Darkness Pokémon onto their Bench during their turn, place 2 damage counters on that Pokémon.';
    const ruins = { ...mesagoza, id: 'me1-127', name: 'Risky Ruins', rules: [text] };
    const card = { uid: 'ruins', def: ruins, owner: 'p2' } as const;
    const played = { seq: 1, event: { type: 'TrainerPlayed', player: 'p2', card, from: 'hand', source: null, kind: 'Stadium', countsAsItem: false, target: null, text: [text] } } as const;
    const handed = { seq: 2, event: { type: 'EffectNeedsAdjustment', card: 'ruins', name: 'Risky Ruins', text } } as const;
    expect(paperActs([played, handed], () => undefined)).toEqual([{ seq: 2, player: 'p2', key: 'doCardText', card: 'ruins', printed: 'Risky Ruins', text }]);
    // Without the card coming into play right before it, nobody is told to act on it.
    expect(paperActs([handed], () => undefined)).toEqual([]);
  });

  // The card text ends with its own full stop: none after the closing quote (no "deck.”. Then").
  it.each<[Language, string]>([
    ['en', `Do what Mesagoza says: “${MESAGOZA_USE}” Then enter on the board what it changed.`],
    ['de', `Tu, was auf Mesalona City steht: „${MESAGOZA_USE}“ Trag danach auf dem Spielfeld ein, was sich geändert hat.`],
    ['fi', `Tee, kuten kortissa Mesagoza lukee: ”${MESAGOZA_USE}” Merkitse sitten pelilaudalle, mitä se muutti.`],
  ])('in %s', (language, text) => {
    const { page } = mesagozaUsed();
    const name = wordsFor(page, language).pokemon('mesagoza', 'Mesagoza');
    expect(strings.getFixedT(language)('withYourCards.doCardText', { card: name, text: MESAGOZA_USE })).toBe(text);
  });

  // The catalogue has a Stadium's text only as printed in English: a German or Finnish page says so in its own words.
  it.each<[Language, string]>([
    ['de', `Tu, was auf Mesalona City steht (der Text auf Englisch: Der Katalog hat keine deutsche Übersetzung): „${MESAGOZA_USE}“ Trag danach auf dem Spielfeld ein, was sich geändert hat.`],
    ['fi', `Tee, kuten kortissa Mesagoza lukee (teksti englanniksi: korttiluettelossa ei ole suomennosta): ”${MESAGOZA_USE}” Merkitse sitten pelilaudalle, mitä se muutti.`],
  ])('in %s, with its text in English said to be so', (language, text) => {
    const { page } = mesagozaUsed();
    const name = wordsFor(page, language).pokemon('mesagoza', 'Mesagoza');
    expect(strings.getFixedT(language)('withYourCards.doCardTextInEnglish', { card: name, text: MESAGOZA_USE })).toBe(text);
  });
});

describe('the battle log tells both players an Ability the hub does not apply, as its Pokémon comes into play (src/rules/passive-abilities.ts)', () => {
  // The event src/rules/passive-abilities.spec.ts sees Lunatone (sv3-92) bring; the demo catalogue has no such Ability.
  const NEW_MOON = 'If you have Solrock in play, prevent all effects of any Stadium done to your Pokémon in play.';
  it.each<[Language, string]>([
    ['en', `Pawmi's Ability New Moon acts while it is in play; the hub does not apply it, so both players follow it at the table: “${NEW_MOON}”`],
    ['de', `Die Fähigkeit New Moon von Pamo wirkt, solange es im Spiel ist; der Hub wendet sie nicht an, also befolgen beide Spieler sie am Tisch: „${NEW_MOON}“`],
    ['fi', `Pokémonin Pawmi Ability New Moon vaikuttaa niin kauan kuin se on pelissä; hubi ei sovella sitä, joten molemmat pelaajat noudattavat sitä pöydän ääressä: ”${NEW_MOON}”`],
  ])('in %s, on the line of its owner', (language, text) => {
    const page = watched(quickStart({ profile: 'sv', p1: { active: pawmi }, p2: { active: pawmi } }), { role: 'player', seat: 'p1' });
    page.do({ type: 'EndTurn', player: 'p1' });
    const seq = (page.feed().at(-1)?.seq ?? 0) + 1;
    const feed = [...page.feed(), { seq, event: { type: 'EffectNeedsAdjustment', card: 'p2-active', name: 'New Moon', text: NEW_MOON, inPlay: true } } as const];
    expect(battleLog(feed, wordsFor(page, language)).filter((l) => l.seq === seq)).toEqual([{ seq, turn: 2, player: 'p2', kind: 'play', text, told: ['EffectNeedsAdjustment'], through: seq }]);
  });
});

describe('the battle log names an Ability where the engine finds it, not on the top card alone', () => {
  // 000 "Anhang 19": Greninja BREAK keeps Greninja's "Water Shuriken" (its second Ability, after its own).
  it('Greninja BREAK uses "Water Shuriken", printed on the Greninja under it: its German name on a German page', () => {
    const page = watched(greninjaBreak());
    page.do({ type: 'UseAbility', player: 'p1', pokemon: 'p1-active', ability: 1 });
    const used = battleLog(page.feed(), wordsFor(page, 'de')).find((l) => l.told.includes('AbilityUsed'));
    expect(used?.text).toContain('Wasser-Shuriken');
    expect(battleLog(page.feed(), wordsFor(page, 'en')).find((l) => l.told.includes('AbilityUsed'))?.text).toContain('Water Shuriken');
  });
});

describe('the battle log tells damage an attack\'s text aimed but a card in play prevented (000 "Angreifen im Detail" d)', () => {
  // Mantine sv8-40 "Aqua Dive": "This attack does 50 damage to 1 of your opponent's Pokémon."; Manaphy swsh9-41 "Wave
  // Veil": "Prevent all damage done to your Benched Pokémon by attacks from your opponent's Pokémon."
  it.each<[Language, string]>([
    ['en', 'no damage to Fennekin (Manaphy)'],
    ['de', 'kein Schaden an Fynx (Manaphy)'],
    ['fi', 'ei vauriota Pokémonille Fennekin (Manaphy)'],
  ])('in %s: the attack\'s line names the Benched Pokémon that took none', (language, said) => {
    const fennekin = cardById('xy0-8');
    const page = watched(quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('sv8-40') }, p2: { active: fennekin, bench: [cardById('swsh9-41'), fennekin] } }));
    page.do({ type: 'EndTurn', player: 'p2' });
    for (let i = 0; i < 2; i++) page.do({ type: 'AttachEnergy', player: 'p1', card: cardById('sve-3'), target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } });
    page.do({ type: 'Attack', player: 'p1', attack: 1, benchTargets: ['p2-bench1'] });
    const line = battleLog(page.feed(), wordsFor(page, language)).find((l) => l.kind === 'attack');
    expect(line?.text).toMatch(new RegExp(` — ${said.replace(/[()]/g, '\\$&')}$`));
    expect(line?.told).toContain('RuleApplied');
  });
});

describe('the battle log tells a Pokémon a text kept in play with HP (000 "Angreifen im Detail" f)', () => {
  // Klawf sv9-90 "Hammer In" (100) on Mega Hawlucha ex me2pt5-116 with 10 HP left; "Tenacious Body": "If this Pokémon would
  // be Knocked Out by damage from an attack, flip a coin. If heads, this Pokémon is not Knocked Out, and its remaining HP becomes 10."
  it.each<[Language, string]>([
    ['en', 'Mega Hawlucha ex is not Knocked Out'],
    ['de', 'ist nicht kampfunfähig'],
    ['fi', 'ei tyrmäänny'],
  ])('in %s: heads, and the attack\'s line says so instead of "0 damage"', (language, said) => {
    const page = watched(quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('sv9-90') }, p2: { active: cardById('me2pt5-116') } }));
    page.do({ type: 'JudgeCorrect', judge: 'J', reason: 'scenario', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 24 } });
    page.do({ type: 'EndTurn', player: 'p2' });
    for (let i = 0; i < 3; i++) page.do({ type: 'AttachEnergy', player: 'p1', card: cardById('sve-6'), target: 'p1-active', from: 'deck', source: { kind: 'effect', card: 'scenario' } });
    page.do({ type: 'Attack', player: 'p1', attack: 1 });
    page.flip('heads');
    const line = battleLog(page.feed(), wordsFor(page, language)).find((l) => l.told[0] === 'AttackDeclared');
    expect(line?.text).toContain(said);
    expect(line?.told).not.toContain('DamageDealt');
  });
});
