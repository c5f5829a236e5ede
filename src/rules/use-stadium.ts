import { stadiumUseOf, type StadiumUse } from './card-effects/stadium-use-text.js';
import type { CommandOf } from './command.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import type { Cause } from './event.js';
import { healForbiddenBy } from './continuous-effects.js';
import { requireTurn } from './main-phase.js';
import { stadiumsInPlay, type CardInst, type InPlayPokemon, type TurnState } from './state.js';

/**
 * A Stadium in play whose text says "Once during each player's turn, that player may …" (Artazon, Community Center):
 * the player whose turn it is uses it, whoever played it, once during that turn. A Stadium's text is followed as a
 * Trainer card's instructions are (000 "D) Spiele Trainerkarten": "musst du ihren Anweisungen … folgen"); the
 * once-per-turn limit is the card's own. What `stadium-use-text.ts` reads (a heal, a draw) is executed, with its
 * condition checked; any other text is handed to the players to enter (`EffectNeedsAdjustment`), as an Ability's is.
 */
export function useStadium(ctx: Emitter, cmd: CommandOf<'UseStadium'>): Outcome {
  const bad = requireTurn(ctx, cmd.player);
  if (bad) return bad;
  const ref = ctx.profile.refs.stadium;
  const inPlay = stadiumsInPlay(ctx.state);
  // Where a format lets several Stadiums be in play (003 "Menü der Beschränkungen"), the command names one.
  const stadium = cmd.stadium === undefined ? ctx.state.stadium : inPlay.find((c) => c.uid === cmd.stadium);
  if (!stadium) return violation('no-stadium', cmd.stadium === undefined ? 'No Stadium card is in play.' : 'That Stadium card is not in play.', ref);
  const use = stadiumUseOf(stadium.def);
  if (!use) return violation('stadium-no-use', `${stadium.def.name} has no text a player uses during their turn: it applies by itself.`, ref);
  const turn = ctx.state.turn;
  if (turn?.stadiumsUsed?.includes(stadium.uid)) {
    return violation('stadium-already-used', `You have already used ${stadium.def.name} this turn: its text allows it once during each player's turn.`, ref);
  }
  const unmet = turn ? unmetCondition(use, turn) : null;
  if (unmet) return violation('stadium-condition', `${stadium.def.name}: ${unmet}`, ref);
  ctx.emit({ type: 'StadiumUsed', player: cmd.player, card: stadium.uid, name: stadium.def.name, text: use.text });
  if (use.effect) apply(ctx, cmd.player, stadium, use.effect);
  else ctx.emit({ type: 'EffectNeedsAdjustment', card: stadium.uid, name: stadium.def.name, text: use.text });
  return undefined;
}

function unmetCondition(use: StadiumUse, turn: TurnState): string | null {
  const c = use.condition;
  if (!c) return null;
  const played = turn.supportersFromHand ?? [];
  if (c.named === null) return played.length > 0 ? null : 'you have not played a Supporter card from your hand this turn.';
  const named = c.named;
  return played.some((n) => n.includes(named)) ? null : `you have not played a Supporter card with "${named}" in its name from your hand this turn.`;
}

function apply(ctx: Emitter, player: CommandOf<'UseStadium'>['player'], stadium: CardInst, effect: NonNullable<StadiumUse['effect']>): void {
  const cause: Cause = { kind: 'stadium', card: stadium.uid };
  const side = ctx.state.players[player];
  switch (effect.kind) {
    case 'heal-each': {
      const mons = [side.active, ...side.bench].filter((m): m is InPlayPokemon => m !== null);
      for (const m of mons) {
        if (healForbiddenBy(ctx.state, m)) continue;
        const amount = Math.min(effect.amount, m.damage);
        if (amount > 0) ctx.emit({ type: 'DamageHealed', target: m.id, amount, cause });
      }
      return;
    }
    case 'draw': {
      // An effect draws what the deck holds, and no one loses for it (000 "Was geschieht, wenn mehr Karten gezogen werden sollen, als noch übrig sind?").
      const count = Math.min(effect.count, side.deck);
      if (count > 0) ctx.emit({ type: 'CardsDrawn', player, count, cause });
      return;
    }
  }
}
