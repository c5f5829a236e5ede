import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { textCoverage, type CardText } from './text-coverage.js';

/** What the engine does with each rule-changing card text (issue 12 §6), on real cards. */
const names = (texts: readonly CardText[]): string[] => texts.map((t) => `${t.kind} ${t.name}`);

describe('card text coverage', () => {
  it('an Ability a reader applies is executed: Revavroom ex "Tune-Up" ("may have up to 4 Pokémon Tools attached")', () => {
    const c = textCoverage(cardById('sv3-156'));
    expect(names(c.executed)).toContain('ability Tune-Up');
  });

  it('an Ability the player uses is handed to the players: Fan Rotom "Fan Call" ("Once during your first turn, you may search …")', () => {
    const c = textCoverage(cardById('sv7-118'));
    expect(names(c.handedToPlayers)).toContain('ability Fan Call');
    expect(names(c.ignored)).toEqual([]);
  });

  it('an attack whose text the attack reader parses whole is executed; one with text left over is handed to the players', () => {
    // Raikou V (swsh9-48) "Fleet-Footed" is an Ability; "Lightning Rondo" "20+": 20 more for each Benched Pokémon, a count not read yet.
    const raikou = textCoverage(cardById('swsh9-48'));
    expect(names(raikou.handedToPlayers)).toContain('attack Lightning Rondo');
    // Capsakid (sv1-27) "Slightly Spicy": "Flip a coin. If heads, your opponent's Active Pokémon is now Burned."
    expect(names(textCoverage(cardById('sv1-27')).executed)).toEqual(['attack Slightly Spicy']);
  });

  it('a Tool, Stadium or Special Energy text that changes the game while in play is ignored until a reader applies it', () => {
    // Hero's Cape: "The Pokémon this card is attached to gets +100 HP."; Area Zero Underdepths: Bench of 8; Jet Energy: switch on attach.
    expect(names(textCoverage(cardById('sv5-152')).ignored)).toEqual(["tool Hero's Cape"]);
    expect(names(textCoverage(cardById('sv7-131')).ignored)).toContain('stadium Area Zero Underdepths');
    expect(names(textCoverage(cardById('sv2-190')).ignored)).toContain('special-energy Jet Energy');
  });

  it('a Technical Machine\'s end-of-turn discard is executed (000 glossary "Technische Maschine")', () => {
    const tm = textCoverage(cardById('sv4-178'));
    expect(tm.executed.map((t) => t.kind)).toContain('tool');
  });

  it('a Basic Energy and an attack without text have no rule-changing text', () => {
    expect(textCoverage(cardById('sve-6'))).toEqual({ executed: [], handedToPlayers: [], ignored: [] });
    expect(textCoverage(cardById('swsh9-49'))).toEqual({ executed: [], handedToPlayers: [], ignored: [] });
  });
});
