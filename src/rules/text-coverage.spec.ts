import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { textCoverage, textsHandedOnEntry, type CardText } from './text-coverage.js';

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

  it('an attack whose text the attack reader parses whole is executed, counts included; one with text left over is handed to the players', () => {
    // Raikou V (swsh9-48) "Lightning Rondo" "20+": "This attack does 20 more damage for each Benched Pokémon (both yours and your opponent's)."
    expect(names(textCoverage(cardById('swsh9-48')).executed)).toContain('attack Lightning Rondo');
    // Capsakid (sv1-27) "Slightly Spicy": "Flip a coin. If heads, your opponent's Active Pokémon is now Burned."
    expect(names(textCoverage(cardById('sv1-27')).executed)).toEqual(['attack Slightly Spicy']);
    // Squawkabilly (sv1-162) "Call for Family": "Search your deck for up to 2 Basic Pokémon and put them onto your Bench.": the players do it in the attack's window.
    expect(names(textCoverage(cardById('sv1-162')).handedToPlayers)).toContain('attack Call for Family');
  });

  it('a Tool, Stadium or Special Energy text read as a continuous effect is executed (000 "Angreifen im Detail", the cards in play)', () => {
    // Hero's Cape: "The Pokémon this card is attached to gets +100 HP."; Area Zero Underdepths: a Bench of 8 with a Tera Pokémon in play.
    expect(names(textCoverage(cardById('sv5-152')).executed)).toEqual(["tool Hero's Cape"]);
    expect(names(textCoverage(cardById('sv7-131')).executed)).toContain('stadium Area Zero Underdepths');
    expect(textCoverage(cardById('sv7-131')).ignored).toEqual([]);
    // Jet Energy (sv2-190): "As long as this card is attached to a Pokémon, it provides Colorless Energy." is read; its switch on attaching is not.
    const jet = textCoverage(cardById('sv2-190'));
    expect(jet.executed.map((t) => t.text)).toEqual(['As long as this card is attached to a Pokémon, it provides Colorless Energy.']);
    // This asserted the switch "ignored" until such texts were handed to the players as the card is attached (texts-on-entry.ts; issue 12 §6).
    expect(jet.ignored).toEqual([]);
    expect(jet.handedToPlayers.map((t) => t.text)).toContainEqual(expect.stringMatching(/switch that Pokémon with your Active Pokémon/));
  });

  it('an Ability read as a continuous effect is executed: Latias ex "Skyliner" ("Your Basic Pokémon in play have no Retreat Cost.")', () => {
    expect(names(textCoverage(cardById('sv8-76')).executed)).toContain('ability Skyliner');
  });

  it('a sentence with a part the engine does not read is not guessed: Heavy Baton\'s is not executed, but handed to the players when an attack Knocks its Pokémon Out', () => {
    // Heavy Baton (sv5-151): "If the Pokémon this card is attached to has a Retreat Cost of exactly 4, and it is Knocked Out by damage from an attack from your opponent's Pokémon, move up to 3 Basic Energy …"
    // This asserted "ignored, no prompt asks for it" until the attack's `attack-effects` prompt took the Tool texts an attack sets off (tool-triggers.ts; issue 12 §6: none silently ignored).
    const baton = textCoverage(cardById('sv5-151'));
    expect(baton.executed).toEqual([]);
    expect(baton.ignored).toEqual([]);
    expect(baton.handedToPlayers.map((t) => t.text)).toContainEqual(expect.stringMatching(/^If the Pokémon this card is attached to has a Retreat Cost of exactly 4/));
  });

  it('an Ability acting at Pokémon Checkup is handed to the players in the between-turns prompt: Pecharunt "Toxic Subjugation"', () => {
    // svp-149: "As long as this Pokémon is in the Active Spot, put 5 more damage counters on your opponent's Poisoned Pokémon during Pokémon Checkup."
    expect(names(textCoverage(cardById('svp-149')).handedToPlayers)).toEqual(['ability Toxic Subjugation']);
  });

  it('a Technical Machine\'s end-of-turn discard is executed (000 glossary "Technische Maschine")', () => {
    const tm = textCoverage(cardById('sv4-178'));
    expect(tm.executed.map((t) => t.kind)).toContain('tool');
  });

  it('a Stadium\'s same-turn evolution is executed, not handed to the players as it comes into play: Forest of Vitality (me1-117, 000 "Hinweise zur Entwicklung")', () => {
    const forest = cardById('me1-117');
    expect(textCoverage(forest).executed).toContainEqual({ kind: 'stadium', name: 'Forest of Vitality', text: forest.rules[0] });
    expect(textCoverage(forest).handedToPlayers).toEqual([]);
    expect(textsHandedOnEntry(forest)).toEqual([]);
  });

  it('a Basic Energy and an attack without text have no rule-changing text', () => {
    expect(textCoverage(cardById('sve-6'))).toEqual({ executed: [], handedToPlayers: [], ignored: [] });
    expect(textCoverage(cardById('swsh9-49'))).toEqual({ executed: [], handedToPlayers: [], ignored: [] });
  });
});
