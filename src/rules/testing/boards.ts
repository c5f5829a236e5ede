import { cardById } from '../../catalogue/testing.js';
import { quickStart, type Table } from './table.js';

/**
 * Boards several specs need, each built once here: where a Pokémon's Ability is printed on a card other than its top
 * one. p2's Active is Weedle (xy0-1).
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
