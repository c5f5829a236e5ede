import type { AdjustAction } from './command.js';
import { preventedAttackEffect } from './attack-effects-prevented.js';
import { conditionImmunityOf, healForbiddenBy } from './continuous-effects.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import type { Cause } from './event.js';
import { checkKnockOuts, hasWonOnPrizes, settleWins } from './knock-out.js';
import { unaffectedBySpecialConditions } from './fossil-trainer.js';
import { newCard } from './card-entry.js';
import { PROFILES } from './profile.js';
import { FORMAT_REFS, TOURNAMENT_REFS } from './rulebook.js';
import { findPokemon, hasCondition, topCard } from './state.js';
import { locate } from './zones.js';

/**
 * Adjustments: card text the engine does not execute, entered by the players as explicit actions, and
 * judge corrections. Both are logged with who made them and why, then Knock Outs are checked as after
 * any damage. "Undo to the last legal state" is not an adjustment: the hub replays a prefix of the log.
 */
export function adjust(ctx: Emitter, action: AdjustAction, cause: Cause & { kind: 'adjustment' | 'judge' }): Outcome {
  const p = ctx.profile;
  const refs = p.refs;
  if (ctx.state.stage === 'finished') return violation('game-over', 'The game is over.', refs.winning);
  const pokemon = (ref: string) => findPokemon(ctx.state, ref);
  const missing = (ref: string) => violation('no-such-pokemon', `No Pokémon in play is ${ref}.`, refs.turn);
  const prevented = preventedAttackEffect(ctx.state, action, cause);
  if (prevented) return violation('attack-effects-prevented', prevented, refs.attackDetails);
  ctx.emit({ type: 'AdjustmentLogged', action, cause });
  switch (action.kind) {
    case 'put-damage-counters': {
      const t = pokemon(action.target);
      if (!t) return missing(action.target);
      ctx.emit({ type: 'DamageDealt', target: t.pokemon.id, amount: action.counters * 10, steps: null, cause });
      break;
    }
    case 'heal': {
      const t = pokemon(action.target);
      if (!t) return missing(action.target);
      // A judge's heal undoes damage put on by mistake; a player's is a card's heal, which the card in play forbids.
      const forbidden = cause.kind === 'judge' ? null : healForbiddenBy(ctx.state, t.pokemon);
      if (forbidden) return violation('cannot-be-healed', `${topCard(t.pokemon).name} can't be healed: ${forbidden} says so.`, refs.turn);
      const amount = Math.min(action.amount, t.pokemon.damage);
      if (amount > 0) ctx.emit({ type: 'DamageHealed', target: t.pokemon.id, amount, cause });
      break;
    }
    case 'set-condition': {
      const t = pokemon(action.target);
      if (!t) return missing(action.target);
      if (!p.specialConditions.includes(action.condition)) {
        return PROFILES[p.id].specialConditions.includes(action.condition)
          ? violation('condition-not-applied', `Special Conditions are not applied in this format: nothing is ${action.condition}.`, FORMAT_REFS.noSpecialConditions)
          : violation('no-such-condition', `This era has no ${action.condition} condition.`, refs.specialConditions);
      }
      if (t.where !== 'active') return violation('condition-on-bench', 'Special Conditions affect only an Active Pokémon.', refs.specialConditions);
      if (unaffectedBySpecialConditions(t.pokemon)) {
        return violation('condition-not-possible', `${topCard(t.pokemon).name} can't be affected by any Special Conditions, as its text says.`, refs.fossilTrainer);
      }
      const immune = conditionImmunityOf(ctx.state, t.pokemon, action.condition);
      if (immune) return violation('condition-not-possible', `${topCard(t.pokemon).name} can't be ${action.condition}: ${immune} says so.`, refs.turn);
      ctx.emit({ type: 'SpecialConditionApplied', target: t.pokemon.id, condition: action.condition, turn: ctx.state.turn?.number ?? 0, cause });
      break;
    }
    case 'clear-condition': {
      const t = pokemon(action.target);
      if (!t) return missing(action.target);
      if (!hasCondition(t.pokemon, action.condition)) return violation('no-condition', `${topCard(t.pokemon).name} is not ${action.condition}.`, refs.specialConditions);
      ctx.emit({ type: 'SpecialConditionRemoved', target: t.pokemon.id, condition: action.condition, cause });
      break;
    }
    case 'move-card': {
      const where = locate(ctx.state, action.uid);
      if (!where) return violation('no-such-card', `No card ${action.uid} is in play, in a discard pile or in the Lost Zone.`, refs.turn);
      // Cards in the Lost Zone can never come back (000 "Anhang 4"): only a judge undoing a mistake moves one.
      if (where.zone === 'lost-zone' && cause.kind !== 'judge') {
        return violation('lost-zone-final', `${where.card.def.name} is in the Lost Zone: it cannot come back for the rest of the game.`, refs.lostZone);
      }
      ctx.emit({ type: 'CardsMoved', uids: [action.uid], to: action.to, cause });
      break;
    }
    case 'draw': {
      const deck = ctx.state.players[action.player].deck;
      // "Draw more than you have": draw what is there (000 "Was geschieht, wenn mehr Karten gezogen werden sollen...").
      const count = Math.min(action.count, deck);
      if (count > 0) ctx.emit({ type: 'CardsDrawn', player: action.player, count, cause });
      break;
    }
    case 'discard-from-hand': {
      const card = newCard(ctx, { player: action.player, card: action.card, uid: action.uid, from: 'hand' });
      if ('code' in card) return card;
      if (ctx.state.players[action.player].hand.count <= 0) return violation('hand-empty', 'That hand has no cards.', refs.turn);
      ctx.emit({ type: 'CardDiscardedFromHand', player: action.player, card, cause });
      break;
    }
    case 'switch': {
      const t = pokemon(action.target);
      if (!t || t.seat !== action.player || t.where !== 'bench') return violation('no-such-pokemon', 'Switch with one of that player\'s Benched Pokémon.', refs.retreat);
      ctx.emit({ type: 'ActiveSwitched', player: action.player, to: t.pokemon.id, cause });
      break;
    }
    case 'prize-card-penalty': {
      // A penalty, never card text: only a judge gives it, and the opponent cannot decline it.
      if (cause.kind !== 'judge') return violation('prize-penalty-by-judge', 'Only a judge gives a Prize card penalty.', TOURNAMENT_REFS.prizeCardPenalty);
      ctx.emit({ type: 'PrizeCardPenaltyGiven', player: action.player, count: action.count });
      // "Should the opponent have only [two / four] Prize cards remaining at the time, the game is over immediately" (7.3, 7.4).
      if (hasWonOnPrizes(ctx.state.players[action.player])) {
        settleWins(ctx, new Set([action.player]));
        return undefined;
      }
      break;
    }
  }
  // During an attack and the Pokémon Checkup, Knock Outs are checked once, when the step is over (000
  // "Angreifen im Detail" f, "4) Pokémon-Check": "Nachdem beide Spieler durch diese Checks gegangen sind").
  if (ctx.state.stage === 'attacking' || ctx.state.stage === 'checkup') return undefined;
  checkKnockOuts(ctx);
  return undefined;
}
