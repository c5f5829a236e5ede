import { adjust } from './adjust.js';
import { answerAdjustment, proposeAdjustment } from './adjustment-confirmation.js';
import { declareAttack, finishAttack } from './attack.js';
import { declineAttackAgain } from './attack-again.js';
import { finishBetweenTurns } from './checkup.js';
import type { CoinFace, FlipRequest } from './coin.js';
import type { Command, CommandOf } from './command.js';
import { Emitter, violation, type Outcome } from './emitter.js';
import type { GameEvent } from './event.js';
import { discardBenchedPokemon, settleBenchSizes } from './bench-size.js';
import { advance, endTurn } from './flow.js';
import { requireNewActives } from './knock-out.js';
import { evolveWithDittoMarker, placeDittoMarker } from './ditto-marker.js';
import { attachEnergy, attachFaceDownEnergy } from './attach-energy.js';
import { checkChosenStep } from './effect-window.js';
import { evolvePokemon } from './evolution.js';
import { requireTurn } from './main-phase.js';
import { playToBench } from './play-to-bench.js';
import { playTrainer } from './play-trainer.js';
import { revealHandCard } from './reveal-hand-card.js';
import { useAbility } from './use-ability.js';
import { useStadium } from './use-stadium.js';
import { playVUnion } from './v-union.js';
import { restore } from './restore.js';
import { retreat } from './retreat.js';
import { RULEBOOK, SV_REFS, type RuleViolation } from './rulebook.js';
import { chooseFirstPlayer, chooseStartingPokemon, declareMulligan, drawMulliganCards, finishSetup, onToss, placeActive, startMatch } from './setup.js';
import { opponentOf, type GameState } from './state.js';

/**
 * `state` is the state after the events, exactly what folding them with `evolve` gives: the hub may
 * keep it instead of folding again.
 */
export type Decision = { ok: true; events: GameEvent[]; state: GameState } | { ok: false; violation: RuleViolation };

/**
 * Check a command against the rules and return the events it causes, or the rule it breaks. Events
 * are folded as they are made, so the steps that follow on their own (the rest of an attack, Checkup,
 * the next turn's draw) come out of the same call until a prompt or a player's choice is needed.
 */
export function decide(state: GameState, command: Command): Decision {
  const ctx = new Emitter(state);
  const bad = handle(ctx, command);
  if (bad) return { ok: false, violation: bad };
  advance(ctx);
  settleBenchSizes(ctx);
  return { ok: true, events: ctx.events, state: ctx.state };
}

function handle(ctx: Emitter, cmd: Command): Outcome {
  if (cmd.type === 'StartMatch') return startMatch(ctx, cmd);
  if (!ctx.state.profile) return violation('not-started', 'No match has started: start one first.', SV_REFS.setup);
  // A judge may still put back a game that an illegal play ended (restore.ts checks the point is before the end).
  if (ctx.state.result && cmd.type !== 'JudgeRestore') return violation('game-over', 'The game is over.', ctx.profile.refs.winning);
  // A step of an effect beyond the count its player chose ("up to X"): effect-window.ts.
  const beyond = checkChosenStep(ctx.state, ctx.profile, cmd);
  if (beyond) return beyond;
  switch (cmd.type) {
    case 'RecordCoinFlip':
      return recordCoinFlip(ctx, cmd);
    case 'ChooseFirstPlayer':
      return chooseFirstPlayer(ctx, cmd);
    case 'DeclareMulligan':
      return declareMulligan(ctx, cmd);
    case 'PlaceActive':
      return placeActive(ctx, cmd);
    case 'FinishSetup':
      return finishSetup(ctx, cmd);
    case 'DrawMulliganCards':
      return drawMulliganCards(ctx, cmd);
    case 'PlayToBench':
      return playToBench(ctx, cmd);
    case 'Evolve':
      return evolvePokemon(ctx, cmd);
    case 'AttachEnergy':
      return attachEnergy(ctx, cmd);
    case 'AttachFaceDownEnergy':
      return attachFaceDownEnergy(ctx, cmd);
    case 'PlaceDittoMarker':
      return placeDittoMarker(ctx, cmd);
    case 'EvolveWithDittoMarker':
      return evolveWithDittoMarker(ctx, cmd);
    case 'ChooseStartingPokemon':
      return chooseStartingPokemon(ctx, cmd);
    case 'RevealHandCard':
      return revealHandCard(ctx, cmd);
    case 'PlayTrainer':
      return playTrainer(ctx, cmd);
    case 'Retreat':
      return retreat(ctx, cmd);
    case 'Attack':
      return declareAttack(ctx, cmd);
    case 'UseAbility':
      return useAbility(ctx, cmd);
    case 'UseStadium':
      return useStadium(ctx, cmd);
    case 'PlayVUnion':
      return playVUnion(ctx, cmd);
    case 'EndTurn': {
      // Not attacking again (attack-again.ts): the turn ends as it would have after the first attack.
      if (declineAttackAgain(ctx, cmd.player)) return undefined;
      const bad = requireTurn(ctx, cmd.player);
      if (bad) return bad;
      endTurn(ctx);
      return undefined;
    }
    case 'FinishAttack':
      return finishAttack(ctx, cmd);
    case 'FinishBetweenTurns':
      return finishBetweenTurns(ctx, cmd);
    case 'PromoteActive':
      return promoteActive(ctx, cmd);
    case 'DiscardBenchedPokemon':
      return discardBenchedPokemon(ctx, cmd);
    case 'Adjust':
      return adjust(ctx, cmd.action, { kind: 'adjustment', player: cmd.player, reason: cmd.reason });
    case 'ProposeAdjust':
      return proposeAdjustment(ctx, cmd);
    case 'AnswerAdjustment':
      return answerAdjustment(ctx, cmd);
    case 'JudgeCorrect':
      return adjust(ctx, cmd.action, { kind: 'judge', judge: cmd.judge, reason: cmd.reason });
    case 'JudgeRestore':
      return restore(ctx, cmd);
    case 'Concede':
      ctx.emit({ type: 'GameWon', winner: opponentOf(cmd.player), reasons: ['concession'] });
      return undefined;
    case 'DeclareFormatWin':
      return declareFormatWin(ctx, cmd);
    default:
      return unreachable(cmd);
  }
}

function unreachable(cmd: never): never {
  throw new Error(`unknown command ${JSON.stringify(cmd)}`);
}

function recordCoinFlip(ctx: Emitter, cmd: CommandOf<'RecordCoinFlip'>): Outcome {
  const refs = ctx.profile.refs;
  const prompt = ctx.state.prompts.find((p) => p.promptId === cmd.promptId);
  if (!prompt || prompt.kind !== 'coin-flip') return violation('no-such-prompt', `No coin flip ${cmd.promptId} is waiting.`, refs.turn);
  const bad = checkFlipShape(prompt.request, cmd.results);
  if (bad) return violation('flip-shape', bad, refs.attackDetails);
  ctx.emit({ type: 'CoinFlipped', promptId: cmd.promptId, results: cmd.results, origin: cmd.origin });
  if (prompt.purpose.kind === 'toss') onToss(ctx, cmd.results[0] === 'heads' ? 'p1' : 'p2');
  return undefined;
}

function checkFlipShape(request: FlipRequest, results: readonly CoinFace[]): string | null {
  if (request.mode === 'coins') {
    return results.length === request.count ? null : `Expected ${request.count} coin(s), got ${results.length}.`;
  }
  const tails = results.indexOf('tails');
  return tails === results.length - 1 ? null : 'Flipping until tails: the results end with the first tails.';
}

/** 003 "Erfolge": the first player to 100 achievement points wins; the hub counts them (src/formats/achievements.ts). */
function declareFormatWin(ctx: Emitter, cmd: CommandOf<'DeclareFormatWin'>): Outcome {
  const ref = { file: RULEBOOK.formats, section: 'Erfolge' };
  const needed = ctx.profile.achievementPointsToWin;
  if (needed === null) return violation('not-an-achievement-game', `This game (${ctx.state.formatName ?? 'no format'}) is not played with achievements.`, ref);
  if (cmd.score[cmd.winner] < needed) return violation('too-few-points', `${cmd.winner} has ${cmd.score[cmd.winner]} achievement points; ${needed} win.`, ref);
  ctx.emit({ type: 'GameWon', winner: cmd.winner, reasons: ['achievements'], score: cmd.score });
  return undefined;
}

function promoteActive(ctx: Emitter, cmd: CommandOf<'PromoteActive'>): Outcome {
  const refs = ctx.profile.refs;
  const prompt = ctx.state.prompts.find((p) => p.kind === 'choose-active' && p.player === cmd.player);
  if (!prompt) return violation('no-active-choice', 'You have no new Active Pokémon to choose now.', refs.knockOut);
  const pl = ctx.state.players[cmd.player];
  const mon = pl.bench.find((b) => b.id === cmd.target || b.stack.some((c) => c.uid === cmd.target));
  if (!mon) return violation('no-such-pokemon', 'Choose one of your Benched Pokémon.', refs.knockOut);
  ctx.emit({ type: 'ActivePromoted', player: cmd.player, pokemon: mon.id });
  // The player who replaces last is asked now (004: the player whose turn it is, after a double Knock Out).
  requireNewActives(ctx);
  return undefined;
}
