import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { GameEvent } from './event.js';
import { abilityHandling, inPlayNotices } from './passive-abilities.js';
import { quickStart } from './testing/table.js';
import { textCoverage } from './text-coverage.js';

/**
 * An Ability that acts by itself and that the engine does not apply is told to both players as its Pokémon comes
 * into play (000 "F) Setze Fähigkeiten ein": "andere wirken immer, selbst dann, wenn du sie nicht einsetzt. Gib
 * bekannt, welche Fähigkeiten du zum Einsatz bringst, sodass dein Gegner auf dem Laufenden ist.").
 */

const lunatone = cardById('sv3-92'); // "New Moon": "If you have Solrock in play, prevent all effects of any Stadium done to your Pokémon in play."
const psyduck = cardById('me2pt5-39'); // "Damp": "Pokémon in play (both yours and your opponent's) lose any Ability that requires the Pokémon using it to Knock Out itself."
// Abomasnow's "Freezing Disaster" served here until the engine executed it (cannot-be-healed.spec.ts); Magcargo's is still handed.
const slugma = cardById('sv5-28');
const magcargo = cardById('sv5-29'); // "Lava Zone": "Whenever your opponent's Active Pokémon moves to the Bench during their turn, their new Active Pokémon is now Burned."
const flamigo = cardById('sv4-106'); // no Ability
const minun = cardById('sv4-61'); // "Buddy Pulse": "If you have Plusle in play, whenever your opponent attaches an Energy card from their hand to 1 of their Pokémon, put 2 damage counters on that Pokémon. The effect of Buddy Pulse doesn't stack."
const plusle = cardById('sv4-60'); // no Ability
const cursola = cardById('swsh35-21'); // Galarian Cursola V "Gnawing Aura": "As long as this Pokémon is in the Active Spot, whenever your opponent attaches an Energy card from their hand to 1 of their Pokémon, put 3 damage counters on that Pokémon."
const articuno = cardById('sm9-32'); // "Blizzard Veil": "As long as this Pokémon is your Active Pokémon, whenever your opponent plays a Supporter card from their hand, prevent all effects of that card done to your Benched Water Pokémon."
const grass = cardById('sve-1');
const pidgeot = cardById('sv3-164'); // Pidgeot ex "Quick Search": "Once during your turn, you may search your deck for a card …"

const notices = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'EffectNeedsAdjustment' && e.inPlay === true);

describe('a passive Ability the engine does not apply is told to both players when its Pokémon comes into play', () => {
  it('as the set-up Pokémon are revealed: Lunatone\'s New Moon, named with its Pokémon and its text', () => {
    const t = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: lunatone } });
    const revealed = t.log.slice(t.log.findIndex((e) => e.type === 'SetupRevealed'));
    expect(notices(revealed)).toEqual([{ type: 'EffectNeedsAdjustment', card: 'p2-active', name: 'New Moon', text: lunatone.abilities[0]!.text, inPlay: true }]);
  });

  it('put onto the Bench during the turn: Psyduck\'s Damp', () => {
    const t = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: flamigo } });
    const events = t.do({ type: 'PlayToBench', player: 'p1', card: psyduck, uid: 'psyduck' });
    expect(notices(events)).toEqual([{ type: 'EffectNeedsAdjustment', card: 'psyduck', name: 'Damp', text: psyduck.abilities[0]!.text, inPlay: true }]);
  });

  it('evolved into: Magcargo\'s Lava Zone, on the Pokémon that evolved', () => {
    const t = quickStart({ profile: 'sv', p1: { active: slugma }, p2: { active: flamigo } });
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'EndTurn', player: 'p2' });
    const events = t.do({ type: 'Evolve', player: 'p1', card: magcargo, target: 'p1-active' });
    expect(notices(events)).toEqual([{ type: 'EffectNeedsAdjustment', card: 'p1-active', name: 'Lava Zone', text: magcargo.abilities[0]!.text, inPlay: true }]);
  });

  it('not an Ability its owner uses (UseAbility hands that over), nor a Pokémon without one', () => {
    expect(abilityHandling(pidgeot, pidgeot.abilities[0]!)).toBe('used');
    expect(inPlayNotices(pidgeot)).toEqual([]);
    const t = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: flamigo } });
    expect(notices(t.do({ type: 'PlayToBench', player: 'p1', card: flamigo, uid: 'b' }))).toEqual([]);
  });

  it('coverage counts such an Ability as handed to the players exactly where the engine tells it', () => {
    for (const card of [lunatone, psyduck, magcargo]) {
      const ability = card.abilities[0]!;
      expect(textCoverage(card).handedToPlayers).toContainEqual({ kind: 'ability', name: ability.name, text: ability.text });
      expect(inPlayNotices(card)).toEqual([ability]);
    }
  });
});

describe('an Ability set off by a play from the hand is handed to the players as the play is made (src/rules/ability-triggers.ts)', () => {
  it('Minun "Buddy Pulse" with Plusle in play: the opponent attaching an Energy card from their hand hands its text over, naming Minun; its owner\'s own attachment does not', () => {
    const t = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: flamigo, bench: [minun, plusle] } });
    const handed = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'EffectNeedsAdjustment');
    expect(handed(t.do({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active' }))).toEqual([
      { type: 'EffectNeedsAdjustment', card: 'p2-bench0', name: 'Buddy Pulse', text: minun.abilities[0]!.text },
    ]);
    t.do({ type: 'EndTurn', player: 'p1' });
    expect(handed(t.do({ type: 'AttachEnergy', player: 'p2', card: grass, target: 'p2-active' }))).toEqual([]);
  });

  it('Minun "Buddy Pulse" without Plusle in play: its condition does not hold, and nothing is handed over', () => {
    const t = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: flamigo, bench: [minun] } });
    expect(t.do({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active' }).filter((e) => e.type === 'EffectNeedsAdjustment')).toEqual([]);
  });

  it('Galarian Cursola V "Gnawing Aura" acts "as long as this Pokémon is in the Active Spot": handed over from the Active Spot, not from the Bench', () => {
    const handed = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'EffectNeedsAdjustment');
    const active = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: cursola } });
    expect(handed(active.do({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active' }))).toEqual([
      { type: 'EffectNeedsAdjustment', card: 'p2-active', name: 'Gnawing Aura', text: cursola.abilities[0]!.text },
    ]);
    const benched = quickStart({ profile: 'sv', p1: { active: flamigo }, p2: { active: flamigo, bench: [cursola] } });
    expect(handed(benched.do({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active' }))).toEqual([]);
  });

  it('Articuno "Blizzard Veil", in the older words "as long as this Pokémon is your Active Pokémon": read as the Active Spot', () => {
    const arven = cardById('sv1-166'); // a Supporter
    const veiled = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'EffectNeedsAdjustment' && e.name === 'Blizzard Veil');
    // The player going first plays no Supporter on their first turn: each table is at p1's second turn.
    const secondTurn = (t: ReturnType<typeof quickStart>) => (t.do({ type: 'EndTurn', player: 'p1' }), t.do({ type: 'EndTurn', player: 'p2' }), t);
    const active = secondTurn(quickStart({ profile: 'swsh', p1: { active: flamigo }, p2: { active: articuno } }));
    expect(veiled(active.do({ type: 'PlayTrainer', player: 'p1', card: arven }))).toEqual([
      { type: 'EffectNeedsAdjustment', card: 'p2-active', name: 'Blizzard Veil', text: articuno.abilities[0]!.text },
    ]);
    const benched = secondTurn(quickStart({ profile: 'swsh', p1: { active: flamigo }, p2: { active: flamigo, bench: [articuno] } }));
    expect(veiled(benched.do({ type: 'PlayTrainer', player: 'p1', card: arven }))).toEqual([]);
  });

  it('Magcargo "Lava Zone": the opponent\'s Active Pokémon retreating to the Bench in their turn hands its text over; its owner\'s own retreat does not', () => {
    const t = quickStart({ profile: 'sv', p1: { active: flamigo, bench: [flamigo] }, p2: { active: flamigo, bench: [slugma, flamigo] } });
    // Magcargo on Slugma, as if evolved in an earlier turn (a setup shortcut).
    const p2 = t.state.players.p2;
    const bench = p2.bench.map((b, i) => (i === 0 ? { ...b, stack: [...b.stack, { uid: 'p2-magcargo', owner: 'p2' as const, def: magcargo }] } : b));
    t.state = { ...t.state, players: { ...t.state.players, p2: { ...p2, bench } } };
    const handed = (events: readonly GameEvent[]) => events.filter((e) => e.type === 'EffectNeedsAdjustment');
    t.do({ type: 'AttachEnergy', player: 'p1', card: grass, target: 'p1-active', uid: 'g1' });
    expect(handed(t.do({ type: 'Retreat', player: 'p1', to: 'p1-bench0', discard: ['g1'] }))).toEqual([
      { type: 'EffectNeedsAdjustment', card: 'p2-bench0', name: 'Lava Zone', text: magcargo.abilities[0]!.text },
    ]);
    t.do({ type: 'EndTurn', player: 'p1' });
    t.do({ type: 'AttachEnergy', player: 'p2', card: grass, target: 'p2-active', uid: 'g2' });
    expect(handed(t.do({ type: 'Retreat', player: 'p2', to: 'p2-bench1', discard: ['g2'] }))).toEqual([]);
  });
});
