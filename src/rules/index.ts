/**
 * The rules engine's public surface (src/rules/CONTRACT.md). The hub imports from here and nothing deeper.
 * Pure: no I/O, no clock, no Math.random; state, commands and events are plain JSON.
 */
export type { CardDef, AttackDef, EnergyType } from './card.js';
export type { CoinFace, FlipOrigin, FlipRequest } from './coin.js';
export { commandSchema, cardDefSchema, adjustActionSchema, type Command, type CommandOf, type AdjustAction } from './command.js';
export type { GameEvent, EventOf, Cause, DamageSteps } from './event.js';
export type { RuleViolation, RuleRef } from './rulebook.js';
export { RULEBOOK } from './rulebook.js';
export { decide, type Decision } from './decide.js';
export { decideAs } from './unseen-cards.js';
export { evolve, replay } from './fold.js';
export { initialState, stadiumsInPlay, type GameState, type Seat, type Prompt, type InPlayPokemon, type PlayerState, type CardInst, type Stage } from './state.js';
export { PROFILES, resolveProfile, type RuleProfile, type ProfileId, type Format, type FormatOverrides, type SpecialCondition } from './profile.js';
export { viewFor, replaceStrings, pendingCoinFlips, isFinished, type Viewer, type GameView, type PlayerView, type HiddenPokemon, type PendingCoinFlip } from './view.js';
// The engine's events as one viewer may see them (redacted like viewFor): the live event feed, the battle log, the Checkup sheet.
export { eventsFor, type ViewEvent, type HiddenCard } from './events-for.js';
export { parseAttack } from './attack-text.js';
export type { AttackPlan, AttackEffect } from './attack-plan.js';
// The Pokémon an attack's text chooses ("1 of your opponent's Pokémon"): for attack pickers that ask them before confirming.
export { targetChoice, eligibleTargets, targetAllowed, type TargetChoice, type TargetSide } from './attack-targets.js';
export { energyDiscardChoice, energyDiscardChoiceInView, energyDiscardOf, energyDiscardOptions, energyPick, type EnergyDiscard, type EnergyDiscardChoice, type EnergyPick } from './attack-energy-discard.js';
export { chosenDiscardChoices, chosenDiscardOf, type ChosenEnergyDiscard } from './attack-energy-discard-count.js';
// The attacks a Pokémon can use and the damage the engine deals: the table mirror's turn menu labels attacks with them.
export { attacksOf } from './attack.js';
export { attackDamage } from './damage.js';
// Which rule-changing card texts the engine executes, hands to the players, or ignores (issue 12 §6, `npm run bench card-coverage`).
export { stadiumUseOf, type StadiumUse } from './card-effects/stadium-use-text.js';
export { textCoverage, type TextCoverage, type CardText, type TextKind } from './text-coverage.js';
// The values rules read, as the cards in play modify them (HP raised by a Tool, a Retreat Cost lowered): for views that show them.
export { maxHp, retreatCost, benchSize, energyOf, abilitiesOf, abilitiesTakenAway, abilityNamed, type UsableAbility, type AbilityTakenAway } from './continuous-effects.js';
// An attack's damage before it is confirmed, and the counts it takes from the table: for attack pickers.
export { expectedDamage, countRange, attackCountRange } from './damage-count.js';
// The count a player may choose for a text's "up to X" or "any amount" (000 'Was ist der Unterschied zwischen „bis zu“ und „beliebig viele“?').
export { chosenCountRange, trainerCountRange, type CountRange } from './effect-choice.js';
export { isUsedAbility } from './passive-abilities.js';
// Card facts: what the catalogue, deck building, formats and mini games read of a printed card.
export { ENERGY_TYPES, type Stage as CardStage, type Supertype, type TrainerKind, type AbilityDef, type LocalizedNames, type PrintedDamage, type WeaknessDef, type ResistanceDef } from './card.js';
export { pokemonName } from './names.js';
// The Energy a Pokémon's attached cards provide against an attack's cost: for attack pickers that grey out what cannot be paid.
export { canPay, unitsOf } from './energy-cost.js';
export { SEATS, abilityUsedThisTurn, type CheckupStep } from './state.js';
