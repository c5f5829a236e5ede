import type { CardDef } from './card.js';
import { isBasicPokemon, isPokemonEX, isStage2 } from './card-category.js';
import { attachesToOpponentsEx, earlyEvolution, evolutionTexts, toolLimitOf } from './card-text.js';
import { abilitiesOf, benchSize, benchedByEffect, evolutionByEffect, playableOnFirstTurn } from './continuous-effects.js';
import type { CardOrigin, CommandOf, EffectSource } from './command.js';
import type { EventOf } from './event.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { abilityLingering, lastTurnOf, lingering } from './lingering-effects.js';
import { fromRegisteredDeck, searchFinds } from './deck-contents.js';
import { playedAsBasicPokemon } from './fossil-trainer.js';
import { pokemonName } from './names.js';
import { mayStartInPlay, placeSetupBench } from './setup.js';
import { FORMAT_REFS, type RuleViolation } from './rulebook.js';
import { findPokemon, stadiumsInPlay, topCard, type CardInst, type Seat } from './state.js';
import { locate } from './zones.js';

interface PlayCard {
  readonly player: Seat;
  readonly card: CardDef;
  readonly uid?: string | undefined;
  readonly from?: CardOrigin | undefined;
  readonly source?: EffectSource | undefined;
}

/** The card instance a command brings into the game: the physical card's id, or one the engine assigns. */
export function newCard(ctx: Emitter, cmd: PlayCard): CardInst | RuleViolation {
  const from = cmd.from ?? 'hand';
  if (cmd.uid !== undefined) {
    const where = locate(ctx.state, cmd.uid);
    const fromDiscard = from === 'discard' && where?.zone === 'discard' && where.seat === cmd.player;
    const fromKnownHand = from === 'hand' && where?.zone === 'hand' && where.seat === cmd.player;
    if (where && !fromDiscard && !fromKnownHand) {
      return violation('card-already-in-game', `Card ${cmd.uid} is already in play or in a discard pile.`, ctx.profile.refs.turn);
    }
    if (from === 'discard' && !fromDiscard) {
      return violation('not-in-discard', `Card ${cmd.uid} is not in your discard pile.`, ctx.profile.refs.turn);
    }
    const hand = ctx.state.players[cmd.player].hand;
    if (from === 'hand' && !fromKnownHand && hand.known.length > 0 && hand.count <= hand.known.length) {
      return violation('not-in-hand', `Your hand holds only ${hand.known.map((c) => c.def.name).join(', ')}.`, ctx.profile.refs.turn);
    }
    const known = (fromKnownHand || fromDiscard) && where && 'card' in where ? where.card : null;
    if (known && known.def.id !== cmd.card.id) {
      return violation('card-mismatch', `Card ${cmd.uid} is ${known.def.name}, not ${cmd.card.name}.`, ctx.profile.refs.turn);
    }
    return known ?? { uid: cmd.uid, owner: cmd.player, def: cmd.card };
  }
  if (from === 'discard') return violation('not-in-discard', 'Name the card from your discard pile by its id.', ctx.profile.refs.turn);
  if (from === 'hand') {
    const hand = ctx.state.players[cmd.player].hand;
    // A card named without its id that the engine knows is in the hand is taken as that one: the same card
    // as far as anyone can tell, and the known cards do not pile up beyond the hand.
    const known = hand.known.find((c) => c.def.id === cmd.card.id);
    if (known) return known;
    // When every card in the hand is a known one (returned from play, shown), the card played must be one of them.
    if (hand.known.length > 0 && hand.count <= hand.known.length) {
      return violation('not-in-hand', `${cmd.card.name} is not in your hand: it holds only ${hand.known.map((c) => c.def.name).join(', ')}.`, ctx.profile.refs.turn);
    }
  }
  return { uid: ctx.id(`${cmd.player}#`), owner: cmd.player, def: cmd.card };
}

/** The card must be where it comes from: a card in hand, a card in the deck. */
export function cardOrigin(ctx: Emitter, player: Seat, from: CardOrigin, card: CardInst): Outcome {
  const pl = ctx.state.players[player];
  const refs = ctx.profile.refs;
  if (from === 'hand' && pl.hand.count <= 0) return violation('hand-empty', `You have no cards in your hand, so ${card.def.name} cannot come from it.`, refs.turn);
  if (from === 'deck' && pl.deck <= 0) return violation('deck-empty', `Your deck is empty, so ${card.def.name} cannot come from it.`, refs.turn);
  if (from === 'deck') return fromRegisteredDeck(ctx, player, card);
  return undefined;
}

/**
 * The player's turn, in its main part with no prompt open. An effect-sourced action is also the attacking
 * player's while the attack's own effects are entered (000 "Angreifen im Detail" f): it is the attack's text.
 */
export function requireTurn(ctx: Emitter, player: Seat, source?: EffectSource): Outcome {
  const refs = ctx.profile.refs;
  const s = ctx.state;
  if (source && s.stage === 'attacking' && s.turn?.player === player && s.prompts.length === 1 && s.prompts[0]?.kind === 'attack-effects') return undefined;
  if (s.stage !== 'main' || !s.turn) return violation('not-main-phase', 'Nobody can do that now: the game is not in a player\'s turn.', refs.turn);
  if (s.turn.player !== player) return violation('not-your-turn', "It is your opponent's turn.", refs.turn);
  if (s.prompts.length > 0) return violation('prompt-open', 'Answer the open prompt first.', refs.turn);
  return undefined;
}

export function prepare(ctx: Emitter, cmd: PlayCard): CardInst | RuleViolation {
  const card = newCard(ctx, cmd);
  if ('code' in card) return card;
  const bad = cardOrigin(ctx, cmd.player, cmd.from ?? 'hand', card);
  return bad ?? card;
}

/** Basic Pokémon to the Bench, as many as fit (000 "Zugabfolge" A, 002 "TURN ACTIONS" A). */
export function playToBench(ctx: Emitter, cmd: CommandOf<'PlayToBench'>): Outcome {
  const card = prepare(ctx, cmd);
  if ('code' in card) return card;
  const refs = ctx.profile.refs;
  // A Restored Pokémon comes onto the Bench only through its Fossil's effect (000 "Anhang 26"), never in setup.
  const restored = card.def.stage === 'Restored' && cmd.source !== undefined && ctx.state.stage === 'main';
  // Lugia VSTAR "Summoning Star" puts Archeops (a Stage 2) onto the Bench: the effect's text says which Pokémon.
  const byText = cmd.source?.text !== undefined && ctx.state.stage === 'main' && benchedByEffect(cmd.source.text, card.def);
  const setup = ctx.state.stage === 'placing' || ctx.state.stage === 'mulligan-draws';
  const from = cmd.from ?? 'hand';
  // A Fossil Trainer card is played as a Basic Pokémon (000 "Anhang 15"), from the hand: in the deck or the
  // discard pile it is no Basic Pokémon (000 glossary "Fossil-Trainerkarten").
  const fossil = playedAsBasicPokemon(card.def) !== null;
  if (fossil && from !== 'hand') {
    return violation('not-basic', `${card.def.name} is a Trainer card in the ${from === 'deck' ? 'deck' : 'discard pile'}, not a Basic Pokémon: it is played as one from the hand.`, refs.fossilTrainer);
  }
  const notFound = from === 'deck' ? searchFinds(ctx, cmd.source, card.def) : undefined;
  if (notFound) return notFound;
  const basic = isBasicPokemon(card.def) || fossil;
  if (!basic && (card.def.supertype !== 'Pokémon' || (!restored && !byText && !(setup && mayStartInPlay(ctx, card))))) {
    return violation('not-basic', `${card.def.name} is not a Basic Pokémon: only Basic Pokémon go onto the Bench from the hand.`, refs.bench);
  }
  if (setup) return placeSetupBench(ctx, cmd, card);
  const bad = requireTurn(ctx, cmd.player, cmd.source);
  if (bad) return bad;
  const benched = ctx.state.players[cmd.player].bench.length;
  // Effects only raise the Bench size: below the profile's there is nothing to ask.
  const size = benched < ctx.profile.benchSize ? ctx.profile.benchSize : benchSize(ctx.state, ctx.profile, cmd.player);
  if (benched >= size) {
    return violation('bench-full', `Your Bench holds at most ${size} Pokémon.`, refs.bench);
  }
  ctx.emit({ type: 'PokemonBenched', player: cmd.player, card, from: cmd.from ?? 'hand', source: cmd.source ?? null });
  return undefined;
}

/**
 * Evolution (000 "Hinweise zur Entwicklung", "Was gehört zum Namen eines Pokémon?"; 002 "TURN ACTIONS" B):
 * the name after "Evolves from" matches exactly; not a Pokémon's first turn in play (which also forbids
 * evolving twice a turn), not on either player's first turn where the profile says so. A Mega Evolution
 * ends the turn (000 "Anhang 23", 001 "Liite Q"). An effect (Rare Candy) may skip the Stage 1.
 */
export function evolvePokemon(ctx: Emitter, cmd: CommandOf<'Evolve'>): Outcome {
  const bad = requireTurn(ctx, cmd.player, cmd.source);
  if (bad) return bad;
  const card = prepare(ctx, cmd);
  if ('code' in card) return card;
  const refs = ctx.profile.refs;
  const rules = ctx.profile.evolution;
  const def = card.def;
  if (def.supertype !== 'Pokémon' || def.evolvesFrom === undefined) {
    return violation('not-evolution', `${def.name} is not an Evolution card.`, refs.evolve);
  }
  const found = findPokemon(ctx.state, cmd.target);
  if (!found || found.seat !== cmd.player) return violation('no-such-pokemon', 'Evolve one of your own Pokémon in play.', refs.evolve);
  const target = found.pokemon;
  const current = topCard(target);
  const turn = ctx.state.turn?.number ?? 0;
  const rareCandy = cmd.source !== undefined && isStage2(def) && isBasicPokemon(current);
  if (!rareCandy && pokemonName(def.evolvesFrom) !== pokemonName(current.name)) {
    return violation('name-mismatch', `${def.name} evolves from ${def.evolvesFrom}, not from ${current.name}.`, refs.names);
  }
  const firstTurn = rules.notOnPlayersFirstTurn && turn <= 2;
  // 003 "Menü der Beschränkungen" lets a Pokémon evolve the turn it was played, still not twice in one turn
  // (a stack of more than one card that entered this turn evolved this turn).
  const newInPlay = target.enteredTurn === turn && (rules.notOnPokemonsFirstTurn || target.stack.length > 1);
  // Only a card that says so explicitly lifts these limits (000 "Hinweise zur Entwicklung"): the effect's
  // text, the Evolution card's own text, or the evolving Pokémon's Ability.
  const early = firstTurn || newInPlay
    ? earlyEvolution(
        [...(cmd.source?.text !== undefined ? [cmd.source.text] : []), ...evolutionTexts(def), ...evolutionTexts(current)],
        ctx.state.firstPlayer !== cmd.player,
      )
    : null;
  const byEffect = cmd.source?.text !== undefined ? evolutionByEffect(cmd.source.text) : null;
  if (firstTurn && !early?.firstTurn && !byEffect?.firstTurn) {
    return violation('first-turn-evolution', 'Neither player can evolve a Pokémon on their first turn.', refs.evolve);
  }
  const evolvedThisTurn = target.enteredTurn === turn && target.stack.length > 1;
  if (newInPlay && !early?.newInPlay && !(byEffect?.again && evolvedThisTurn)) {
    return violation('pokemon-new-in-play', `${current.name} came into play or evolved this turn, so it cannot evolve yet.`, refs.evolve);
  }
  const endsTurn = rules.megaEndsTurn && def.stage === 'MEGA';
  ctx.emit({ type: 'PokemonEvolved', player: cmd.player, target: target.id, card, from: cmd.from ?? 'hand', source: cmd.source ?? null, endsTurn });
  return undefined;
}

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

/**
 * A card shown from the hand becomes one the engine knows there: the owner and judges see it, and both
 * players where hands are played open (003 "Menü der Beschränkungen"). Only cards not yet known can be
 * shown: the hand must hold more cards than the engine knows of.
 */
export function revealHandCard(ctx: Emitter, cmd: CommandOf<'RevealHandCard'>): Outcome {
  const refs = ctx.profile.refs;
  const hand = ctx.state.players[cmd.player].hand;
  if (hand.count <= hand.known.length) {
    return violation('hand-all-known', `Every card in your hand is known already (${hand.count}).`, ctx.profile.openHands ? FORMAT_REFS.openHands : refs.turn);
  }
  if (cmd.uid !== undefined && locate(ctx.state, cmd.uid)) {
    return violation('card-already-in-game', `Card ${cmd.uid} is already in play, in a discard pile or known in a hand.`, refs.turn);
  }
  ctx.emit({ type: 'HandCardRevealed', player: cmd.player, card: { uid: cmd.uid ?? ctx.id(`${cmd.player}#`), owner: cmd.player, def: cmd.card } });
  return undefined;
}

type TrainerKindPlayed = EventOf<'TrainerPlayed'>['kind'];

const isTool = (c: CardInst): boolean => c.def.trainerKind === 'Tool' || c.def.trainerKind === 'Technical Machine';
/** Pokémon-EX (000 "Anhang 22"), Mega Evolution Pokémon-EX among them: the data's "EX" subtype (SV's "ex" is another). */

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
  const played = (kind: TrainerKindPlayed, countsAsItem: boolean, target: string | null): void => {
    ctx.emit({ type: 'TrainerPlayed', player: cmd.player, card, from: cmd.from ?? 'hand', source: cmd.source ?? null, text: def.rules, countsAsItem, kind, target });
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

const VSTAR_POWER = /more than 1 VSTAR Power in a game/i;

/**
 * Abilities, any number (000 "Bestandteile eines Zuges" F); a VSTAR Power once per game (000 "Anhang 6"), whether
 * printed on the Pokémon or on an attached card (Forest Seal Stone). `ability` indexes `abilitiesOf`.
 */
export function useAbility(ctx: Emitter, cmd: CommandOf<'UseAbility'>): Outcome {
  const bad = requireTurn(ctx, cmd.player);
  if (bad) return bad;
  const refs = ctx.profile.refs;
  const found = findPokemon(ctx.state, cmd.pokemon);
  if (!found || found.seat !== cmd.player) return violation('no-such-pokemon', 'Use an Ability of one of your own Pokémon in play.', refs.turn);
  const top = topCard(found.pokemon);
  // Its own Abilities, then those an attached card lets it use (Forest Seal Stone's VSTAR Power "Star Alchemy").
  const ability = abilitiesOf(ctx.state, found.pokemon)[cmd.ability]?.ability;
  if (!ability) return violation('no-such-ability', `${top.name} has no Ability number ${cmd.ability + 1}.`, refs.turn);
  const vstarPower = VSTAR_POWER.test(ability.text);
  if (vstarPower && ctx.state.players[cmd.player].vstarUsed) return violation('vstar-used', 'You can use only one VSTAR Power in a game.', refs.vstar);
  ctx.emit({ type: 'AbilityUsed', player: cmd.player, pokemon: found.pokemon.id, name: ability.name, text: ability.text, vstarPower });
  // An Ability whose effect lasts into the opponent's next turn is kept on its Pokémon (lingering-effects.ts); other text is the players'.
  const lasting = abilityLingering(ability.text);
  const turn = ctx.state.turn?.number ?? 0;
  for (const e of lasting) {
    ctx.emit({ type: 'LingeringEffectAdded', target: { pokemon: found.pokemon.id }, effect: { rule: e.rule, until: lastTurnOf(e.lasts, turn), source: { pokemon: found.pokemon.id, name: ability.name } } });
  }
  if (lasting.length === 0) ctx.emit({ type: 'EffectNeedsAdjustment', card: found.pokemon.id, name: ability.name, text: ability.text });
  return undefined;
}

/**
 * A Pokémon V-UNION (000 "Anhang 7"): four parts with the same name from the discard pile onto the Bench
 * together, one Bench place, once per game per name.
 */
export function playVUnion(ctx: Emitter, cmd: CommandOf<'PlayVUnion'>): Outcome {
  const bad = requireTurn(ctx, cmd.player);
  if (bad) return bad;
  const ref = ctx.profile.refs.vUnion;
  const pl = ctx.state.players[cmd.player];
  const parts = cmd.parts.map((uid) => pl.discard.find((c) => c.uid === uid));
  if (new Set(cmd.parts).size !== 4 || parts.some((c) => !c || c.def.stage !== 'V-UNION')) {
    return violation('v-union-parts', 'Play four different Pokémon V-UNION parts from your discard pile.', ref);
  }
  const name = parts[0]?.def.name ?? '';
  if (parts.some((c) => c?.def.name !== name)) return violation('v-union-parts', 'All four parts must have the same name.', ref);
  if (pl.vUnionNames.includes(name)) return violation('v-union-once', `You have already played ${name} this game.`, ref);
  const size = benchSize(ctx.state, ctx.profile, cmd.player);
  if (pl.bench.length >= size) return violation('bench-full', `Your Bench holds at most ${size} Pokémon.`, ctx.profile.refs.bench);
  ctx.emit({ type: 'VUnionAssembled', player: cmd.player, parts: cmd.parts, name });
  return undefined;
}
