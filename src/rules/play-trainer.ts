import { isPokemonEX } from './card-category.js';
import { handTriggeredAbilities } from './ability-triggers.js';
import { prepare } from './card-entry.js';
import { attachesToOpponentsEx, toolLimitOf } from './card-text.js';
import { playableOnFirstTurn, playForbiddenBy } from './continuous-effects.js';
import type { CommandOf } from './command.js';
import type { EventOf } from './event.js';
import { checkChosenCount, trainerChoice } from './effect-choice.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { lastTurnOf, lingering, trainerLingering } from './lingering-effects.js';
import { requireTurn } from './main-phase.js';
import { FORMAT_REFS } from './rulebook.js';
import { findPokemon, stadiumsInPlay, topCard, type CardInst } from './state.js';
import { handTextsOnEntry } from './texts-on-entry.js';

type TrainerKindPlayed = EventOf<'TrainerPlayed'>['kind'];

const isTool = (c: CardInst): boolean => c.def.trainerKind === 'Tool' || c.def.trainerKind === 'Technical Machine';

/**
 * Trainer cards (000 "D) Spiele Trainerkarten", 001 Stadium rules, 002 "TURN ACTIONS" D): Items any
 * number; one Supporter per turn, none on the first player's first turn where the profile says so; one
 * Stadium per turn, not one with the name of the Stadium in play where the profile says so, the old one
 * to its owner's discard pile; one Tool per Pokémon. The card's text is logged for the players to apply.
 */
export function playTrainer(ctx: Emitter, cmd: CommandOf<'PlayTrainer'>): Outcome {
  const bad = requireTurn(ctx, cmd.player, cmd.source);
  if (bad) return bad;
  const card = prepare(ctx, cmd);
  if ('code' in card) return card;
  const p = ctx.profile;
  const refs = p.refs;
  const def = card.def;
  if (def.supertype !== 'Trainer') return violation('not-trainer', `${def.name} is not a Trainer card.`, refs.trainers);
  const turn = ctx.state.turn;
  if (!turn) return violation('not-main-phase', 'No turn is in progress.', refs.turn);
  const lockedBy = (cmd.from ?? 'hand') === 'hand' ? playForbiddenBy(ctx.state, cmd.player, def.trainerKind ?? 'Item') : null;
  if (lockedBy) return violation('trainer-lock', `You can't play ${def.name} from your hand while ${lockedBy} says so.`, refs.trainers);
  // "Search your deck for up to 2 …": the count chosen (000 'Was ist der Unterschied …'), an Item's or a Supporter's.
  const badCount = checkChosenCount(p, def.name, trainerChoice(def), cmd.count, refs.trainers);
  if (badCount) return badCount;
  const chosen = cmd.count === undefined ? {} : { count: cmd.count };
  const played = (kind: TrainerKindPlayed, countsAsItem: boolean, target: string | null): void => {
    ctx.emit({ type: 'TrainerPlayed', player: cmd.player, card, from: cmd.from ?? 'hand', source: cmd.source ?? null, text: def.rules, countsAsItem, kind, target, ...chosen });
    // "During your opponent's next turn, all of your Pokémon take 30 less damage …" (Jasmine's Gaze): kept on the player (lingering-effects.ts).
    if (kind === 'Item' || kind === 'Supporter') {
      for (const e of trainerLingering(def)) {
        ctx.emit({ type: 'LingeringEffectAdded', target: { player: cmd.player }, effect: { rule: e.rule, until: lastTurnOf(e.lasts, turn.number), source: { pokemon: card.uid, name: def.name } } });
      }
    }
    const play = kind === 'Supporter' ? 'supporter' : kind === 'Item' || countsAsItem ? 'item' : null;
    if (play && (cmd.from ?? 'hand') === 'hand') handTriggeredAbilities(ctx, cmd.player, play);
  };
  switch (def.trainerKind ?? 'Item') {
    case 'Supporter':
      if (!cmd.source) {
        // Carmine: "If you go first, you may use this card during your first turn."
        if (!p.firstTurn.maySupporter && turn.number === 1 && !playableOnFirstTurn(def)) {
          return violation('supporter-first-turn', 'The player who goes first cannot play a Supporter on their first turn.', refs.supporter);
        }
        if (turn.supportersPlayed >= p.supportersPerTurn) {
          return violation('supporter-already-played', 'You can play only one Supporter card each turn.', refs.supporter);
        }
      }
      played('Supporter', false, null);
      return undefined;
    case 'Stadium': {
      if (!p.stadium.exists) return violation('no-stadiums', 'This era has no Stadium cards.', refs.stadium);
      if (!cmd.source && turn.stadiumsPlayed >= p.stadium.perTurn) {
        return violation('stadium-already-played', 'You can play only one Stadium card each turn.', refs.stadium);
      }
      const inPlay = stadiumsInPlay(ctx.state);
      if (p.stadium.sameNameBlocked && inPlay.some((old) => old.def.name === def.name)) {
        return violation('same-stadium', `${def.name} is already in play: you cannot play a Stadium with the same name.`, refs.stadium);
      }
      // With several Stadiums allowed (003 "Menü der Beschränkungen") the ones in play stay.
      const old = ctx.state.stadium;
      if (old && !p.stadium.severalInPlay) ctx.emit({ type: 'StadiumDiscarded', card: old });
      played('Stadium', false, null);
      handTextsOnEntry(ctx, card);
      return undefined;
    }
    case 'Tool':
    case 'Technical Machine': {
      const found = cmd.target ? findPokemon(ctx.state, cmd.target) : null;
      // Team Flare Hyper Gear goes only on the opponent's Pokémon-EX (000 "Anhang 21"), as its text says.
      if (attachesToOpponentsEx(def)) {
        if (!found || found.seat === cmd.player || !isPokemonEX(topCard(found.pokemon))) {
          return violation('hyper-gear-target', `Team Flare Hyper Gear: attach ${def.name} to one of your opponent's Pokémon-EX.`, refs.hyperGear);
        }
      } else if (!found || found.seat !== cmd.player) {
        return violation('no-such-pokemon', `Attach ${def.name} to one of your Pokémon in play.`, refs.tool);
      }
      // The profile's limit, unless the Pokémon's own Ability allows more (Revavroom ex "Tune-Up").
      const holder = topCard(found.pokemon);
      const limit = Math.max(p.tool.perPokemon, toolLimitOf(holder) ?? 0);
      if (found.pokemon.attached.filter(isTool).length >= limit) {
        return violation('tool-limit', `${holder.name} already has ${limit === 1 ? 'a Pokémon Tool' : `${limit} Pokémon Tools`} attached.`, refs.tool);
      }
      // A Pokémon Tool is a kind of Item in the XY and Sword & Shield eras (glossaries), its own kind in SV.
      const countsAsItem = p.tool.kind === 'item';
      const locked = countsAsItem ? itemLock(ctx, cmd) : undefined;
      if (locked) return locked;
      if (countsAsItem && !cmd.source) {
        const tooMany = itemLimit(ctx);
        if (tooMany) return tooMany;
      }
      played('Tool', countsAsItem, found.pokemon.id);
      handTextsOnEntry(ctx, card);
      return undefined;
    }
    case 'Item': {
      const locked = itemLock(ctx, cmd);
      if (locked) return locked;
      const tooMany = cmd.source ? undefined : itemLimit(ctx);
      if (tooMany) return tooMany;
      played('Item', true, null);
      return undefined;
    }
  }
}

/**
 * 003 "Menü der Beschränkungen": "nur eine Itemkarte pro Zug". The handbook is of the current era, where a
 * Pokémon Tool is a Trainer kind of its own ("Item, Ausrüstung, Unterstützer und/oder Stadion", Multi-Level
 * level 5), so a Tool counts only where the profile makes it a kind of Item.
 */
function itemLimit(ctx: Emitter): Outcome {
  const limit = ctx.profile.itemsPerTurn;
  const played = ctx.state.turn?.itemsPlayed ?? 0;
  if (limit === null || played < limit) return undefined;
  return violation('item-limit', `You can play only ${limit === 1 ? 'one Item card' : `${limit} Item cards`} each turn in this format.`, FORMAT_REFS.itemsPerTurn);
}

/** An effect of the opponent's last attack: "they can't play any Item cards from their hand" (lingering-effects.ts). */
function itemLock(ctx: Emitter, cmd: CommandOf<'PlayTrainer'>): Outcome {
  const lock = (cmd.from ?? 'hand') === 'hand' ? lingering(ctx.state.players[cmd.player], 'no-item-cards') : undefined;
  if (!lock) return undefined;
  return violation('item-lock', `You can't play Item cards from your hand this turn (${lock.source.name}).`, ctx.profile.refs.attackDetails);
}
