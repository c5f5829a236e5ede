import type { CardDef } from './card.js';
import { handTriggeredAbilities } from './ability-triggers.js';
import { prepare } from './card-entry.js';
import type { CommandOf } from './command.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { requireTurn } from './main-phase.js';
import { FORMAT_REFS } from './rulebook.js';
import { findPokemon, type CardInst } from './state.js';
import { handTextsOnEntry } from './texts-on-entry.js';

/** One Energy attachment per turn from the hand; an effect's attachment does not count (000 "Zugabfolge" C). */
export function attachEnergy(ctx: Emitter, cmd: CommandOf<'AttachEnergy'>): Outcome {
  const bad = requireTurn(ctx, cmd.player, cmd.source);
  if (bad) return bad;
  const card = prepare(ctx, cmd);
  if ('code' in card) return card;
  const refs = ctx.profile.refs;
  if (card.def.supertype !== 'Energy') return violation('not-energy', `${card.def.name} is not an Energy card.`, refs.energy);
  const found = findPokemon(ctx.state, cmd.target);
  if (!found || found.seat !== cmd.player) return violation('no-such-pokemon', 'Attach Energy to one of your own Pokémon in play.', refs.energy);
  const turn = ctx.state.turn;
  if (!cmd.source && turn && turn.energyAttached >= ctx.profile.energyPerTurn) {
    return violation('energy-already-attached', 'You can attach Energy from your hand only once per turn.', refs.energy);
  }
  ctx.emit({ type: 'EnergyAttached', player: cmd.player, target: found.pokemon.id, card, from: cmd.from ?? 'hand', source: cmd.source ?? null });
  handTextsOnEntry(ctx, card);
  if ((cmd.from ?? 'hand') === 'hand') handTriggeredAbilities(ctx, cmd.player, 'energy');
  return undefined;
}

/**
 * What a card attached face down as a Rainbow Energy counts as: a Special Energy that names no type, which
 * the cost check reads as one Energy of any type ("provides every type of Energy but only 1 at a time").
 */
export const FACE_DOWN_RAINBOW_ENERGY: CardDef = {
  id: 'mirrormat:face-down-rainbow-energy',
  name: 'Rainbow Energy (face down)',
  supertype: 'Energy',
  subtypes: ['Special'],
  setId: '',
  number: '',
  attacks: [],
  abilities: [],
  weaknesses: [],
  resistances: [],
  retreatCost: 0,
  prizeValue: 1,
  ruleBox: false,
  energyKind: 'Special',
  rules: [],
};

/**
 * 003 "Menü der Beschränkungen": "eine beliebige Karte verdeckt hinlegen und als Regenbogen-Energie einsetzen".
 * The card is the turn's Energy attachment from the hand; it provides every type, one Energy at a time.
 * Only the provision is taken from Rainbow Energy: 003 says to use the card as that Energy, and the printed
 * card's damage counter on attaching is its own text, which a face-down card does not have.
 */
export function attachFaceDownEnergy(ctx: Emitter, cmd: CommandOf<'AttachFaceDownEnergy'>): Outcome {
  const bad = requireTurn(ctx, cmd.player);
  if (bad) return bad;
  const refs = ctx.profile.refs;
  if (!ctx.profile.faceDownRainbowEnergy) {
    return violation('face-down-energy-not-allowed', 'This format does not let a card be played face down as an Energy.', FORMAT_REFS.faceDownRainbowEnergy);
  }
  const card = prepare(ctx, { player: cmd.player, card: cmd.card, uid: cmd.uid, from: 'hand' });
  if ('code' in card) return card;
  const found = findPokemon(ctx.state, cmd.target);
  if (!found || found.seat !== cmd.player) return violation('no-such-pokemon', 'Attach Energy to one of your own Pokémon in play.', refs.energy);
  const turn = ctx.state.turn;
  if (turn && turn.energyAttached >= ctx.profile.energyPerTurn) {
    return violation('energy-already-attached', 'You can attach Energy from your hand only once per turn.', refs.energy);
  }
  const faceDown: CardInst = { uid: card.uid, owner: card.owner, def: FACE_DOWN_RAINBOW_ENERGY, face: card.def };
  ctx.emit({ type: 'EnergyAttached', player: cmd.player, target: found.pokemon.id, card: faceDown, from: 'hand', source: null });
  return undefined;
}
