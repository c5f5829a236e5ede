import { wordsIn, wordsOf, type CardLanguage, type PrintedWords } from '../catalogue/card-language.js';
import type { ZoneId } from '../devices/reader-port.js';
import { decide, retreatCost, trainerCountRange, type CardDef, type Command, type GameState, type Prompt, type RuleViolation, type Seat } from '../rules/index.js';
import { decisions } from './decisions.js';
import { engineKnows, inPlay, pokemonById, stadiumByUid, topOf } from './engine-sync.js';
import { GESTURES_READ_DURING, type LooseTag, type MirrorPromptKind, type PromptOption, type Stack } from './mirror-state.js';
import { nameWords } from './card-words.js';
import { englishOf, text, type PromptText, type PromptWord } from './prompt-text.js';
import { option, type Step } from './step.js';
import { isDittoMarker } from './tokens.js';
import { turnTokens } from './turn-token.js';
import { inMotion } from './sightings.js';
import { zoneRole, type ZoneRole } from './zone-model.js';

const SEATS: readonly Seat[] = ['p1', 'p2'];

/**
 * Reads what changed on the mat: first the turn tokens tapped (a menu opens or closes); then, once
 * nothing is in motion and no question holds the game, gestures: moves (retreat, switch, promotion,
 * a Pokémon moved along the Bench), stacks that left, new cards. Every command goes through the
 * rules first; what they refuse, and what the readers cannot tell, becomes a prompt, and nothing
 * more happens until it is answered. Last, the engine's own decisions (who goes first, mulligan
 * draws, a new Active no move has given) are put to the table as prompts.
 */
export function reconcile(step: Step, at: number): void {
  turnTokens(step, at);
  for (let pass = 0; pass < 16; pass++) {
    if (step.state.prompts.some((p) => p.holds) || inMotion(step.state, at) || !ready(step.game)) break;
    step.state = { ...step.state, stacks: step.state.stacks.filter((s) => !(s.leaving && s.at === null)) };
    const progressed = moves(step, at) || (!choosing(step.game) && (departures(step, at) || arrivals(step, at)));
    if (!progressed) break;
  }
  decisions(step, at);
}

/**
 * Whether gestures can be read: not while the engine waits for a coin or a decision no card on the
 * mat gives (who goes first, mulligan draws: decisions.ts asks those), nor once the game is over. A
 * new Active Pokémon after a Knock Out the table gives by a move, a starting Pokémon chosen from the
 * deck (003 "Menü der Beschränkungen") by putting it on the Active zone.
 */
function ready(game: GameState): boolean {
  if (!game.profile || game.result) return false;
  if (game.prompts.some((p) => !GESTURES_READ_DURING.has(p.kind))) return false;
  return choosing(game) || attackEffects(game) !== undefined || game.stage === 'placing' || game.stage === 'mulligan-draws' || game.stage === 'main';
}

/** The engine waits for what the attack's text does (src/rules attack.ts): the mat is where the players carry it out. */
const attackEffects = (game: GameState) => game.prompts.find((p): p is Extract<Prompt, { kind: 'attack-effects' }> => p.kind === 'attack-effects');

const choosing = (game: GameState): boolean => game.prompts.some((p) => p.kind === 'choose-active');
/** The seat picks its starting Pokémon from the deck: the card put on its Active zone comes from there. */
const choosingStart = (game: GameState, seat: Seat): boolean => game.prompts.some((p) => p.kind === 'starting-pokemon' && p.player === seat);
const setupStage = (game: GameState): boolean => game.stage === 'placing' || game.stage === 'mulligan-draws';

/**
 * A stack's card by its name in each card language, so each reader's prompt names it as the rest of their page does;
 * one the game no longer holds is "a card", in each reader's language.
 */
function nameOf(step: Step, stack: Stack): PrintedWords | PromptWord {
  const stadium = stadiumByUid(step.game, stack.key);
  if (stadium) return nameWords(stadium.def);
  const found = pokemonById(step.game, stack.key);
  const top = found && topOf(found.pokemon);
  return top ? nameWords(top.def) : { word: 'word.a-card' };
}

function moves(step: Step, at: number): boolean {
  // A stack the engine moved that still lies where it was is waiting for the players, not moved.
  const live = () => step.state.stacks.filter((s) => !s.leaving && s.at !== null && s.at !== s.from);
  for (const seat of SEATS) {
    const activeZone = `${seat}.active`;
    const onBench = (zone: ZoneId | null) => {
      const role = zone === null ? null : zoneRole(zone);
      return role?.kind === 'bench' && role.seat === seat;
    };
    const outgoing = live().find((s) => s.believed === activeZone && s.at !== activeZone && onBench(s.at));
    const incoming = live().find((s) => onBench(s.believed) && s.at === activeZone);
    if (outgoing && incoming && !setupStage(step.game) && !choosing(step.game)) return swap(step, seat, outgoing, incoming, at);
    const holder = live().find((s) => s.believed === activeZone);
    const prompt = step.game.prompts.find((p) => p.kind === 'choose-active' && p.player === seat);
    if (incoming && !holder && prompt) return commandOrAsk(step, { type: 'PromoteActive', player: seat, target: incoming.key }, about(step, incoming, activeZone, seat, 'message.notAllowed.promote'), at);
  }
  if (choosing(step.game)) return false;
  for (const stack of live()) {
    if (stack.at === stack.believed || stack.at === null) continue;
    const from = zoneRole(stack.believed);
    const to = zoneRole(stack.at);
    const taken = live().some((o) => o !== stack && (o.believed === stack.at || o.at === stack.at));
    if (from?.kind === 'bench' && to?.kind === 'bench' && from.seat === to.seat && !taken) {
      // A Benched Pokémon moved to another free Bench zone: the game does not change.
      step.state = { ...step.state, stacks: step.state.stacks.map((s) => (s === stack ? { ...s, believed: stack.at ?? s.believed } : s)) };
      return true;
    }
    const name = nameOf(step, stack);
    const seat = pokemonById(step.game, stack.key)?.seat ?? null;
    step.ask(
      {
        kind: 'misplaced',
        zone: stack.at,
        seat,
        text: text('message.misplaced.moved', { card: name, from: stack.believed, to: stack.at }),
        publicText: text('message.misplaced.movedPublic', { from: stack.believed, to: stack.at }),
        violation: null,
        options: [keepOption('put-back', text('option.put-back', { zone: stack.believed }), [stack.key])],
        subject: { kind: 'stack', key: stack.key },
      },
      at,
    );
    return true;
  }
  return false;
}

/** The Active Pokémon and a Benched one changed places: a switch effect just played, or a retreat. */
function swap(step: Step, seat: Seat, outgoing: Stack, incoming: Stack, at: number): boolean {
  const game = step.game;
  const turn = game.turn;
  const effect = step.state.switchEffect;
  const where = about(step, incoming, `${seat}.active`, seat, 'message.notAllowed.swap');
  if (turn && effect && effect.turn === turn.number && effect.seats.includes(seat)) {
    step.state = { ...step.state, switchEffect: null };
    return commandOrAsk(
      step,
      { type: 'Adjust', player: turn.player, reason: `${effect.card}: switch`, action: { kind: 'switch', player: seat, target: incoming.key } },
      where,
      at,
    );
  }
  const active = game.players[seat].active;
  const energy = (active?.attached ?? []).filter((c) => c.def.supertype === 'Energy');
  // The Retreat Cost as the cards in play leave it (Float Stone, Latias ex "Skyliner"), as the engine checks it.
  const cost = active ? retreatCost(game, active) : 0;
  const choices = energyChoices(energy, cost);
  const retreat = (discard: readonly string[]): Command => ({ type: 'Retreat', player: seat, to: incoming.key, discard: [...discard] });
  if (choices.length <= 1) return commandOrAsk(step, retreat(choices[0] ?? energy.map((c) => c.uid)), where, at);
  // The discard pile's reader saw which ones went there.
  const seen = choices.filter((uids) => uids.every((u) => step.state.piles[u] === `${seat}.discard`));
  if (seen.length === 1 && seen[0]) return commandOrAsk(step, retreat(seen[0]), where, at);
  const nameIn = (uid: string, language: CardLanguage) => {
    const card = energy.find((c) => c.uid === uid);
    return card ? wordsIn(nameWords(card.def), language) : uid;
  };
  const names = (uids: readonly string[]): PrintedWords => wordsOf((language) => uids.map((u) => nameIn(u, language)).join(', '));
  step.ask(
    {
      kind: 'retreat-energy',
      zone: `${seat}.active`,
      seat,
      text: text('message.retreatEnergy.ask', { card: nameOf(step, outgoing), incoming: nameOf(step, incoming) }),
      publicText: text('message.retreatEnergy.askPublic', { seat }),
      violation: null,
      options: [
        ...choices.map((uids, i) => option(`discard-${i + 1}`, text('option.discarded-energy', { cards: names(uids) }), [retreat(uids)])),
        keepOption('misplaced', text('option.no-retreat'), [outgoing.key, incoming.key]),
      ],
      subject: { kind: 'stack', key: incoming.key },
    },
    at,
  );
  return true;
}

/** Ways to pay `cost` from the attached Energy, one per different set of cards (by card, not by tag). */
function energyChoices(energy: readonly { uid: string; def: CardDef }[], cost: number): string[][] {
  if (cost === 0) return [[]];
  if (energy.length < cost) return [];
  const out = new Map<string, string[]>();
  const pick = (from: number, chosen: string[]) => {
    if (chosen.length === cost) {
      const key = chosen.map((u) => energy.find((c) => c.uid === u)?.def.id).sort().join('|');
      if (!out.has(key)) out.set(key, [...chosen]);
      return;
    }
    for (let i = from; i < energy.length; i++) {
      const card = energy[i];
      if (card) pick(i + 1, [...chosen, card.uid]);
    }
  };
  pick(0, []);
  return [...out.values()];
}

function departures(step: Step, at: number): boolean {
  const gone = step.state.stacks.find((s) => !s.leaving && s.at === null);
  if (!gone) return false;
  const game = step.game;
  const stadium = stadiumByUid(game, gone.key) ?? null;
  const found = pokemonById(game, gone.key);
  const owner: Seat | null = stadium ? stadium.owner : (found?.seat ?? null);
  const actor: Seat = game.turn?.player ?? owner ?? 'p1';
  const name = nameOf(step, gone);
  // The log's reasons are in English, as every reason the table mirror logs.
  const logged = englishOf(name);
  const move = (to: 'hand' | 'discard' | 'deck', reason: string): Command => ({ type: 'Adjust', player: actor, reason, action: { kind: 'move-card', uid: gone.key, to } });
  const discarded = option('discarded', text('option.discarded'), [move('discard', `${logged} discarded by a card effect`)]);
  const returned = option('returned-to-hand', text('option.returned-to-hand'), [move('hand', `${logged} returned to the hand by a card effect`)]);
  const stillInPlay = keepOption('misplaced', text('option.still-in-play'), [gone.key]);
  const options: PromptOption[] = stadium
    ? [discarded, returned, stillInPlay]
    : [returned, option('shuffled-into-deck', text('option.shuffled-into-deck'), [move('deck', `${logged} shuffled into the deck by a card effect`)]), discarded, stillInPlay];
  const said = text('message.stackLeft.ask', { card: name, zone: gone.believed });
  step.ask(
    {
      kind: 'stack-left',
      zone: gone.believed,
      seat: owner,
      text: said,
      publicText: setupStage(game) ? text('message.stackLeft.askPublic', { zone: gone.believed }) : said,
      violation: null,
      options,
      subject: { kind: 'stack', key: gone.key },
    },
    at,
  );
  return true;
}

const rank = (def: CardDef | undefined): number => (def?.supertype === 'Pokémon' ? (def.stage === 'Basic' ? 0 : 1) : 2);

function arrivals(step: Step, at: number): boolean {
  const pending = step.state.loose
    .filter((t) => t.status === 'new' && t.missingSince === null)
    .map((t) => {
      const cardId = t.cardId ?? step.world.cardIdOf(t.uid);
      return { tag: cardId === undefined || cardId === t.cardId ? t : { ...t, cardId }, def: cardId === undefined ? undefined : step.world.card(cardId) };
    })
    .sort((a, b) => a.tag.seenAt - b.tag.seenAt || rank(a.def) - rank(b.def));
  for (const { tag, def } of pending) {
    const role = zoneRole(tag.zone);
    if (!role) continue;
    if (isDittoMarker(tag.cardId)) return dittoMarker(step, tag, role, at);
    if (arrival(step, tag, role, def, at)) return true;
  }
  return false;
}

/**
 * The Ditto marker token (tokens.ts) put on a Pokémon's zone: 003 "Ditto-Draft (fortgesetzt)", "Einmal
 * während deines Zuges kannst du 1 Ditto-Marke auf 1 deiner Basis-Pokémon legen, das kein Regelfeld
 * hat." It is read once where it lands and is no card of the stack. Lying on a Pokémon that has its
 * marker already (it moved along with it) it says nothing new; anywhere but on a Pokémon, nothing.
 */
function dittoMarker(step: Step, tag: LooseTag, role: ZoneRole, at: number): boolean {
  step.state = { ...step.state, loose: step.state.loose.map((t) => (t.uid === tag.uid ? { ...t, status: 'ignored' as const } : t)) };
  if (role.kind !== 'active' && role.kind !== 'bench') return true;
  const holder = step.state.stacks.find((s) => !s.leaving && s.believed === tag.zone && s.at === tag.zone);
  const found = holder && pokemonById(step.game, holder.key);
  if (!holder || !found || found.pokemon.ditto !== undefined) return true;
  const violation = step.issue({ type: 'PlaceDittoMarker', player: role.seat, target: holder.key });
  if (!violation) return true;
  return askAboutTag(step, tag, role.seat, 'not-allowed', text('message.dittoMarker.refused', { zone: tag.zone, rule: violation.message }), violation, [], at);
}

function arrival(step: Step, tag: LooseTag, role: ZoneRole, def: CardDef | undefined, at: number): boolean {
  const game = step.game;
  const seat = role.kind === 'stadium' ? null : role.seat;
  if (!def) {
    const said =
      tag.cardId === null
        ? text('message.unknownTag.blank', { uid: tag.uid, zone: tag.zone })
        : text('message.unknownTag.unknownCard', { cardId: tag.cardId, uid: tag.uid, zone: tag.zone });
    return askAboutTag(step, tag, seat, 'unknown-tag', said, null, [], at);
  }
  const ctx = { tag, seat, def, where: { card: nameWords(def), zone: tag.zone } };
  switch (role.kind) {
    case 'pile':
      return false;
    case 'tap': {
      if (engineKnows(game, tag.uid)) {
        // Tapped again (or the reader flapped) after it was played: nothing new.
        step.state = { ...step.state, loose: step.state.loose.filter((t) => t.uid !== tag.uid) };
        return true;
      }
      if (def.supertype !== 'Trainer' || def.trainerKind === 'Tool' || def.trainerKind === 'Technical Machine') {
        const hint = def.supertype === 'Trainer' ? 'message.misplaced.tapPadTool' : 'message.misplaced.tapPadNotTrainer';
        return askAboutTag(step, tag, seat, 'misplaced', text(hint, ctx.where), null, [], at);
      }
      const play = { type: 'PlayTrainer', player: role.seat, card: def, uid: tag.uid } as const;
      return countAsked(step, ctx, play, at) || cardCommand(step, ctx, play, at);
    }
    case 'stadium': {
      const player = game.turn?.player;
      if (def.trainerKind !== 'Stadium' || !player) {
        return askAboutTag(step, tag, null, 'misplaced', text('message.misplaced.stadiumZone', ctx.where), null, [], at);
      }
      return cardCommand(step, ctx, { type: 'PlayTrainer', player, card: def, uid: tag.uid }, at);
    }
    case 'active':
    case 'bench': {
      const holder = step.state.stacks.find((s) => !s.leaving && s.believed === tag.zone && s.at === tag.zone);
      const base = { player: role.seat, card: def, uid: tag.uid };
      if (!holder) {
        // On an empty zone a card can only be a Pokémon coming into play; the rules say what is wrong with anything else.
        if (role.kind === 'bench') return cardCommand(step, ctx, { type: 'PlayToBench', ...base }, at);
        if (choosingStart(game, role.seat)) return cardCommand(step, ctx, { type: 'ChooseStartingPokemon', ...base }, at);
        if (setupStage(game)) return cardCommand(step, ctx, { type: 'PlaceActive', ...base }, at);
        return askAboutTag(step, tag, seat, 'not-allowed', text('message.notAllowed.activeFromHand', ctx.where), null, [], at);
      }
      const target = holder.key;
      if (def.supertype === 'Pokémon' && def.stage !== 'Basic') return cardCommand(step, ctx, { type: 'Evolve', ...base, target }, at);
      if (def.supertype === 'Energy') return cardCommand(step, ctx, { type: 'AttachEnergy', ...base, target }, at);
      if (def.trainerKind === 'Tool' || def.trainerKind === 'Technical Machine') return cardCommand(step, ctx, { type: 'PlayTrainer', ...base, target }, at);
      const faceDown = faceDownOptions(step, { type: 'AttachFaceDownEnergy', ...base, target });
      return askAboutTag(step, tag, seat, 'not-allowed', text('message.notAllowed.notOntoPokemon', ctx.where), null, faceDown, at);
    }
  }
}

interface ArrivalContext {
  readonly tag: LooseTag;
  readonly seat: Seat | null;
  readonly def: CardDef;
  /** The card and the zone it was put on, as a prompt's params. */
  readonly where: { readonly card: PrintedWords; readonly zone: ZoneId };
}

/** Counts offered for "any amount", which sets no maximum: more than a Trainer's text ever moves at once. */
const OPEN_COUNT_OFFERED = 10;

/**
 * A Trainer whose text lets its player choose a count ("Search your deck for up to 2 …", "any amount"): the readers
 * cannot see it, so the player says it before the card is played (000 'Was ist der Unterschied zwischen „bis zu“ und
 * „beliebig viele“?', the era's range), one option per count the engine accepts now. False where the card asks no count
 * or the rules refuse it with every count: it is then played, or refused, as any card.
 */
function countAsked(step: Step, ctx: ArrivalContext, command: Extract<Command, { type: 'PlayTrainer' }>, at: number): boolean {
  const range = step.game.profile ? trainerCountRange(step.game.profile, ctx.def) : null;
  if (!range || ctx.seat === null) return false;
  const options: PromptOption[] = [];
  for (let count = range.min; count <= (range.max ?? OPEN_COUNT_OFFERED); count++) {
    const counted: Command = { ...command, count };
    if (decide(step.game, counted).ok) options.push(option(`count:${count}`, text('option.count', { count }), [counted]));
  }
  if (options.length === 0) return false;
  const asked = range.max === null ? text('message.chooseCount.anyAmount', { ...ctx.where, seat: ctx.seat, min: range.min }) : text('message.chooseCount.upTo', { ...ctx.where, seat: ctx.seat, min: range.min, max: range.max });
  return askAboutTag(step, ctx.tag, ctx.seat, 'choose-count', asked, null, options, at);
}

/** A card's gesture as a command: issued when legal, otherwise a prompt offering the effects that would make it legal. */
function cardCommand(step: Step, ctx: ArrivalContext, command: Command, at: number): boolean {
  const violation = step.issue(command);
  if (!violation) return true;
  const target = ontoPokemon(command);
  const faceDown =
    target !== undefined && ctx.seat !== null ? faceDownOptions(step, { type: 'AttachFaceDownEnergy', player: ctx.seat, card: ctx.def, uid: ctx.tag.uid, target }) : [];
  const others = [...faceDown, ...effectOptions(step, command)];
  const ditto = command.type === 'Evolve' ? dittoEvolution(step, command) : null;
  // The marker on the Pokémon says how it evolves when nothing else would let it.
  if (ditto && others.length === 0 && step.issue(ditto) === null) return true;
  const options = ditto ? [option('ditto-evolve', text('option.ditto-evolve'), [ditto]), ...others] : others;
  return askAboutTag(step, ctx.tag, ctx.seat, 'not-allowed', text('message.notAllowed.rule', { ...ctx.where, rule: violation.message }), violation, options, at);
}

/** The Pokémon a card goes onto, for the commands that put one on a Pokémon. */
function ontoPokemon(command: Command): string | undefined {
  return command.type === 'Evolve' || command.type === 'AttachEnergy' || command.type === 'PlayTrainer' ? command.target : undefined;
}

/**
 * An evolution the rules refuse put on a Pokémon with a Ditto marker: its Ability "Entwicklungsvorteil"
 * (003 "Ditto-Draft (fortgesetzt)") evolves it into any Stage 1 or Stage 2, where the engine allows it now.
 */
function dittoEvolution(step: Step, evolve: Extract<Command, { type: 'Evolve' }>): Command | null {
  if (pokemonById(step.game, evolve.target)?.pokemon.ditto !== 'marked') return null;
  const command: Command = { type: 'EvolveWithDittoMarker', player: evolve.player, card: evolve.card, target: evolve.target, ...(evolve.uid !== undefined && { uid: evolve.uid }) };
  return decide(step.game, command).ok ? command : null;
}

/**
 * 003 "Menü der Beschränkungen": "Jeder Spieler darf eine beliebige Karte verdeckt hinlegen und als
 * Regenbogen-Energie einsetzen." A card put on a Pokémon that the rules refuse as what it is may
 * have been put there face down: offered where the format and the turn allow it.
 */
function faceDownOptions(step: Step, command: Extract<Command, { type: 'AttachFaceDownEnergy' }>): PromptOption[] {
  if (!step.game.profile?.faceDownRainbowEnergy || !decide(step.game, command).ok) return [];
  return [option('face-down-energy', text('option.face-down-energy'), [command])];
}

/** The name a source without a known card goes by in the log. */
export const OTHER_SOURCE = 'another card';

/**
 * "From an effect: <card>" for every card whose effect would make the refused command legal: the
 * Trainers its player played this turn and the Abilities of their Pokémon in play, each with its
 * text (an explicit permission in it, e.g. Wally's "during your first turn", is what the engine
 * accepts for an early evolution), and another card without a text. Each is offered only where
 * the engine accepts the command with that source.
 */
function effectOptions(step: Step, command: Command): PromptOption[] {
  if (!('card' in command) || !('player' in command) || command.type === 'PlaceActive') return [];
  const seat = command.player;
  const turn = step.game.turn?.number ?? 0;
  const sources = new Map<string, string | undefined>();
  // While the attack's text is carried out, the attack is what moves cards (TM Evolution's evolution, a card put onto the Bench).
  const attack = attackEffects(step.game);
  if (attack?.player === seat) sources.set(attack.attack, attack.texts.join(' '));
  if (step.state.played.turn === turn) for (const c of step.state.played.cards) if (c.seat === seat && c.name !== command.card?.name) sources.set(c.name, c.text);
  for (const mon of inPlay(step.game, seat)) {
    const top = topOf(mon)?.def;
    for (const ability of top?.abilities ?? []) sources.set(`${top?.name} (${ability.name})`, ability.text);
  }
  sources.set(OTHER_SOURCE, undefined);
  const out: PromptOption[] = [];
  for (const [card, cardText] of sources) {
    const withSource = { ...command, source: { kind: 'effect', card, ...(cardText ? { text: cardText } : {}) } } as Command;
    if (!decide(step.game, withSource).ok) continue;
    const label = card === OTHER_SOURCE ? text('option.effect-other') : text('option.effect', { card });
    out.push(option(`effect:${card}`, label, [withSource]));
  }
  return out;
}

function askAboutTag(
  step: Step,
  tag: LooseTag,
  seat: Seat | null,
  kind: MirrorPromptKind,
  said: PromptText,
  violation: RuleViolation | null,
  options: readonly PromptOption[],
  at: number,
): boolean {
  step.state = { ...step.state, loose: step.state.loose.map((t) => (t.uid === tag.uid ? { ...t, status: 'asked' as const } : t)) };
  const hidden = setupStage(step.game);
  // A card that may go on face down is not named to the opponent: it may stay hidden there.
  const faceDown = seat !== null && options.some((o) => o.commands.some((c) => c.type === 'AttachFaceDownEnergy'));
  const publicText = faceDown
    ? text('message.faceDown.askPublic', { zone: tag.zone, seat })
    : hidden
      ? seat
        ? text('message.hidden.needsAnswer', { zone: tag.zone, seat })
        : text('message.hidden.needsAnswerShared', { zone: tag.zone })
      : said;
  step.ask(
    {
      kind,
      zone: tag.zone,
      seat,
      text: said,
      publicText,
      violation,
      options: [...options, option('ignore', text('option.ignore'), [], { kind: 'ignore-tag', uid: tag.uid })],
      subject: { kind: 'tag', uid: tag.uid },
    },
    at,
  );
  return true;
}

type MoveKey = 'message.notAllowed.promote' | 'message.notAllowed.swap';

function about(step: Step, stack: Stack, zone: ZoneId, seat: Seat, what: MoveKey) {
  return { stack, zone, seat, what, card: nameOf(step, stack) };
}

/** A move's command: issued when legal, otherwise a prompt with the rule and the way back. */
function commandOrAsk(step: Step, command: Command, ctx: ReturnType<typeof about>, at: number): boolean {
  const violation = step.issue(command);
  if (!violation) return true;
  const keys = step.state.stacks.filter((s) => !s.leaving && s.at !== s.believed).map((s) => s.key);
  step.ask(
    {
      kind: 'not-allowed',
      zone: ctx.zone,
      seat: ctx.seat,
      text: text(ctx.what, { card: ctx.card, rule: violation.message }),
      violation,
      options: [keepOption('put-back', text('option.put-back-all'), keys)],
      subject: { kind: 'stack', key: ctx.stack.key },
    },
    at,
  );
  return true;
}

function keepOption(id: string, label: PromptText, keys: readonly string[]): PromptOption {
  return option(id, label, [], { kind: 'keep-stacks', keys });
}
