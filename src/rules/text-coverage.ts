import { parseAttack } from './attack-text.js';
import type { CardDef } from './card.js';
import { discardedAtEndOfTurn, earlyEvolution, evolutionTexts, toolLimitOf } from './card-text.js';

/**
 * Which rule-changing texts of a card the engine executes, which it hands to the players with a prompt, and
 * which it ignores (issue 12 §6). One place answers for every reader of card text: whoever teaches the engine a
 * new text (a continuous effect, a count attack) extends this function with it, and the coverage figures of
 * `npm run bench card-coverage` follow.
 *
 * - an attack: executed when `parseAttack` leaves no text over; otherwise the leftover is handed to the players
 *   (`EffectNeedsAdjustment` when the attack is used);
 * - an Ability: executed where a reader applies it (the Tool limit of "Tune-Up", an early-evolution permission);
 *   one the player uses ("Once during your turn…", "you may") is handed to the players (`UseAbility` logs it and
 *   asks for its result); any other, a lasting effect, is ignored;
 * - an Item or Supporter: its text is handed to the players (`TrainerPlayed.text`), except what a reader applies
 *   (Wally's early evolution, PlusPower's end-of-turn discard);
 * - a Tool, Stadium or Special Energy: its text changes the game while it is in play, which no reader does yet
 *   except the end-of-turn discard (Technical Machines, Aqua Energy) and an Energy's constant provision
 *   (`provides`); the rest is ignored.
 * The play rules printed on Trainers ("You may play only 1 Supporter card during your turn.") are the engine's
 * own rules, not the card's, and are not counted.
 */
export type TextKind = 'attack' | 'ability' | 'item' | 'supporter' | 'tool' | 'stadium' | 'special-energy';

export interface CardText {
  readonly kind: TextKind;
  /** The attack's or Ability's name, or the card's. */
  readonly name: string;
  readonly text: string;
}

export interface TextCoverage {
  readonly executed: readonly CardText[];
  readonly handedToPlayers: readonly CardText[];
  readonly ignored: readonly CardText[];
}

const PLAY_RULES = [
  /^You may play only 1 Supporter card during your turn/i,
  /^You can play only one Supporter card each turn/i,
  /^You may play (?:any number of|as many) Item cards/i,
  /^You may play only 1 Stadium card during your turn/i,
  /^(?:This card|This Stadium) stays in play when you play it/i,
  /^Attach a Pokémon Tool to 1 of your Pokémon that doesn't already have a Pokémon Tool attached/i,
  /^You may attach any number of Pokémon Tools to your Pokémon during your turn/i,
  /^(?:ACE SPEC: )?You can't have more than 1 ACE SPEC card in your deck/i,
  /^Technical Machine rule/i,
];
const isPlayRule = (text: string): boolean => PLAY_RULES.some((r) => r.test(text));

/** An Ability its owner uses, as opposed to one that applies by itself while the Pokémon is in play. */
const ACTIVATED = /\b(?:once during your turn|as often as you like during your turn|you may)\b/i;
const PROVIDES = /\bprovides? (?:\d+|one|two|three|every type of)\b[^.]*Energy/i;

const cache = new WeakMap<CardDef, TextCoverage>();

export function textCoverage(def: CardDef): TextCoverage {
  let found = cache.get(def);
  if (!found) {
    found = cover(def);
    cache.set(def, found);
  }
  return found;
}

function cover(def: CardDef): TextCoverage {
  const executed: CardText[] = [];
  const handed: CardText[] = [];
  const ignored: CardText[] = [];
  for (const attack of def.attacks) {
    const rulesText = attack.text.trim() !== '' || (attack.damage !== null && attack.damage.modifier !== 'none');
    if (!rulesText) continue;
    const manual = parseAttack(attack).manual;
    if (manual.length === 0) executed.push({ kind: 'attack', name: attack.name, text: attack.text });
    else handed.push({ kind: 'attack', name: attack.name, text: manual.join(' ') });
  }
  for (const ability of def.abilities) {
    const entry: CardText = { kind: 'ability', name: ability.name, text: ability.text };
    const early = earlyEvolution([ability.text], true);
    if (toolLimitOf({ ...def, abilities: [ability] }) !== null || early.firstTurn || early.newInPlay) executed.push(entry);
    else if (ACTIVATED.test(ability.text)) handed.push(entry);
    else ignored.push(entry);
  }
  const kind = kindOf(def);
  if (kind) {
    for (const text of def.rules.filter((r) => !isPlayRule(r))) {
      const entry: CardText = { kind, name: def.name, text };
      if (executesTrainerOrEnergyText(def, text)) executed.push(entry);
      else if (kind === 'item' || kind === 'supporter') handed.push(entry);
      else ignored.push(entry);
    }
  }
  return { executed, handedToPlayers: handed, ignored };
}

function kindOf(def: CardDef): TextKind | null {
  if (def.supertype === 'Energy') return def.energyKind === 'Special' ? 'special-energy' : null;
  if (def.supertype !== 'Trainer') return null;
  switch (def.trainerKind ?? 'Item') {
    case 'Supporter':
      return 'supporter';
    case 'Stadium':
      return 'stadium';
    case 'Tool':
    case 'Technical Machine':
      return 'tool';
    case 'Item':
      return 'item';
  }
}

/** A Trainer's or Special Energy's text that a reader of `card-text.ts` or the Energy provision applies. */
function executesTrainerOrEnergyText(def: CardDef, text: string): boolean {
  const one = { ...def, rules: [text] };
  if (discardedAtEndOfTurn(one)) return true;
  const early = earlyEvolution(evolutionTexts(one), true);
  if (early.firstTurn || early.newInPlay) return true;
  // An Energy whose provision the catalogue states, and whose text says nothing more.
  return def.supertype === 'Energy' && def.provides !== undefined && def.provides.length > 0 && PROVIDES.test(text) && text.split(/(?<=\.)\s+/).length === 1;
}
