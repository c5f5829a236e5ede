import type { ZoneId } from '../devices/reader-port.js';
import { decide, type CardDef, type Command, type GameState, type RuleViolation, type Seat } from '../rules/index.js';
import { engineKnows, inPlay, pokemonById, syncWithGame, topOf } from './engine-sync.js';
import type { AfterAnswer, LooseTag, MirrorPrompt, MirrorPromptKind, MirrorState, PromptOption, Stack } from './mirror-state.js';
import { inMotion } from './sightings.js';
import { zoneLabel, zoneRole, type ZoneRole } from './zone-model.js';

const SEATS: readonly Seat[] = ['p1', 'p2'];

/** What the mirror reads besides its own state: the engine's state and the catalogue. */
export interface MirrorWorld {
  readonly game: GameState;
  /** The card a tag's card id names; undefined when the catalogue does not know it. */
  readonly card: (cardId: string) => CardDef | undefined;
  /** The card id an enrolled tag was registered with (the UID registry), for tags read without their record. */
  readonly cardIdOf: (uid: string) => string | undefined;
}

/** One input's worth of work: the commands issued and prompts raised, with the engine state they lead to. */
export class Step {
  readonly commands: Command[] = [];
  readonly raised: MirrorPrompt[] = [];
  game: GameState;

  constructor(
    public state: MirrorState,
    readonly world: MirrorWorld,
  ) {
    this.game = world.game;
  }

  /** Checks a command against the rules and, when legal, issues it and folds its events. */
  issue(command: Command): RuleViolation | null {
    const decision = decide(this.game, command);
    if (!decision.ok) return decision.violation;
    this.commands.push(command);
    this.game = decision.state;
    this.state = syncWithGame(this.remember(command), this.game);
    return null;
  }

  ask(prompt: Omit<MirrorPrompt, 'id' | 'raisedAt'>, at: number): void {
    const full: MirrorPrompt = { ...prompt, id: `${this.state.tableId}-q${this.state.promptCount + 1}`, raisedAt: at };
    this.raised.push(full);
    this.state = { ...this.state, prompts: [...this.state.prompts, full], promptCount: this.state.promptCount + 1 };
  }

  /** Trainers played this turn, for effect sources; a switching Trainer, for the swap that follows. */
  private remember(command: Command): MirrorState {
    if (command.type !== 'PlayTrainer') return this.state;
    const turn = this.game.turn?.number ?? 0;
    const played = this.state.played.turn === turn ? this.state.played.cards : [];
    const text = command.card.rules.join(' ');
    const seats: Seat[] = [];
    if (/switch/i.test(text) && /your (Active|Benched) Pokémon/i.test(text)) seats.push(command.player);
    if (/switch/i.test(text) && /opponent's (Active|Benched) Pokémon/i.test(text)) seats.push(command.player === 'p1' ? 'p2' : 'p1');
    return {
      ...this.state,
      played: { turn, cards: [...played, { seat: command.player, name: command.card.name }] },
      switchEffect: seats.length > 0 ? { turn, card: command.card.name, seats } : this.state.switchEffect,
    };
  }
}

/**
 * Reads what changed on the mat as gestures, once nothing is in motion and no question is open:
 * moves (retreat, switch, promotion, a Pokémon moved along the Bench), stacks that left, new cards.
 * Every command goes through the rules first; what they refuse, and what the readers cannot tell,
 * becomes a prompt, and nothing more happens until it is answered.
 */
export function reconcile(step: Step, at: number): void {
  for (let pass = 0; pass < 16; pass++) {
    if (step.state.prompts.length > 0 || inMotion(step.state, at) || !ready(step.game)) return;
    step.state = { ...step.state, stacks: step.state.stacks.filter((s) => !(s.leaving && s.at === null)) };
    const progressed = moves(step, at) || (!choosing(step.game) && (departures(step, at) || arrivals(step, at)));
    if (!progressed) return;
  }
}

/**
 * Whether the table can act: not while the engine waits for a decision the table cannot give (a coin,
 * who goes first) or the game is over. A new Active Pokémon after a Knock Out is the table's to give.
 */
function ready(game: GameState): boolean {
  if (!game.profile || game.result) return false;
  if (game.prompts.some((p) => p.kind !== 'choose-active')) return false;
  return choosing(game) || game.stage === 'placing' || game.stage === 'mulligan-draws' || game.stage === 'main';
}

const choosing = (game: GameState): boolean => game.prompts.some((p) => p.kind === 'choose-active');
const setupStage = (game: GameState): boolean => game.stage === 'placing' || game.stage === 'mulligan-draws';

function nameOf(step: Step, stack: Stack): string {
  if (step.game.stadium?.uid === stack.key) return step.game.stadium.def.name;
  const found = pokemonById(step.game, stack.key);
  const top = found && topOf(found.pokemon);
  return top ? top.def.name : 'a card';
}

function moves(step: Step, at: number): boolean {
  const live = () => step.state.stacks.filter((s) => !s.leaving && s.at !== null);
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
    if (incoming && !holder && prompt) return commandOrAsk(step, { type: 'PromoteActive', player: seat, target: incoming.key }, about(step, incoming, activeZone, seat, 'moved to the Active Spot'), at);
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
        message: `${name} was moved from ${zoneLabel(stack.believed)} to ${zoneLabel(stack.at)}, which the rules do not read as a move. Put it back.`,
        publicMessage: `A Pokémon was moved from ${zoneLabel(stack.believed)} to ${zoneLabel(stack.at)}. It must go back.`,
        violation: null,
        options: [keepOption('put-back', `It goes back to ${zoneLabel(stack.believed)}`, [stack.key])],
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
  const where = about(step, incoming, `${seat}.active`, seat, 'swapped with the Active Pokémon');
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
  const cost = active ? (topOf(active)?.def.retreatCost ?? 0) : 0;
  const choices = energyChoices(energy, cost);
  const retreat = (discard: readonly string[]): Command => ({ type: 'Retreat', player: seat, to: incoming.key, discard: [...discard] });
  if (choices.length <= 1) return commandOrAsk(step, retreat(choices[0] ?? energy.map((c) => c.uid)), where, at);
  // The discard pile's reader saw which ones went there.
  const seen = choices.filter((uids) => uids.every((u) => step.state.piles[u] === `${seat}.discard`));
  if (seen.length === 1 && seen[0]) return commandOrAsk(step, retreat(seen[0]), where, at);
  const names = (uids: readonly string[]) => uids.map((u) => energy.find((c) => c.uid === u)?.def.name ?? u).join(', ');
  step.ask(
    {
      kind: 'retreat-energy',
      zone: `${seat}.active`,
      seat,
      message: `${nameOf(step, outgoing)} retreated for ${nameOf(step, incoming)}. Which Energy were discarded?`,
      publicMessage: `${seat} retreated. Which Energy were discarded?`,
      violation: null,
      options: [
        ...choices.map((uids, i) => ({ id: `discard-${i + 1}`, label: `Discarded ${names(uids)}`, commands: [retreat(uids)], after: { kind: 'none' } as const })),
        keepOption('misplaced', 'No retreat: both go back', [outgoing.key, incoming.key]),
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
  const stadium = game.stadium?.uid === gone.key ? game.stadium : null;
  const found = pokemonById(game, gone.key);
  const owner: Seat | null = stadium ? stadium.owner : (found?.seat ?? null);
  const actor: Seat = game.turn?.player ?? owner ?? 'p1';
  const name = nameOf(step, gone);
  const move = (to: 'hand' | 'discard' | 'deck', reason: string): Command => ({ type: 'Adjust', player: actor, reason, action: { kind: 'move-card', uid: gone.key, to } });
  const options: PromptOption[] = stadium
    ? [
        { id: 'discarded', label: 'Discarded by a card effect', commands: [move('discard', `${name} discarded by a card effect`)], after: { kind: 'none' } },
        { id: 'returned-to-hand', label: 'Returned to the hand by a card effect', commands: [move('hand', `${name} returned to the hand by a card effect`)], after: { kind: 'none' } },
        keepOption('misplaced', 'Misplaced, ignore: it is still in play', [gone.key]),
      ]
    : [
        { id: 'returned-to-hand', label: 'Returned to the hand by a card effect', commands: [move('hand', `${name} returned to the hand by a card effect`)], after: { kind: 'none' } },
        { id: 'shuffled-into-deck', label: 'Shuffled into the deck by a card effect', commands: [move('deck', `${name} shuffled into the deck by a card effect`)], after: { kind: 'none' } },
        { id: 'discarded', label: 'Discarded by a card effect', commands: [move('discard', `${name} discarded by a card effect`)], after: { kind: 'none' } },
        keepOption('misplaced', 'Misplaced, ignore: it is still in play', [gone.key]),
      ];
  step.ask(
    {
      kind: 'stack-left',
      zone: gone.believed,
      seat: owner,
      message: `${name} left ${zoneLabel(gone.believed)}, and the rules give no reason. What happened?`,
      publicMessage: setupStage(game) ? `A card left ${zoneLabel(gone.believed)}. What happened?` : `${name} left ${zoneLabel(gone.believed)}. What happened?`,
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
    if (arrival(step, tag, role, def, at)) return true;
  }
  return false;
}

function arrival(step: Step, tag: LooseTag, role: ZoneRole, def: CardDef | undefined, at: number): boolean {
  const game = step.game;
  const seat = role.kind === 'stadium' ? null : role.seat;
  if (!def) {
    const what = tag.cardId === null ? `A tag with no card on it (${tag.uid})` : `A tag for card "${tag.cardId}", which the catalogue does not know (${tag.uid}),`;
    return askAboutTag(step, tag, seat, 'unknown-tag', `${what} is on ${zoneLabel(tag.zone)}. Enrol it, then put it down again.`, null, [], at);
  }
  const ctx = { tag, seat, def, what: `${def.name} on ${zoneLabel(tag.zone)}` };
  switch (role.kind) {
    case 'pile':
      return false;
    case 'tap':
      if (engineKnows(game, tag.uid)) {
        // Tapped again (or the reader flapped) after it was played: nothing new.
        step.state = { ...step.state, loose: step.state.loose.filter((t) => t.uid !== tag.uid) };
        return true;
      }
      if (def.supertype !== 'Trainer' || def.trainerKind === 'Tool' || def.trainerKind === 'Technical Machine') {
        const hint = def.supertype === 'Trainer' ? 'put a Pokémon Tool on the Pokémon it goes to' : 'the tap pad plays Trainer cards';
        return askAboutTag(step, tag, seat, 'misplaced', `${ctx.what}: ${hint}.`, null, [], at);
      }
      return cardCommand(step, ctx, { type: 'PlayTrainer', player: role.seat, card: def, uid: tag.uid }, at);
    case 'stadium': {
      const player = game.turn?.player;
      if (def.trainerKind !== 'Stadium' || !player) {
        return askAboutTag(step, tag, null, 'misplaced', `${ctx.what}: only a Stadium card is played there, during a turn.`, null, [], at);
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
        if (setupStage(game)) return cardCommand(step, ctx, { type: 'PlaceActive', ...base }, at);
        return askAboutTag(step, tag, seat, 'not-allowed', `${ctx.what}: during the game the Active Spot is filled from the Bench, not from the hand.`, null, [], at);
      }
      const target = holder.key;
      if (def.supertype === 'Pokémon' && def.stage !== 'Basic') return cardCommand(step, ctx, { type: 'Evolve', ...base, target }, at);
      if (def.supertype === 'Energy') return cardCommand(step, ctx, { type: 'AttachEnergy', ...base, target }, at);
      if (def.trainerKind === 'Tool' || def.trainerKind === 'Technical Machine') return cardCommand(step, ctx, { type: 'PlayTrainer', ...base, target }, at);
      return askAboutTag(step, tag, seat, 'not-allowed', `${ctx.what}: it cannot go onto a Pokémon.`, null, [], at);
    }
  }
}

interface ArrivalContext {
  readonly tag: LooseTag;
  readonly seat: Seat | null;
  readonly def: CardDef;
  readonly what: string;
}

/** A card's gesture as a command: issued when legal, otherwise a prompt offering the effects that would make it legal. */
function cardCommand(step: Step, ctx: ArrivalContext, command: Command, at: number): boolean {
  const violation = step.issue(command);
  if (!violation) return true;
  const effects = effectOptions(step, command);
  return askAboutTag(step, ctx.tag, ctx.seat, 'not-allowed', `${ctx.what}: ${violation.message}`, violation, effects, at);
}

/** "From an effect: <card>" for every card whose effect would make the refused command legal. */
function effectOptions(step: Step, command: Command): PromptOption[] {
  if (!('card' in command) || !('player' in command) || command.type === 'PlaceActive') return [];
  const seat = command.player;
  const turn = step.game.turn?.number ?? 0;
  const sources = new Set<string>();
  if (step.state.played.turn === turn) for (const c of step.state.played.cards) if (c.seat === seat) sources.add(c.name);
  for (const mon of inPlay(step.game, seat)) {
    const top = topOf(mon)?.def;
    for (const ability of top?.abilities ?? []) sources.add(`${top?.name} (${ability.name})`);
  }
  sources.add('another card');
  const out: PromptOption[] = [];
  for (const card of sources) {
    const withSource = { ...command, source: { kind: 'effect', card } } as Command;
    if (decide(step.game, withSource).ok) {
      out.push({ id: `effect:${card}`, label: `From an effect: ${card}`, commands: [withSource], after: { kind: 'none' } });
    }
  }
  return out;
}

function askAboutTag(
  step: Step,
  tag: LooseTag,
  seat: Seat | null,
  kind: MirrorPromptKind,
  message: string,
  violation: RuleViolation | null,
  options: readonly PromptOption[],
  at: number,
): boolean {
  step.state = { ...step.state, loose: step.state.loose.map((t) => (t.uid === tag.uid ? { ...t, status: 'asked' as const } : t)) };
  const hidden = setupStage(step.game);
  step.ask(
    {
      kind,
      zone: tag.zone,
      seat,
      message,
      publicMessage: hidden ? `A card on ${zoneLabel(tag.zone)} needs ${seat ?? 'a player'}'s answer.` : message,
      violation,
      options: [...options, { id: 'ignore', label: 'Misplaced, ignore it', commands: [], after: { kind: 'ignore-tag', uid: tag.uid } }],
      subject: { kind: 'tag', uid: tag.uid },
    },
    at,
  );
  return true;
}

function about(step: Step, stack: Stack, zone: ZoneId, seat: Seat, what: string) {
  return { stack, zone, seat, what: `${nameOf(step, stack)} ${what}` };
}

/** A move's command: issued when legal, otherwise a prompt with the rule and the way back. */
function commandOrAsk(step: Step, command: Command, ctx: { stack: Stack; zone: ZoneId; seat: Seat; what: string }, at: number): boolean {
  const violation = step.issue(command);
  if (!violation) return true;
  const keys = step.state.stacks.filter((s) => !s.leaving && s.at !== s.believed).map((s) => s.key);
  step.ask(
    {
      kind: 'not-allowed',
      zone: ctx.zone,
      seat: ctx.seat,
      message: `${ctx.what}: ${violation.message}`,
      publicMessage: `${ctx.what}: ${violation.message}`,
      violation,
      options: [keepOption('put-back', 'Put them back where they were', keys)],
      subject: { kind: 'stack', key: ctx.stack.key },
    },
    at,
  );
  return true;
}

function keepOption(id: string, label: string, keys: readonly string[]): PromptOption {
  const after: AfterAnswer = { kind: 'keep-stacks', keys };
  return { id, label, commands: [], after };
}
