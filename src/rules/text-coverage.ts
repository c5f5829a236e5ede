import { returnAfterAttacking } from './attack-energy-return.js';
import { parseAttack, withRegistered } from './attack-text.js';
import type { AttackDef, CardDef } from './card.js';
import { cardEffects } from './card-effects/index.js';
import { readText } from './card-effects/continuous-text.js';
import { stadiumUseOf } from './card-effects/stadium-use-text.js';
import { toolTriggerOf } from './card-effects/tool-trigger-text.js';
import { inPlayAs } from './fossil-trainer.js';
import { discardedAtEndOfTurn, earlyEvolution, evolutionTexts } from './card-text.js';
import { registeredText, trainerTextLingering } from './lingering-effects.js';
import { letsEvolveSameTurn } from './same-turn-evolution.js';
import { abilityHandling, BETWEEN_TURNS, handedWhenItApplies } from './passive-abilities.js';

/**
 * Which rule-changing texts of a card the engine executes, which it hands to the players with a prompt, and
 * which it ignores (issue 12 §6). It asks the readers the rules use, so a text the engine is taught is counted
 * here without a second list:
 *
 * - an attack: executed when `parseAttack` (its effects, "N×"/"N+" counts, lasting effects, and the texts
 *   registered by card id in `lingering-effects.ts`) leaves no text over; otherwise the leftover is handed to
 *   the players (the `attack-effects` prompt);
 * - an Ability: executed where a reader applies it; otherwise handed to the players, as `abilityHandling`
 *   (`passive-abilities.ts`) says: through `UseAbility`, the `between-turns` or `attack-effects` prompts, or, one
 *   that acts by itself, told to both players as its Pokémon comes into play;
 * - an Item or Supporter: its text is handed to the players (`TrainerPlayed.text`), except what a reader applies
 *   (Wally's early evolution, PlusPower's end-of-turn discard);
 * - a Stadium's "Once during each player's turn, that player may …": executed where `UseStadium` reads it whole,
 *   otherwise handed to the players (`UseStadium` logs it for them to enter);
 * - a Tool's text an attack sets off ("If the Pokémon this card is attached to is Knocked Out by damage from an
 *   attack …"): handed to the players with the attack's `attack-effects` prompt;
 * - a Tool, Stadium or Special Energy, sentence by sentence: executed where `cardEffects` reads it (the Energy
 *   it provides included) or a reader of `card-text.ts` applies it; handed to the players where it acts between
 *   turns or is a counter-attack the engine cannot do; otherwise handed to them as the card comes into play
 *   (`textsHandedOnEntry`, an `EffectNeedsAdjustment` after `TrainerPlayed` or `EnergyAttached`).
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
  /^You may attach only 1 Pokémon Tool to each Pokémon/i,
  /^(?:ACE SPEC: )?You can't have more than 1 ACE SPEC card in your deck/i,
  /^A Stadium with the same name can[’']t be played/i,
  /^\(Pokémon ex, Pokémon V, etc\. have Rule Boxes\.\)$/i,
  /^\(You can't use more than 1 VSTAR Power in a game\.\)$/i,
  /^Technical Machine rule/i,
];
const isPlayRule = (text: string): boolean => PLAY_RULES.some((r) => r.test(text));

interface Covered {
  readonly coverage: TextCoverage;
  /** The sentences of a Tool, Stadium or Special Energy handed to the players when it comes into play. */
  readonly onEntry: readonly string[];
}

const cache = new WeakMap<CardDef, Covered>();

function covered(def: CardDef): Covered {
  let found = cache.get(def);
  if (!found) {
    found = cover(def);
    cache.set(def, found);
  }
  return found;
}

export function textCoverage(def: CardDef): TextCoverage {
  return covered(def).coverage;
}

/**
 * The sentences of a Pokémon Tool, Stadium or Special Energy that the engine does not apply and that no other
 * prompt hands to the players (Risky Ruins' damage counters, Jet Energy's switch): `texts-on-entry.ts` hands them
 * to the players when the card comes into play, so they are counted as handed, not ignored.
 */
export function textsHandedOnEntry(def: CardDef): readonly string[] {
  const kind = kindOf(def);
  if (kind !== 'tool' && kind !== 'stadium' && kind !== 'special-energy') return [];
  // The same card object is answered by identity; a command that brings its own copy of the card (the mirror
  // resolves every read) by its printed text, so one text is read once. The text key cost more than the rest of a play.
  let found = onEntryByDef.get(def);
  if (found) return found;
  const key = `${kind}\u0000${def.id}\u0000${def.name}\u0000${def.rules.join('\u0000')}`;
  found = onEntryByText.get(key);
  if (!found) {
    found = covered(def).onEntry;
    onEntryByText.set(key, found);
  }
  onEntryByDef.set(def, found);
  return found;
}

const onEntryByText = new Map<string, readonly string[]>();
const onEntryByDef = new WeakMap<CardDef, readonly string[]>();

function cover(def: CardDef): Covered {
  const out = { executed: [] as CardText[], handedToPlayers: [] as CardText[], ignored: [] as CardText[] };
  const onEntry: CardText[] = [];
  for (const attack of def.attacks) {
    const rulesText = attack.text.trim() !== '' || (attack.damage !== null && attack.damage.modifier !== 'none');
    if (!rulesText) continue;
    const manual = leftOver(def, attack);
    if (manual.length === 0) out.executed.push({ kind: 'attack', name: attack.name, text: attack.text });
    else out.handedToPlayers.push({ kind: 'attack', name: attack.name, text: manual.join(' ') });
  }
  for (const ability of def.abilities) {
    const entry: CardText = { kind: 'ability', name: ability.name, text: ability.text };
    // An Antique Fossil's Ability is read on the Basic Pokémon it is played as (`fossil-trainer.ts`).
    // Every other Ability is handed to the players: used (`UseAbility`), between turns, when it applies, or told to
    // both as its Pokémon comes into play (`passive-abilities.ts`).
    (abilityHandling(inPlayAs(def), ability) === 'executed' ? out.executed : out.handedToPlayers).push(entry);
  }
  const kind = kindOf(def);
  if (kind === 'item' || kind === 'supporter') {
    for (const text of def.rules.filter((r) => !isPlayRule(r))) {
      const entry: CardText = { kind, name: def.name, text };
      (readerApplies(def, text) ? out.executed : out.handedToPlayers).push(entry);
    }
  } else if (kind) {
    const readings = new Map(cardEffects(def).readings.map((r) => [r.text, r.executed] as const));
    // A Stadium's "Once during each player's turn" text is one use (`UseStadium`): executed where read, else the players'.
    const use = kind === 'stadium' ? stadiumUseOf(def) : null;
    if (use) (use.effect ? out.executed : out.handedToPlayers).push({ kind, name: def.name, text: use.text });
    // A Tool's text an attack sets off is handed to the players with the attack's `attack-effects` prompt (tool-triggers.ts).
    const trigger = kind === 'tool' ? toolTriggerOf(def) : null;
    if (trigger) out.handedToPlayers.push({ kind, name: def.name, text: trigger.text });
    const rest = def.rules.filter((r) => r !== use?.text && r !== trigger?.text);
    for (const text of rest.flatMap((r) => (readerApplies(def, r) ? [r] : readText(r, def.name).map((x) => x.text)))) {
      if (isPlayRule(text)) continue;
      const entry: CardText = { kind, name: def.name, text };
      if (readings.get(text) === true || readerApplies(def, text)) out.executed.push(entry);
      else if (BETWEEN_TURNS.test(text) || handedWhenItApplies(def, text)) out.handedToPlayers.push(entry);
      else onEntry.push(entry);
    }
  }
  // What no reader applies and no other prompt asks for is handed to the players as the card comes into play.
  out.handedToPlayers.push(...onEntry);
  return { coverage: out, onEntry: onEntry.map((t) => t.text) };
}

/** The attack text no reader takes: what the `attack-effects` prompt hands to the players. */
function leftOver(def: CardDef, attack: AttackDef): readonly string[] {
  const registered = registeredText([def], attack.name);
  return (registered ? withRegistered(parseAttack(attack), registered) : parseAttack(attack)).manual;
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

/**
 * A Trainer's or Special Energy's text that a reader applies (an end-of-turn discard, an Energy attached again after
 * attacking, an early evolution, a Stadium's same-turn evolution).
 */
function readerApplies(def: CardDef, text: string): boolean {
  const one = { ...def, rules: [text] };
  if (discardedAtEndOfTurn(one) || returnAfterAttacking(one)) return true;
  const early = earlyEvolution(evolutionTexts(one), true);
  return early.firstTurn || early.newInPlay || trainerTextLingering(text).length > 0 || letsEvolveSameTurn(text);
}
