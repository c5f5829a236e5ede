import { beforeAll, describe, expect, it } from 'vitest';
import { dipplinAttackedOnce } from '../../../src/rules/testing/boards.js';
import { quickStart, Table } from '../../../src/rules/testing/table.js';
import { demoCard } from '../testing/demo-cards.js';
import { load, strings, wordsFor } from '../testing/log-words.js';
import { watched } from '../testing/watched-table.js';
import { battleLog } from './battle-log.js';

const pawmi = demoCard('sv1-74');
const pawmo = demoCard('sv1-75');
const lightning = demoCard('sve-4');
beforeAll(load);

/** Pawmo's Thunder Shock on turn 4: "Flip a coin. If heads, your opponent's Active Pokémon is now Paralyzed." */
function thunderShock(viewer: Parameters<typeof watched>[1]) {
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: pawmi }, p2: { active: pawmi } });
  const page = watched(t, viewer);
  page.do({ type: 'EndTurn', player: 'p2' });
  page.do({ type: 'EndTurn', player: 'p1' });
  page.do({ type: 'EndTurn', player: 'p2' });
  page.do({ type: 'Evolve', player: 'p1', card: pawmo, target: 'p1-active' });
  page.do({ type: 'AttachEnergy', player: 'p1', card: lightning, target: 'p1-active' });
  page.do({ type: 'Attack', player: 'p1', attack: 0 });
  page.flip('heads');
  return page;
}

describe('the battle log: the events in words, in the UI language (issue 15 "Events to the views")', () => {
  it('tells an attack in one line: the attacker, the attack, the damage, the coin and the Special Condition it brought', () => {
    const page = thunderShock({ role: 'spectator' });
    const attack = battleLog(page.feed(), wordsFor(page, 'en')).find((l) => l.kind === 'attack');
    expect(attack).toMatchObject({ turn: 4, player: 'p1', text: 'Ash: Pawmo used Thunder Shock — 30 to Pawmi; heads: Paralyzed' });
  });

  // The attack's German name too (#15 item 4): the log once showed "Thunder Shock" in a German sentence.
  it('in German with the German card and attack names the catalogue has', () => {
    const page = thunderShock({ role: 'spectator' });
    const lines = battleLog(page.feed(), wordsFor(page, 'de'));
    expect(lines.find((l) => l.kind === 'attack')?.text).toBe('Ash: Pamamo setzt Donnerschock ein — 30 an Pamo; Kopf: Paralysiert');
    expect(lines.find((l) => l.text.includes('entwickelt'))?.text).toBe('Ash entwickelt Pamo zu Pamamo');
  });

  it("tells each player's turn, its draw and its end, in order, under the turn's number", () => {
    const page = thunderShock({ role: 'spectator' });
    const turn2 = battleLog(page.feed(), wordsFor(page, 'en')).filter((l) => l.turn === 2).map((l) => l.text);
    expect(turn2).toEqual(["Ash's turn", 'Ash draws a card', 'Ash ends the turn', 'Pokémon Checkup']);
  });

  it('gives each line the player it concerns and its kind, for the judge to filter by', () => {
    const page = thunderShock({ role: 'judge' });
    const lines = battleLog(page.feed(), wordsFor(page, 'en'));
    expect(lines.filter((l) => l.kind === 'attack').map((l) => [l.player, l.text])).toEqual([['p1', 'Ash: Pawmo used Thunder Shock — 30 to Pawmi; heads: Paralyzed']]);
    expect(lines.filter((l) => l.kind === 'play').map((l) => [l.player, l.text])).toEqual([
      ['p1', 'Ash evolves Pawmi into Pawmo'],
      ['p1', 'Ash attaches Basic Lightning Energy to Pawmo'],
    ]);
    expect(lines.filter((l) => l.player === 'p2' && l.kind === 'turn').map((l) => l.text)).toEqual([
      // The page joined on Misty's first turn: its start came before.
      'Misty ends the turn',
      "Misty's turn",
      'Misty draws a card',
      'Misty ends the turn',
      "Misty's turn",
      'Misty draws a card',
    ]);
  });

  it('issue 15 item 7: a Pokémon knocked out by an attack whose coin would paralyze it is not told as "now Paralyzed" after its Knock Out', () => {
    const page = thunderShock({ role: 'spectator' });
    page.do({ type: 'EndTurn', player: 'p2' });
    page.do({ type: 'AttachEnergy', player: 'p1', card: lightning, target: 'p1-active' });
    page.do({ type: 'Attack', player: 'p1', attack: 0 });
    page.flip('heads');
    const texts = battleLog(page.feed(), wordsFor(page, 'en')).map((l) => l.text);
    const knockedOut = texts.indexOf("Misty's Pawmi is Knocked Out");
    expect(knockedOut).toBeGreaterThanOrEqual(0);
    expect(texts.slice(knockedOut + 1).filter((text) => /Paralyzed/.test(text))).toEqual([]);
  });

  it("tells a judge's reason once: in the correction's own line, the damage it put on naming the judge alone", () => {
    const page = watched(quickStart({ profile: 'sv', first: 'p2', p1: { active: pawmi }, p2: { active: pawmi } }), { role: 'judge' });
    page.do({ type: 'JudgeCorrect', judge: 'Demo Judge', reason: 'Two counters were not placed', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 2 } });
    expect(battleLog(page.feed(), wordsFor(page, 'en')).slice(-2).map((l) => l.text)).toEqual(['Judge Demo Judge corrected the game: Two counters were not placed', '20 damage to Pawmi (judge Demo Judge)']);
  });

  it("tells a player's reason for an adjustment once: in the adjustment's own line, the damage it put on naming the player alone (en, de, fi)", () => {
    const page = watched(quickStart({ profile: 'sv', first: 'p2', p1: { active: pawmi }, p2: { active: pawmi } }), { role: 'spectator' });
    page.do({ type: 'ProposeAdjust', player: 'p2', reason: 'the attack put 2 counters on itself', action: { kind: 'put-damage-counters', target: 'p2-active', counters: 2 } });
    const last2 = (language: 'en' | 'de' | 'fi') => battleLog(page.feed(), wordsFor(page, language)).slice(-2).map((l) => l.text);
    expect(last2('en')).toEqual(['Misty adjusted the game: the attack put 2 counters on itself', "20 damage to Pawmi (Misty's adjustment)"]);
    expect(last2('de')).toEqual(['Misty hat das Spiel angepasst: the attack put 2 counters on itself', '20 Schaden an Pamo (Anpassung von Misty)']);
    expect(last2('fi')).toEqual(['Misty korjasi pelin: the attack put 2 counters on itself', '20 vauriota Pokémonille Pawmi (pelaajan Misty korjaus)']);
  });

  it('issue 15 item 7: one extra card or one Prize card is counted in the singular', () => {
    const t = strings.getFixedT('en');
    expect(t('feed.mulliganDraws', { player: 'Ash', count: 1 })).toBe("Ash draws 1 extra card for the opponent's mulligan");
    expect(t('feed.prizesSetOut', { player: 'Ash', count: 1 })).toBe('Ash sets out 1 Prize card');
    expect(strings.getFixedT('de')('feed.mulliganDraws', { player: 'Ash', count: 2 })).toBe('Ash zieht 2 zusätzliche Karten für die Neustarts des Gegners');
  });

  it('names a face-down Pokémon "a Pokémon" to the opponent: the log says only what the events it was sent say', () => {
    const page = watched(new Table(), { role: 'player', seat: 'p2' });
    page.do({ type: 'StartMatch', matchId: 'm', profile: 'sv', players: [{ name: 'Ash' }, { name: 'Misty' }] });
    page.flip('heads');
    page.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
    page.do({ type: 'PlaceActive', player: 'p1', card: pawmi, uid: 'tag-1' });
    const texts = battleLog(page.feed(), wordsFor(page, 'en')).map((l) => l.text);
    expect(texts).toContain('Ash puts a Pokémon face down as the Active Pokémon');
    expect(texts.join('\n')).not.toContain('Pawmi');
  });

  it('tells a second attack an Ability offered and the player declined (Dipplin "Festival Lead", sv6-18), in en, de and fi', () => {
    const page = watched(dipplinAttackedOnce('snorlax'), { role: 'spectator' });
    page.do({ type: 'EndTurn', player: 'p1' });
    const said = (language: 'en' | 'de' | 'fi') => battleLog(page.feed(), wordsFor(page, language)).map((l) => l.text);
    expect(said('en')[0]).toBe('Ash does not attack again');
    expect(said('de')[0]).toBe('Ash greift nicht erneut an');
    expect(said('fi')[0]).toBe('Ash ei hyökkää uudelleen');
  });
});
