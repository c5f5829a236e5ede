import { cardById } from '../../catalogue/testing.js';
import { quickStart, type Table } from './table.js';

/**
 * Boards several specs need, each built once here: where a Pokémon's Ability is printed on a card other than its top
 * one (p2's Active is Weedle xy0-1), and a turn an Ability holds open for a second attack.
 */

/**
 * p1's Active is Greninja BREAK xy9-41 on Greninja xy1-41 (on Frogadier xy9-39, on Froakie xy9-38), evolved in turns 3,
 * 5 and 7 of an XY game; 000 "Anhang 19": a BREAK keeps the previous stage's Abilities ("Water Shuriken").
 */
export function greninjaBreak(): Table {
  const t = quickStart({ profile: 'xy', p1: { active: cardById('xy9-38') }, p2: { active: cardById('xy0-1') } });
  t.passTo(3);
  t.do({ type: 'Evolve', player: 'p1', card: cardById('xy9-39'), target: 'p1-active' });
  t.passTo(5);
  t.do({ type: 'Evolve', player: 'p1', card: cardById('xy1-41'), target: 'p1-active' });
  t.passTo(7);
  t.do({ type: 'Evolve', player: 'p1', card: cardById('xy9-41'), target: 'p1-active' });
  return t;
}

/**
 * Forest Seal Stone swsh12-156 ("The Pokémon V this card is attached to can use the VSTAR Power on this card", "Star
 * Alchemy") on p1's Active Giratina V swsh11-130, and one on its Benched Flamigo sv4-106, not a Pokémon V.
 */
export function sealStoneOnGiratina(): Table {
  const stone = cardById('swsh12-156');
  const t = quickStart({ profile: 'swsh', p1: { active: cardById('swsh11-130'), bench: [cardById('sv4-106')] }, p2: { active: cardById('xy0-1') } });
  t.do({ type: 'PlayTrainer', player: 'p1', card: stone, target: 'p1-active' });
  t.do({ type: 'PlayTrainer', player: 'p1', card: stone, target: 'p1-bench0' });
  return t;
}

/**
 * p1's Dipplin sv6-18 ("Festival Lead": with Festival Grounds sv6-149 in play it may use an attack twice), evolved in
 * turn 4 with a Grass Energy and 2 Benched Snorlax (Do the Wave: 40), has attacked once: the engine offers the second
 * attack (`attack-again` prompt). p2's Active is `defender` (Froakie xy0-12, 60 HP: Knocked Out, the offer waits for
 * p2's new Active), a Snorlax on its Bench.
 */
export function dipplinAttackedOnce(defender: 'snorlax' | 'froakie'): Table {
  const snorlax = cardById('xy0-26');
  const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: cardById('sv6-17'), bench: [snorlax, snorlax] }, p2: { active: defender === 'snorlax' ? snorlax : cardById('xy0-12'), bench: [snorlax] } });
  t.passTo(4);
  t.do({ type: 'Evolve', player: 'p1', card: cardById('sv6-18'), target: 'p1-active' });
  t.do({ type: 'AttachEnergy', player: 'p1', card: cardById('sve-1'), target: 'p1-active' });
  t.do({ type: 'PlayTrainer', player: 'p1', card: cardById('sv6-149') });
  t.do({ type: 'Attack', player: 'p1', attack: 0 });
  return t;
}
