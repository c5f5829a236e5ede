import type { AttackDef, CardDef, RuleRef, RuleViolation } from '../../rules/index.js';
import { formats } from '../../formats/format-definition.js';
import type { BossPokemon, RaidCard } from './raid-state.js';

/**
 * The raid's rules that are plain arithmetic, each with the section of 003 that states it.
 *
 * The boss's HP is not scaled, and never consulted: in 003 the raid Pokémon is not Knocked Out by
 * damage. Damage is counted in full contributions, each of which sends a raid-deck card to the
 * Lost Zone, and the players win when no card is left to send (Giovanni: an Active boss Pokémon
 * is Knocked Out after ten such cards).
 */
export const RAID_REFS = {
  setup: formats('Raid-Format, Vorbereitung'),
  players: formats('Raid-Format, Spielverlauf, Spieler'),
  supporters: formats('Raid-Format, Änderung der Unterstützer-Regel'),
  stadium: formats('Raid-Format (fortgesetzt), Spielverlauf, Spieler (Stadionkarte)'),
  attack: formats('Raid-Format (fortgesetzt), Spielverlauf, Spieler (Angriff)'),
  raidDeck: formats('Raid-Format (fortgesetzt), Raid-Deck'),
  bossAttack: formats('Raid-Format (fortgesetzt), Raid-Deck (Attacke)'),
  winning: formats('Raid-Format (fortgesetzt), Gewinnen des Spiels'),
  whatIf: formats('Raid-Format (fortgesetzt), Was ist, wenn?'),
  building: formats('Raid-Format (fortgesetzt), Erstellen eines Raid-Decks'),
  exhaustion: formats('Raid-Format (fortgesetzt), Optionale Regel, Strapazenregel'),
  giovanniSetup: formats('Raid-Format (fortgesetzt), Giovanni-Format, Vorbereitung'),
  giovanniDeck: formats('Raid-Format (fortgesetzt), Giovanni-Format, Raid-Deck'),
  giovanniWinning: formats('Raid-Format (fortgesetzt), Giovanni-Format, Gewinnen des Spiels'),
} as const satisfies Record<string, RuleRef>;

export const violation = (code: string, message: string, ref: RuleRef): RuleViolation => ({ code, message, ref });

/** 003 "Raid-Deck": the raid deck draws players + 1 cards a turn. */
export const cardsPerBossTurn = (players: number): number => players + 1;

/** 003 "Gewinnen des Spiels": a full contribution is one damage counter per player, 10 damage each. */
export const fullContribution = (players: number): number => players * 10;

/** Giovanni: the Active boss Pokémon is Knocked Out once ten raid-deck cards went to the Lost Zone. */
export const GIOVANNI_KNOCK_OUT_CARDS = 10;

/** Giovanni "Vorbereitung": six Pokémon, one Active and a full Bench. */
export const GIOVANNI_TEAM_SIZE = 6;

export const PRIZE_CARDS = 6;

/** Every Energy cost on a raid Pokémon counts as Colorless (003 "Raid-Deck"): only the number of symbols counts. */
export const attackCost = (attack: AttackDef): number => attack.cost.length;

export const usableAttacks = (boss: BossPokemon, energy: number): AttackDef[] => boss.card.attacks.filter((a) => attackCost(a) <= energy);

/** The attack with the most Energy symbols: Giovanni's "größte Attacke". */
export const largestAttackCost = (card: CardDef): number => Math.max(0, ...card.attacks.map(attackCost));

/**
 * The Energy the boss discards for an attack: as few cards as possible (003 "so wenig Karten wie
 * möglich") that together pay `cost` units, or all of them when they cannot (the exhaustion rule).
 * Largest providers first is optimal here, because every unit is Colorless.
 */
export function energyToDiscard(energy: readonly RaidCard[], cost: number): string[] {
  const sorted = [...energy].sort((a, b) => units(b) - units(a) || a.uid.localeCompare(b.uid));
  const chosen: string[] = [];
  let paid = 0;
  for (const card of sorted) {
    if (paid >= cost) break;
    chosen.push(card.uid);
    paid += units(card);
  }
  return chosen;
}

const units = (card: RaidCard): number => Math.max(1, card.card.provides?.length ?? 1);

/**
 * "Draw N cards." as the whole effect, or the effect's first sentence: the extra cards the raid
 * deck draws and plays one by one (003 "Raid-Deck", the Hop example). The raid deck has no hand,
 * so an effect about the hand ("Discard your hand and draw 7 cards.") draws for it all the same.
 */
export function drawsOf(card: CardDef): number {
  return card.rules.reduce((sum, text) => sum + drawCount(text), 0);
}

export function drawCount(text: string): number {
  const match = /^(?:Discard your hand and |Shuffle your hand into your deck\. Then, )?draw (\d+) cards?\.$/i.exec(text.trim());
  return match?.[1] === undefined ? 0 : Number(match[1]);
}

/** A Supporter that acts on the opponent acts on every player (003 "Raid-Deck", Koga's Trap and Schutz). */
export const isSupporter = (card: CardDef): boolean => card.supertype === 'Trainer' && card.trainerKind === 'Supporter';
