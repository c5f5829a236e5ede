import type { CommandOf } from './command.js';
import { isBasicPokemon } from './card-category.js';
import { violation, type Emitter, type Outcome } from './emitter.js';
import { startTurn } from './start-turn.js';
import { announceAllInPlayAbilities } from './passive-abilities.js';
import { resolveProfile, type RuleProfile } from './profile.js';
import { playedAsBasicPokemon } from './fossil-trainer.js';
import { FORMAT_REFS, SV_REFS } from './rulebook.js';
import { SEATS, opponentOf, type CardInst, type Seat } from './state.js';
import { cardOrigin, newCard } from './card-entry.js';

/**
 * Setup (000 "Spielablauf", "Alles auf Anfang: Neustart im Detail"; 002 "HOW TO START A GAME", "FULL
 * DETAILS OF TAKING A MULLIGAN"; 004 "Starting the Games"): the toss, opening hands, mulligans, Active
 * and Bench face down, Prize cards, the opponent's extra draws, then everything is revealed together.
 */
export function startMatch(ctx: Emitter, cmd: CommandOf<'StartMatch'>): Outcome {
  if (ctx.state.stage !== 'not-started') {
    return violation('match-already-started', 'This match has already started.', SV_REFS.setup);
  }
  const profile = resolveProfile(cmd.profile, cmd.format);
  const [p1, p2] = cmd.players;
  for (const p of cmd.players) {
    const bad = checkDeckSize(profile, p) ?? checkDeckList(profile, p);
    if (bad) return bad;
  }
  const own = cmd.players.some((p) => p.deckSize !== undefined && p.deckSize !== profile.deckSize);
  const lists = cmd.players.some((p) => p.deckList !== undefined);
  ctx.emit({
    type: 'MatchStarted',
    matchId: cmd.matchId,
    profile,
    formatName: cmd.format?.name ?? null,
    players: [p1.name, p2.name],
    ...(own && { deckSizes: [p1.deckSize ?? profile.deckSize, p2.deckSize ?? profile.deckSize] as const }),
    ...(lists && { deckLists: [p1.deckList ?? null, p2.deckList ?? null] as const }),
  });
  beginGame(ctx);
  return undefined;
}

/** A player's own deck size: within the format's range where it has one (003 "Packkampf"), the profile's size otherwise. */
function checkDeckSize(profile: RuleProfile, player: CommandOf<'StartMatch'>['players'][number]): Outcome {
  const size = player.deckSize;
  if (size === undefined) return undefined;
  const range = profile.deckSizes ?? { min: profile.deckSize, max: profile.deckSize, ref: profile.refs.setup };
  if (size >= range.min && size <= range.max) return undefined;
  const allowed = range.min === range.max ? `${range.min}` : `${range.min} to ${range.max}`;
  return violation('deck-size', `${player.name}'s deck of ${size} cards: a deck here holds ${allowed}.`, range.ref);
}

/** A registered deck list holds the player's whole deck: as many cards as the deck. */
function checkDeckList(profile: RuleProfile, player: CommandOf<'StartMatch'>['players'][number]): Outcome {
  if (!player.deckList) return undefined;
  const size = player.deckSize ?? profile.deckSize;
  const listed = player.deckList.reduce((n, e) => n + e.count, 0);
  if (listed === size) return undefined;
  return violation('deck-list-size', `${player.name}'s deck list holds ${listed} cards; the deck holds ${size}.`, profile.refs.deckBuilding);
}

/** The start of a game: the first one of a match, or a Sudden Death game. */
export function beginGame(ctx: Emitter): void {
  if (ctx.profile.whoStarts === 'coin-winner-chooses') requestToss(ctx, 'Who goes first: heads, p1 wins the toss and chooses; tails, p2 does.');
  else drawOpeningHands(ctx);
}

function requestToss(ctx: Emitter, reason: string): void {
  ctx.emit({ type: 'CoinFlipRequested', promptId: ctx.id('f'), request: { mode: 'coins', count: 1 }, reason, purpose: { kind: 'toss' } });
}

function drawOpeningHands(ctx: Emitter): void {
  for (const seat of SEATS) {
    if (ctx.profile.setup.chooseStartingPokemon) ctx.emit({ type: 'StartingPokemonOffered', promptId: ctx.id('s'), player: seat });
    else drawOpeningHand(ctx, seat);
  }
}

function drawOpeningHand(ctx: Emitter, seat: Seat): void {
  ctx.emit({ type: 'OpeningHandDrawn', player: seat, count: Math.min(ctx.profile.openingHandSize, ctx.state.players[seat].deck) });
}

/**
 * 003 "Menü der Beschränkungen": "Jeder Spieler darf sein startendes Pokémon zu Beginn des Spiels aussuchen."
 * The player searches the deck for a Basic Pokémon, puts it face down as the Active Pokémon, then draws the
 * opening hand from the rest (the deck is shuffled at the table); with no card named, the player draws as usual.
 */
export function chooseStartingPokemon(ctx: Emitter, cmd: CommandOf<'ChooseStartingPokemon'>): Outcome {
  const ref = FORMAT_REFS.chooseStartingPokemon;
  if (!ctx.state.prompts.some((p) => p.kind === 'starting-pokemon' && p.player === cmd.player)) {
    return violation('no-starting-choice', 'You have no starting Pokémon to choose now.', ref);
  }
  if (!cmd.card) {
    ctx.emit({ type: 'StartingPokemonChosen', player: cmd.player, card: null });
    drawOpeningHand(ctx, cmd.player);
    return undefined;
  }
  const card = newCard(ctx, { player: cmd.player, card: cmd.card, uid: cmd.uid, from: 'deck' });
  if ('code' in card) return card;
  // A Fossil Trainer card in the deck is no Basic Pokémon (000 glossary "Fossil-Trainerkarten"), so the search does not find it.
  if (playedAsBasicPokemon(card.def) || !mayStartInPlay(ctx, card)) {
    return violation('not-basic', `${card.def.name} is not a Basic Pokémon: only a Basic Pokémon starts as Active.`, ref);
  }
  const from = cardOrigin(ctx, cmd.player, 'deck', card);
  if (from) return from;
  ctx.emit({ type: 'StartingPokemonChosen', player: cmd.player, card });
  drawOpeningHand(ctx, cmd.player);
  return undefined;
}

export function onToss(ctx: Emitter, winner: Seat): void {
  if (ctx.profile.whoStarts === 'coin-winner-chooses') {
    ctx.emit({ type: 'TossWon', winner, promptId: ctx.id('c') });
    return;
  }
  // 004: the toss after setup decides who goes first; then everything is flipped over.
  ctx.emit({ type: 'TossWon', winner, promptId: null });
  ctx.emit({ type: 'FirstPlayerChosen', first: winner, by: 'coin' });
  reveal(ctx, winner);
}

export function chooseFirstPlayer(ctx: Emitter, cmd: CommandOf<'ChooseFirstPlayer'>): Outcome {
  const refs = ctx.profile.refs;
  if (ctx.state.stage !== 'choose-first') return violation('not-choosing-first-player', 'Nobody is choosing who goes first now.', refs.setup);
  if (ctx.state.tossWinner !== cmd.player) {
    return violation('not-toss-winner', 'Only the winner of the coin flip decides who goes first.', refs.setup);
  }
  ctx.emit({ type: 'FirstPlayerChosen', first: cmd.first, by: cmd.player });
  drawOpeningHands(ctx);
  return undefined;
}

function requirePlacing(ctx: Emitter, player: Seat): Outcome {
  const refs = ctx.profile.refs;
  const stage = ctx.state.stage;
  if (stage !== 'placing' && stage !== 'mulligan-draws') return violation('not-in-setup', 'Setup is over (or has not begun).', refs.setup);
  if (ctx.state.players[player].setupDone) return violation('setup-finished', 'You have finished your setup.', refs.setup);
  if (ctx.state.prompts.some((p) => p.kind === 'starting-pokemon' && p.player === player)) {
    return violation('starting-pokemon-pending', 'Choose your starting Pokémon from your deck first (or none, to draw as usual).', FORMAT_REFS.chooseStartingPokemon);
  }
  if (stage === 'mulligan-draws' && ctx.state.prompts.some((p) => p.kind === 'mulligan-draws' && p.player === player)) {
    return violation('mulligan-draws-pending', 'Draw your extra cards for the mulligans first (you may draw none).', refs.mulligan);
  }
  return undefined;
}

export function declareMulligan(ctx: Emitter, cmd: CommandOf<'DeclareMulligan'>): Outcome {
  const refs = ctx.profile.refs;
  if (ctx.state.stage !== 'placing') return violation('not-in-setup', 'A mulligan is taken with the opening hand, during setup.', refs.mulligan);
  const pl = ctx.state.players[cmd.player];
  if (ctx.state.prompts.some((p) => p.kind === 'starting-pokemon' && p.player === cmd.player)) {
    return violation('starting-pokemon-pending', 'Choose your starting Pokémon from your deck first (or none, to draw as usual).', FORMAT_REFS.chooseStartingPokemon);
  }
  if (ctx.profile.setup.layout === 'lay-out-hand') {
    return violation('no-mulligan', 'In this format the Pokémon are laid out as they are: there is no mulligan.', FORMAT_REFS.basicBattle);
  }
  if (pl.setupDone || pl.active) {
    return violation('has-basic', 'You placed a Basic Pokémon, so your hand had one: no mulligan.', refs.mulligan);
  }
  ctx.emit({ type: 'MulliganTaken', player: cmd.player, drawn: Math.min(ctx.profile.openingHandSize, pl.deck + pl.hand.count) });
  return undefined;
}

export function placeActive(ctx: Emitter, cmd: CommandOf<'PlaceActive'>): Outcome {
  const refs = ctx.profile.refs;
  const bad = requirePlacing(ctx, cmd.player);
  if (bad) return bad;
  if (ctx.state.stage !== 'placing') return violation('active-placed', 'Your Active Pokémon is already placed.', refs.setup);
  if (ctx.state.players[cmd.player].active) return violation('active-placed', 'Your Active Pokémon is already placed.', refs.setup);
  const card = newCard(ctx, cmd);
  if ('code' in card) return card;
  if (!mayStartInPlay(ctx, card)) {
    return violation('not-basic', `${card.def.name} is not a Basic Pokémon: only a Basic Pokémon starts as Active.`, refs.setup);
  }
  const from = cardOrigin(ctx, cmd.player, 'hand', card);
  if (from) return from;
  ctx.emit({ type: 'SetupPokemonPlaced', player: cmd.player, card, position: 'active' });
  return undefined;
}

/**
 * A Basic Pokémon; any Pokémon where the opening hand is laid out as it is (003 "Basiskampf"). A Fossil Trainer
 * card counts as a Basic Pokémon during setup (002 GLOSSARY "FOSSIL TRAINER CARDS": "always count as Basic Pokémon
 * during set-up"); 000 "Anhang 15" and 001 "Liite I" say they "können als Basis-Pokémon gespielt werden" without
 * limiting it to the turn, and setup is where Basic Pokémon are played, so every era reads it so.
 */
export function mayStartInPlay(ctx: Emitter, card: CardInst): boolean {
  if (playedAsBasicPokemon(card.def)) return true;
  if (card.def.supertype !== 'Pokémon') return false;
  return isBasicPokemon(card.def) || ctx.profile.setup.layout === 'lay-out-hand';
}

/** A Basic Pokémon put face down on the Bench during setup (also after the extra draws for mulligans). */
export function placeSetupBench(ctx: Emitter, cmd: CommandOf<'PlayToBench'>, card: CardInst): Outcome {
  const refs = ctx.profile.refs;
  const bad = requirePlacing(ctx, cmd.player);
  if (bad) return bad;
  const pl = ctx.state.players[cmd.player];
  if (!pl.active) return violation('active-first', 'Place your Active Pokémon first.', refs.setup);
  if (pl.bench.length >= ctx.profile.benchSize) {
    return violation('bench-full', `Your Bench holds at most ${ctx.profile.benchSize} Pokémon.`, refs.bench);
  }
  ctx.emit({ type: 'SetupPokemonPlaced', player: cmd.player, card, position: 'bench' });
  return undefined;
}

export function finishSetup(ctx: Emitter, cmd: CommandOf<'FinishSetup'>): Outcome {
  const refs = ctx.profile.refs;
  const bad = requirePlacing(ctx, cmd.player);
  if (bad) return bad;
  const pl = ctx.state.players[cmd.player];
  if (!pl.active) return violation('no-active', 'Place a Basic Pokémon as your Active Pokémon first.', refs.setup);
  // 003 "Basiskampf": "eins als Aktives Pokémon und zwei auf die Bank": every Pokémon of the hand is laid out.
  if (ctx.profile.setup.layout === 'lay-out-hand' && pl.hand.count > 0 && pl.bench.length < ctx.profile.benchSize) {
    return violation('lay-out-all', `Lay out all your Pokémon: ${pl.hand.count} more go to the Bench.`, FORMAT_REFS.basicBattle);
  }
  if (ctx.state.stage === 'placing') {
    ctx.emit({ type: 'PrizesSetOut', player: cmd.player, count: Math.min(ctx.profile.prizeCount, pl.deck) });
  }
  ctx.emit({ type: 'SetupFinished', player: cmd.player });
  const both = SEATS.every((s) => ctx.state.players[s].setupDone);
  if (!both) return undefined;
  if (ctx.state.stage === 'placing') {
    let offered = false;
    for (const seat of SEATS) {
      const max = mulliganAllowance(ctx, seat);
      if (max > 0) {
        ctx.emit({ type: 'MulliganDrawsOffered', promptId: ctx.id('m'), player: seat, max });
        offered = true;
      }
    }
    if (offered) return undefined;
  }
  completeSetup(ctx);
  return undefined;
}

/**
 * Extra cards for the opponent's mulligans: one per mulligan beyond one's own (000 "Alles auf Anfang" 3.,
 * 002 "FULL DETAILS OF TAKING A MULLIGAN" C), or up to two per mulligan (004 "Starting the Games" 2).
 */
export function mulliganAllowance(ctx: Emitter, seat: Seat): number {
  const mine = ctx.state.players[seat].mulligans;
  const theirs = ctx.state.players[opponentOf(seat)].mulligans;
  const allowance = ctx.profile.mulliganExtraCards === 'per-additional-mulligan' ? theirs - mine : 2 * theirs;
  return Math.max(0, Math.min(allowance, ctx.state.players[seat].deck));
}

export function drawMulliganCards(ctx: Emitter, cmd: CommandOf<'DrawMulliganCards'>): Outcome {
  const refs = ctx.profile.refs;
  const prompt = ctx.state.prompts.find((p) => p.kind === 'mulligan-draws' && p.player === cmd.player);
  if (!prompt || prompt.kind !== 'mulligan-draws') return violation('no-mulligan-draws', 'You have no extra cards to draw for mulligans.', refs.mulligan);
  if (cmd.count > prompt.max) {
    return violation('too-many-mulligan-draws', `You may draw up to ${prompt.max} card(s) for your opponent's mulligans.`, refs.mulligan);
  }
  ctx.emit({ type: 'MulliganCardsDrawn', player: cmd.player, count: cmd.count });
  return undefined;
}

function completeSetup(ctx: Emitter): void {
  if (ctx.profile.whoStarts === 'coin-after-setup') {
    requestToss(ctx, 'Who goes first: heads, p1 goes first; tails, p2 does.');
    return;
  }
  const first = ctx.state.firstPlayer;
  if (first) reveal(ctx, first);
}

function reveal(ctx: Emitter, first: Seat): void {
  ctx.emit({ type: 'SetupRevealed' });
  announceAllInPlayAbilities(ctx, first);
  startTurn(ctx, first, 1);
}
