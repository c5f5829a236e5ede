import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import { textCoverage } from './text-coverage.js';
import { quickStart } from './testing/table.js';

/**
 * A Pokémon Tool, Stadium or Special Energy text the engine does not apply is handed to the players, naming the card,
 * as the card comes into play (000 "D) Spiele Trainerkarten": the players follow a Trainer card's instructions;
 * "C) Lege eine Energiekarte an …" for Special Energy), never silently ignored (issue 12 §6).
 */

const flamigo = cardById('sv4-106'); // Basic Fighting
/** "Whenever any player puts a Basic non-Darkness Pokémon onto their Bench during their turn, place 2 damage counters on that Pokémon." */
const riskyRuins = cardById('me1-127');
/** "When you attach this card from your hand to 1 of your Benched Pokémon, switch that Pokémon with your Active Pokémon." */
const jetEnergy = cardById('sv2-190');
/** "At the end of your turn, if the Pokémon this card is attached to is in the Active Spot, heal 20 damage from it." */
const leftovers = cardById('sv3pt5-163');
/** "The Pokémon this card is attached to gets +100 HP.": executed, nothing to hand. */
const herosCape = cardById('sv5-152');

const handed = (events: readonly { type: string }[]) => events.filter((e) => e.type === 'EffectNeedsAdjustment');

describe('texts handed to the players as the card comes into play', () => {
  it('Risky Ruins played: its damage counters on a Benched Basic are the players\' to place, named with the card', () => {
    const t = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: flamigo } });
    const events = t.do({ type: 'PlayTrainer', player: 'p1', card: riskyRuins, uid: 'ruins' });
    expect(handed(events)).toEqual([{ type: 'EffectNeedsAdjustment', card: 'ruins', name: 'Risky Ruins', text: riskyRuins.rules[0] }]);
  });

  it('Jet Energy attached: its provision is the engine\'s, its switch is handed to the players', () => {
    const t = quickStart({ profile: 'sv', p1: { active: flamigo, bench: [flamigo] }, p2: { active: flamigo } });
    const events = t.do({ type: 'AttachEnergy', player: 'p1', card: jetEnergy, uid: 'jet', target: 'p1-bench0' });
    expect(handed(events)).toEqual([
      { type: 'EffectNeedsAdjustment', card: 'jet', name: 'Jet Energy', text: 'When you attach this card from your hand to 1 of your Benched Pokémon, switch that Pokémon with your Active Pokémon.' },
    ]);
  });

  it('Leftovers attached: its end-of-turn heal is handed to the players; Hero\'s Cape, applied by the engine, hands nothing', () => {
    const t = quickStart({ profile: 'sv', p1: { active: flamigo, bench: [flamigo] }, p2: { active: flamigo } });
    expect(handed(t.do({ type: 'PlayTrainer', player: 'p1', card: leftovers, uid: 'leftovers', target: 'p1-active' }))).toEqual([
      { type: 'EffectNeedsAdjustment', card: 'leftovers', name: 'Leftovers', text: leftovers.rules[0] },
    ]);
    expect(handed(t.do({ type: 'PlayTrainer', player: 'p1', card: herosCape, target: 'p1-bench0' }))).toEqual([]);
  });

  it('what is handed as the card comes into play is counted as handed to the players, not ignored', () => {
    expect(textCoverage(riskyRuins).handedToPlayers.map((c) => c.text)).toEqual([riskyRuins.rules[0]]);
    expect(textCoverage(riskyRuins).ignored).toEqual([]);
  });
});
