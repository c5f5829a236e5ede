/**
 * The hub's pure code the dashboard runs too, re-exported from where it lives so that both sides run the same
 * function on the same values (as boardgame.io's client and master import one game module) rather than a copy
 * that drifts. Each is here for a reason the hub cannot send as a value:
 * - the export verifier: a judge checks a downloaded match log in the browser without trusting the hub;
 * - the restore point: the judge's page shows where "undo to the last legal state" goes, from the log it holds,
 *   before the judge confirms; the hub applies the same function to the same log;
 * - the formats, achievements and the team and raid cores' constants and helpers: fixed rule data the pages lay
 *   out (fields, seats, Prize targets), with the types of the views the hub sends;
 * - Poké-Fang's tallies, which the page shows while a player lays out a row, before anything is sent;
 * - card text in the card language: the page quotes the engine's handed texts with the same function the hub's
 *   table prompts quote them with, and picks its card language from the words the hub sends in each;
 * - the simulated flipper's note: the coin's record keeps the driver's English sentence, the page words its parts.
 * Pure TypeScript only, like the rest of this folder.
 */
export { verifyExport, type VerifyResult } from '../match-log/verify-export.js';
export { lastLegalPoint, restoreNote, type RestoreLogEntry } from '../matches/restore-point.js';
export { FORMATS } from '../formats/format-registry.js';
export { ACHIEVEMENTS, type AchievementId } from '../formats/advanced.formats.js';
export { FIELDS, PRIZES_TO_WIN, SEATS, playsOn, sideField, teamOf, type Field, type Seat as TeamSeat, type Team } from '../game-kinds/team/index.js';
export type { BossPokemon, RaidPrompt, RaidView } from '../game-kinds/raid/index.js';
export type { RaidRoll } from '../raid/raid-rolls.js';
export { biggestAttackCosts, HP_TO_WIN, totalHp, TURNS_BEFORE_REPLACE, TYPES_TO_WIN, type PokeFangState, type RowSlot } from '../minigames/poke-fang.js';
export type { DieRoll } from '../minigames/die-roll.js';
export { cardText, wordsIn, type CardLanguage, type PrintedText, type PrintedWords } from '../catalogue/card-language.js';
export { readSimulatedFlipNote, type SimulatedFlipper } from '../devices/coin-flipper/simulated-note.js';
