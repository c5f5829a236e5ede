import { PROFILES, abilitiesOf, abilityUsedThisTurn, attacksOf, chosenCountRange, chosenDiscardOf, parseAttack, energyDiscardChoice, energyDiscardOptions, trainerCountRange, type CardDef, type CardInst, type CountRange, type RuleProfile, type Command, type GameEvent, type GameState, type InPlayPokemon, type Prompt, type Seat } from '../rules/index.js';
import type { BattleLog, LogAction, LogEntry, LogPokemon, LogSection } from './battle-log.js';
import type { CardResolver } from './card-resolver.js';
import type { AttackComparison, FedCommand, ReplayFigures, SkippedLine } from './replay-figures.js';
import { attackDamageTo, attackTrial } from './attack-trial.js';
import { CopyChoices, likeliestCopies } from './copy-choices.js';
import { effectOrigin } from './effect-origin.js';
import { LogCards } from './log-cards.js';
import { KnockOutTally, knockOutKey, knockOutKeys } from './knock-out-tally.js';
import { ReplayTable, conditionOf, hasCondition, inPlay, top } from './replay-table.js';

/** The figures of a replay, with the engine's events and final state (which `replay(events)` rebuilds). */
export interface ReplayResult extends ReplayFigures {
  readonly events: readonly GameEvent[];
  /** Each command fed, with its log line and where it left the events. */
  readonly trace: readonly FedCommand[];
  /** The commands the engine took, in order (the engine's speed on real decks is measured over them, bench/battle-log). */
  readonly commands: readonly Command[];
  readonly state: GameState;
}

/**
 * Replays a parsed battle log into the engine as the table would feed it (see README.md for what the log
 * leaves open and how it is filled). Each line becomes the command a player or the mirror would enter:
 * a play from the hand as that play, a `- ` line as an effect-sourced action or an `Adjust` entered for
 * the card whose text it is. Where the engine's own result differs from the log (an attack's damage, a
 * Knock Out), it is counted first and then corrected the way players would correct it, so the rest of the
 * game stays comparable.
 */
export function replayBattleLog(log: BattleLog, resolver: CardResolver, matchId = 'battle-log'): ReplayResult {
  return likeliestCopies((chosen) => {
    const choices = new CopyChoices(chosen);
    return { result: new LogReplay(log, resolver, matchId, choices).run(), met: choices.met };
  });
}

type Line = Pick<LogEntry, 'line' | 'text'>;
type BetweenTurnsPrompt = Extract<Prompt, { kind: 'between-turns' }>;
type AttackCommand = Extract<Command, { type: 'Attack' }>;
type EffectSource = { readonly kind: 'effect'; readonly card: string; readonly text?: string };
/** The card whose text a `- ` line carries out, and what it says. */
interface Parent {
  readonly entry: LogEntry;
  readonly seat: Seat;
  readonly card: CardDef | null;
  readonly text: string;
}

class LogReplay {
  private readonly table: ReplayTable;
  private readonly seats: ReadonlyMap<string, Seat>;
  private readonly cards: LogCards;
  private readonly skipped: SkippedLine[] = [];
  private readonly attacks: AttackComparison[] = [];
  private readonly knockOuts = new KnockOutTally();
  private readonly logPrizes = { p1: 0, p2: 0 };
  private coinsAssumed = 0;
  private handTopUps = 0;
  /** `- ` lines entered before their place in the log (the damage counters behind a Knock Out the log states first). */
  private readonly enteredEarly = new Set<LogEntry>();
  private readonly damaged = new Map<LogEntry, Set<string>>();
  /** Names of Pokémon the catalogue lacks, each the card of the Pokémon it evolved from. */
  private readonly standIns = new Map<string, CardDef>();
  /** Which Knock Outs of the attack waiting for its effects are the engine's own (see `attack`). */
  private openAttack: ((key: string) => boolean) | null = null;
  /**
   * Energy the engine attached again after an attack (Boomerang Energy: "attach this card from your discard pile to that
   * Pokémon after attacking"): the log states it too ("- … attached Boomerang Energy to Slowking"), which is not entered again.
   */
  private readonly attachedByAttack: { readonly card: string; readonly target: string }[] = [];
  /** Cards a player put from the hand into the deck, which no command moves: the draws that follow are counted net of them. */
  private readonly returnedToDeck = { p1: 0, p2: 0 };

  constructor(
    private readonly log: BattleLog,
    private readonly resolver: CardResolver,
    private readonly matchId: string,
    choices: CopyChoices,
  ) {
    this.table = new ReplayTable(choices);
    this.seats = new Map([[log.players[0], 'p1'], [log.players[1], 'p2']]);
    this.cards = new LogCards(log, resolver);
  }

  run(): ReplayResult {
    const [setup, ...rest] = this.log.sections;
    if (setup?.kind === 'setup') this.setup(setup, rest);
    for (const section of rest) this.section(section);
    this.finish();
    const logWinner = this.log.result ? (this.seats.get(this.log.result.winner) ?? null) : null;
    const attacksEqual = this.attacks.filter((a) => a.engineDamage === a.logDamage).length;
    const t = this.table;
    return {
      actionsFed: t.fed,
      refusals: t.refusals,
      attacks: this.attacks,
      attacksEqual,
      knockOuts: { logged: this.knockOuts.logged, foundByEngine: this.knockOuts.found, notInLog: this.knockOuts.notInLog },
      prizes: { log: this.logPrizes, engine: { p1: t.state.players.p1.prizesTaken, p2: t.state.players.p2.prizesTaken } },
      winner: { log: logWinner, engine: t.state.result?.winner ?? null },
      unresolvedCards: this.cards.unresolved(),
      skipped: this.skipped,
      coinsAssumed: this.coinsAssumed,
      handTopUps: this.handTopUps,
      events: t.events,
      trace: t.trace,
      commands: t.taken,
      state: t.state,
    };
  }

  // ---- setup -------------------------------------------------------------------------------------

  private setup(section: LogSection, turns: readonly LogSection[]): void {
    const first = section.entries.find((e) => e.action?.kind === 'goes')?.action;
    const toss = section.entries.find((e) => e.action?.kind === 'toss-won');
    const tossWinner = toss?.action?.kind === 'toss-won' ? this.seat(toss.action.player) : 'p1';
    const firstTurn = turns.find((s) => s.kind === 'turn' && s.player !== null)?.player;
    // The log says who chose to go first or second; a log without that line shows it by whose turn comes first.
    const firstPlayer: Seat = first?.kind === 'goes' ? (first.first ? this.seat(first.player) : other(this.seat(first.player))) : firstTurn ? this.seat(firstTurn) : tossWinner;
    const line = section.entries[0] ?? { line: section.line, text: 'Setup' };
    this.feed({ type: 'StartMatch', matchId: this.matchId, profile: 'sv', players: [{ name: this.log.players[0] }, { name: this.log.players[1] }] }, line);
    this.coins([tossWinner === 'p1' ? 'heads' : 'tails'], toss ?? line);
    this.feed({ type: 'ChooseFirstPlayer', player: tossWinner, first: firstPlayer }, toss ?? line);
    for (const entry of section.entries) {
      const a = entry.action;
      if (a?.kind === 'place-active' || a?.kind === 'bench') {
        const card = this.card(a.card, entry);
        if (card) this.feed({ type: a.kind === 'place-active' ? 'PlaceActive' : 'PlayToBench', player: this.seat(a.player), card }, entry);
      } else if (a === null) this.skip(entry, 'no grammar rule reads this line');
    }
    for (const seat of ['p1', 'p2'] as const) this.feed({ type: 'FinishSetup', player: seat }, line);
    for (const prompt of this.table.state.prompts) {
      if (prompt.kind === 'mulligan-draws') this.feed({ type: 'DrawMulliganCards', player: prompt.player, count: 0 }, line);
    }
  }

  // ---- turns and Checkups --------------------------------------------------------------------------

  private section(section: LogSection): void {
    if (section.kind === 'turn' && section.player !== null) this.reachTurnOf(this.seat(section.player), section);
    const entries = section.entries;
    entries.forEach((entry, i) => {
      if (this.enteredEarly.has(entry)) return;
      const a = entry.action;
      if (a === null) {
        this.skip(entry, 'no grammar rule reads this line');
        return;
      }
      this.table.choices.at(entry.line);
      const consumed = this.top(entry, a, section, i);
      for (const effect of entry.effects) if (!consumed.has(effect) && !this.enteredEarly.has(effect)) this.effect(effect, this.parentOf(entry, a, section));
      this.damageTakenInAttack(entries.slice(i + 1));
      this.finishAttack(entry);
    });
    if (section.kind === 'checkup') this.finishBetweenTurns({ line: section.line, text: 'Pokémon Checkup' });
  }

  /**
   * The engine moves on by itself after an attack; where the log's turn ends otherwise, the turn is ended to follow
   * it. Between-turns text still waiting at Checkup is done by then: the log's next turn has begun.
   */
  private reachTurnOf(seat: Seat, section: LogSection): void {
    const line = { line: section.line, text: `(the log's turn of ${this.log.players[seat === 'p1' ? 0 : 1]} begins)` };
    this.finishBetweenTurns(line);
    const s = this.table.state;
    // A second attack the engine offered and the log does not make ends the turn too.
    if (s.turn && s.turn.player !== seat && (s.stage === 'main' || this.attackAgain(s.turn.player))) this.feed({ type: 'EndTurn', player: s.turn.player }, line);
    this.finishBetweenTurns(line);
  }

  /** The engine offers this player a second attack by this Ability (its `attack-again` prompt); any Ability without `ability`. */
  private attackAgain(seat: Seat, ability?: string): boolean {
    return this.table.state.prompts.some((p) => p.kind === 'attack-again' && p.player === seat && (ability === undefined || p.ability === ability));
  }

  /** Between-turns card text the log entered no step for (or whose steps are in): each player waiting on it says it is done. */
  private finishBetweenTurns(line: Line): void {
    for (let p = this.betweenTurns(); p && !this.table.state.result; p = this.betweenTurns()) {
      if (!this.feed({ type: 'FinishBetweenTurns', player: p.player }, line)) return;
    }
  }

  /** A `between-turns` prompt waiting: any, or that player's holding a text of that card. */
  private betweenTurns(seat?: Seat, card?: string): BetweenTurnsPrompt | undefined {
    return this.table.state.prompts.find((p): p is BetweenTurnsPrompt => p.kind === 'between-turns' && (seat === undefined || (p.player === seat && p.texts.some((t) => t.card === card))));
  }

  /**
   * Poison or Burn counters at Checkup: the engine puts the rulebook's number itself; more in the log is a card's
   * between-turns text (Pecharunt "Toxic Subjugation": 5 more on the opponent's Poisoned Pokémon), entered in
   * the `between-turns` prompt of that card's player before they say it is done.
   */
  private checkupCounters(who: LogPokemon, counters: number, condition: string, entry: LogEntry): void {
    const rules = PROFILES.sv;
    const burn = rules.burnAtCheckup.kind === 'none' ? 0 : rules.burnAtCheckup.counters;
    const own = condition === 'Poisoned' ? rules.poisonCounters : condition === 'Burned' ? burn : counters;
    const prompt = this.table.state.prompts.find((p): p is BetweenTurnsPrompt => p.kind === 'between-turns' && p.player !== this.seat(who.player)) ?? this.betweenTurns();
    const target = counters > own && prompt ? this.find(who, entry) : null;
    if (prompt && target) this.adjust(prompt.player, entry, { kind: 'put-damage-counters', target: target.id, counters: counters - own });
    this.finishBetweenTurns(entry);
  }

  /** One top-level line; returns the `- ` lines it used itself (a retreat's discarded Energy, an attack's coins). */
  private top(entry: LogEntry, a: LogAction, section: LogSection, index: number): Set<LogEntry> {
    const used = new Set<LogEntry>();
    switch (a.kind) {
      case 'draw':
        if (index === 0 && section.kind === 'turn') this.skip(entry, 'the engine draws the turn\'s card by itself');
        else this.draw(this.seat(a.player), a.count, entry, undefined);
        break;
      case 'bench':
      case 'stadium': {
        const card = this.card(a.card, entry);
        if (card) this.feed(a.kind === 'bench' ? { type: 'PlayToBench', player: this.seat(a.player), card } : { type: 'PlayTrainer', player: this.seat(a.player), card }, entry);
        break;
      }
      case 'trainer': {
        const card = this.card(a.card, entry);
        if (!card) break;
        // TCG Live logs the Ability of a Pokémon that shuffles itself away as that Pokémon "played" (Dudunsparce "Run Away
        // Draw": "Wonder_Squid played Dudunsparce.", its draws and the Pokémon into the deck as its `- ` lines).
        const ability = card.supertype === 'Pokémon' && card.abilities.length === 1 ? card.abilities[0] : undefined;
        if (ability) {
          this.use({ player: a.player, name: card.name }, ability.name, entry, used, section.entries.slice(index + 1));
          break;
        }
        // "played <Stadium>." after it is in play: its effect used, which is no command; its steps follow as `- ` lines.
        if (card.trainerKind === 'Stadium' && this.table.state.stadium?.def.name === card.name) this.skip(entry, 'a Stadium\'s effect is used without a command; its steps follow');
        else this.feed({ type: 'PlayTrainer', player: this.seat(a.player), card, ...this.chosenCount((p) => trainerCountRange(p, card), entry) }, entry);
        break;
      }
      case 'attach':
        this.attach(this.seat(a.player), a.card, a.target, a.spot, entry, undefined);
        break;
      case 'evolve':
        this.evolve(this.seat(a.player), a.from, a.to, a.spot, entry, undefined);
        break;
      case 'use':
        this.use(a.pokemon, a.name, entry, used, section.entries.slice(index + 1));
        break;
      case 'attack':
        this.attack(a.pokemon, a.name, a.target, a.damage, entry, used, section.entries.slice(index + 1));
        break;
      case 'retreat':
        this.retreat(this.seat(a.player), a.pokemon, entry, section.entries[index + 1], used);
        break;
      case 'now-active':
        this.nowActive(a.pokemon, entry);
        break;
      case 'knocked-out':
        this.knockedOut(a.pokemon, entry, section.entries.slice(index + 1));
        for (const e of entry.effects) used.add(e);
        break;
      case 'prizes':
        this.logPrizes[this.seat(a.player)] += a.count;
        break;
      case 'end-turn':
        if (this.table.state.stage === 'main' || this.attackAgain(this.seat(a.player))) this.feed({ type: 'EndTurn', player: this.seat(a.player) }, entry);
        break;
      case 'result':
        // The engine keeps no clock: a player out of time leaves the game as one who concedes.
        if (a.reason === 'concession' || a.reason === 'timeout') this.feed({ type: 'Concede', player: other(this.seat(a.winner)) }, entry);
        break;
      case 'discard-from':
        // Cards that went with a Knocked Out Pokémon: the engine discards them itself.
        break;
      case 'damage-taken':
        this.damageTaken(a.pokemon, a.damage, entry);
        break;
      case 'checkup-counters':
        // Poison and Burn at Checkup: the engine puts them itself; a Knock Out line follows if one happened.
        this.checkupCounters(a.pokemon, a.counters, a.condition, entry);
        break;
      default:
        this.skip(entry, `nothing to enter for "${a.kind}"`);
    }
    return used;
  }

  // ---- `- ` lines: what a card's effect did ------------------------------------------------------

  private parentOf(entry: LogEntry, a: LogAction, section: LogSection): Parent {
    const seat = 'player' in a ? this.seat(a.player) : 'pokemon' in a ? this.seat(a.pokemon.player) : section.player !== null ? this.seat(section.player) : (this.table.state.turn?.player ?? 'p1');
    if (a.kind === 'use' || a.kind === 'attack') {
      const card = this.card(a.pokemon.name, entry);
      const ability = card?.abilities[card ? this.resolver.abilityIndex(card, a.name) : -1];
      const attack = card?.attacks[card ? this.resolver.attackIndex(card, a.name) : -1];
      if (ability || attack || !card) return { entry, seat, card, text: ability?.text ?? attack?.text ?? '' };
      // The attack of an attached card (Technical Machine: Evolution's "Evolution"): its steps carry out that card's text.
      const held = this.attachedAttack(this.seat(a.pokemon.player), card, a.name);
      return { entry, seat, card: held?.card ?? card, text: held?.text ?? '' };
    }
    const name = a.kind === 'trainer' || a.kind === 'stadium' || a.kind === 'attach' || a.kind === 'activated' ? a.card : null;
    const card = name === null ? null : this.card(name, entry);
    return { entry, seat, card, text: card ? [...card.rules, ...card.abilities.map((x) => x.text)].join(' ') : '' };
  }

  private attachedAttack(seat: Seat, holder: CardDef, name: string): { readonly card: CardDef; readonly text: string } | null {
    for (const p of inPlay(this.table.state, seat).filter((x) => top(x).name === holder.name)) {
      for (const c of p.attached) {
        const attack = c.def.attacks[this.resolver.attackIndex(c.def, name)];
        if (attack) return { card: c.def, text: attack.text };
      }
    }
    return null;
  }

  /**
   * The player a `- ` line names. A Stadium's effect is used by the player whose turn it is ("Once during each player's
   * turn, that player may …", Artazon), but TCG Live may name the Stadium's owner in its lines (the Italian game's line 78).
   */
  private actor(named: string, parent: Parent): Seat {
    return parent.entry.action?.kind === 'trainer' && parent.card?.trainerKind === 'Stadium' ? parent.seat : this.seat(named);
  }

  private effect(entry: LogEntry, parent: Parent): void {
    const a = entry.action;
    if (a === null) {
      this.skip(entry, 'no grammar rule reads this line');
      return;
    }
    this.table.choices.at(entry.line);
    const source: EffectSource = { kind: 'effect', card: parent.card?.name ?? parent.entry.text.slice(0, 200), ...(parent.text ? { text: parent.text } : {}) };
    switch (a.kind) {
      case 'draw':
        this.draw(this.actor(a.player, parent), a.count, entry, parent);
        break;
      case 'draw-to-bench': {
        const names = a.card !== undefined ? [a.card] : entry.cards;
        if (names.length < a.count) this.skip(entry, 'the log does not name every card put onto the Bench');
        // TCG Live writes "drew … and played it to the Bench" whatever the zone; the effect's text says which
        // (Lugia VSTAR "Summoning Star": "from your discard pile").
        const fromDiscard = effectOrigin(parent.text) === 'discard';
        for (const name of names) {
          const card = this.card(name, entry);
          const uid = card && fromDiscard ? this.table.discarded(this.actor(a.player, parent), card)?.uid : undefined;
          const origin = uid !== undefined ? { from: 'discard' as const, uid } : { from: 'deck' as const };
          if (card) this.feed({ type: 'PlayToBench', player: this.actor(a.player, parent), card, ...origin, source }, entry);
        }
        break;
      }
      case 'bench': {
        const card = this.card(a.card, entry);
        if (card) this.feed({ type: 'PlayToBench', player: this.actor(a.player, parent), card, from: effectOrigin(parent.text), source }, entry);
        break;
      }
      case 'attach':
        this.attach(this.seat(a.player), a.card, a.target, a.spot, entry, { source, from: effectOrigin(parent.text) });
        break;
      case 'evolve':
        this.evolve(this.seat(a.player), a.from, a.to, a.spot, entry, { source, from: effectOrigin(parent.text) });
        break;
      case 'discard': {
        if (parent.entry.action?.kind === 'stadium') break; // the Stadium it replaced: the engine discards it itself
        // An Ability that discards its own Pokémon (Iron Bundle "Hyper Blower"): the Pokémon leaves play.
        const self = parent.entry.action?.kind === 'use' && parent.entry.action.pokemon.name === a.card ? this.find(parent.entry.action.pokemon, entry) : null;
        if (self) this.adjust(parent.seat, entry, { kind: 'move-card', uid: self.id, to: 'discard' });
        else this.discardFromHand(this.seat(a.player), a.card !== undefined ? [a.card] : entry.cards, a.count, entry);
        break;
      }
      case 'discard-from':
        this.discardFromPokemon(a.pokemon, a.card !== undefined ? [a.card] : entry.cards, entry);
        break;
      case 'switch':
        this.switchActive(a.to, entry, parent.seat);
        break;
      case 'damage-counters': {
        // "Put 2 damage counters on each of your opponent's Pokémon" (Uxie "Painful Memories"): a line per Pokémon, named
        // by its name only, so each line of that effect is another copy of the name.
        const each = /\bon each\b|\beach of\b/i.test(parent.text) ? this.damagedBy(parent.entry) : null;
        const target = this.find(a.target, entry, undefined, each ? (p) => !each.has(p.id) : undefined);
        if (target) each?.add(target.id);
        if (target) this.adjust(parent.seat, entry, { kind: 'put-damage-counters', target: target.id, counters: a.counters });
        break;
      }
      case 'move-counters':
        this.moveCounters(a.from, a.to, a.counters, parent, entry);
        break;
      case 'damage-taken': {
        // Damage the attack's own text dealt ("30 damage to each of your opponent's Benched Pokémon") is the engine's already.
        const target = parent.entry.action?.kind === 'attack' ? this.find(a.pokemon, entry) : null;
        if (target && this.attackDamaged(parent.entry.line, target.id)) break;
        this.damageTaken(a.pokemon, a.damage, entry);
        break;
      }
      case 'healed': {
        const target = this.find(a.pokemon, entry);
        // An attack's own "Heal 30 damage from this Pokémon." is the engine's: the log's line tells what it did already.
        if (target && !this.healedByAttack(parent.entry.line, target.id)) this.adjust(parent.seat, entry, { kind: 'heal', target: target.id, amount: a.damage });
        break;
      }
      case 'condition': {
        const target = this.find(a.pokemon, entry);
        const condition = conditionOf(a.condition);
        if (target && condition && !hasCondition(target, condition)) this.adjust(parent.seat, entry, { kind: 'set-condition', target: target.id, condition });
        break;
      }
      case 'to-deck': {
        // The Pokémon whose own Ability shuffles it and its cards into the deck (Dudunsparce "Run Away Draw") leaves play.
        const own = this.selfOf(parent);
        const self = own && (a.card === own.name || entry.cards.includes(own.name)) ? this.find(own, entry) : null;
        if (self) this.adjust(parent.seat, entry, { kind: 'move-card', uid: self.id, to: 'deck' });
        // No command moves cards from the hand into the deck: the draws that follow are counted net of them.
        else this.returnedToDeck[this.seat(a.player)] += a.count;
        break;
      }
      case 'move-to-hand':
        this.moveCards(this.seat(a.player), a.card !== undefined ? [a.card] : entry.cards, 'hand', parent, entry);
        break;
      case 'to-lost-zone':
        this.moveCard(this.seat(a.player), a.card, 'lost-zone', parent, entry);
        break;
      case 'now-active':
        this.nowActive(a.pokemon, entry);
        break;
      case 'knocked-out':
        this.knockedOut(a.pokemon, entry, []);
        break;
      case 'shuffle-deck':
      case 'shuffle-hand':
      case 'coin':
      case 'chose':
      case 'note':
      case 'activated':
      case 'vstar-used':
        break;
      default:
        this.skip(entry, `nothing to enter for "${a.kind}" as an effect`);
    }
  }

  // ---- plays -------------------------------------------------------------------------------------

  private draw(seat: Seat, count: number, line: Line, parent: Parent | undefined): void {
    const owed = Math.min(this.returnedToDeck[seat], count);
    this.returnedToDeck[seat] -= owed;
    if (count - owed > 0) this.adjust(parent?.seat ?? seat, line, { kind: 'draw', player: seat, count: count - owed });
  }

  private attach(seat: Seat, name: string, targetName: string, spot: 'active' | 'bench', entry: LogEntry, effect: { source: EffectSource; from: 'hand' | 'deck' | 'discard' } | undefined): void {
    const card = this.card(name, entry);
    const holder = this.inPlayCard(targetName, entry);
    if (!card || !holder) return;
    // A Pokémon holds one Tool (000 glossary "Pokémon-Ausrüstung"): of several of that name, one without a Tool takes it.
    const free = card.trainerKind === 'Tool' ? (p: InPlayPokemon) => !p.attached.some((c) => c.def.trainerKind === 'Tool') : undefined;
    const target = this.table.pokemon(seat, holder, spot, free);
    if (!target) {
      this.skip(entry, `no ${holder.name} of that player is in play in the engine`);
      return;
    }
    const done = effect ? this.attachedByAttack.findIndex((a) => a.card === card.name && a.target === target.id) : -1;
    if (done >= 0) {
      this.attachedByAttack.splice(done, 1);
      return;
    }
    // From the discard pile the engine needs the card's id; a card that reached the pile unnamed in the log (milled,
    // discarded face down) is not in the engine's pile, and is entered as from the hand, whose count the log tops up.
    const uid = effect?.from === 'discard' ? this.table.discarded(seat, card)?.uid : undefined;
    const from = effect?.from === 'discard' && uid === undefined ? 'hand' : effect?.from;
    const origin = { ...(from !== undefined && { from }), ...(uid !== undefined && { uid }), ...(effect && { source: effect.source }) };
    if (card.supertype === 'Energy') this.feed({ type: 'AttachEnergy', player: seat, card, target: target.id, ...origin }, entry);
    else this.feed({ type: 'PlayTrainer', player: seat, card, target: target.id, ...origin }, entry);
  }

  private evolve(seat: Seat, fromName: string, toName: string, spot: 'active' | 'bench', entry: LogEntry, effect: { source: EffectSource; from: 'hand' | 'deck' | 'discard' } | undefined): void {
    const from = this.inPlayCard(fromName, entry);
    const to = this.card(toName, entry);
    // A Pokémon evolved into a card the catalogue lacks stays, to the engine, the Pokémon it evolved from: the lines
    // that name it by its new name (its attacks, its Knock Out, it becoming the Active Pokémon) find that one.
    if (from && !to && !this.standIns.has(toName)) this.standIns.set(toName, from);
    if (!from || !to) return;
    const turn = this.table.state.turn?.number ?? 0;
    // Of several Pokémon of that name, one that may evolve now (in play since an earlier turn).
    const target = this.table.pokemon(seat, from, spot, (p) => p.enteredTurn < turn);
    if (!target) {
      this.skip(entry, `no ${from.name} of that player is in play in the engine`);
      return;
    }
    // An Evolution card an effect takes from the discard pile is entered as from the hand, as in `attach`.
    const origin = effect ? { source: effect.source, ...(effect.from !== 'discard' && { from: effect.from }) } : {};
    this.feed({ type: 'Evolve', player: seat, card: to, target: target.id, ...origin }, entry);
  }

  /** An Ability or an attack that names no damage: which one, the card says. */
  private use(who: LogPokemon, name: string, entry: LogEntry, used: Set<LogEntry>, next: readonly LogEntry[]): void {
    const seat = this.seat(who.player);
    // An Ability that lets the Pokémon attack again (Dipplin "Festival Lead"), logged as used with the second attack as
    // its `- ` line (dipplin-vs-mega-excadrill 240-246): where the engine offers it, that attack is entered.
    const second = this.attackAgain(seat, name) ? entry.effects.find((e) => e.action?.kind === 'attack') : undefined;
    if (second?.action?.kind === 'attack') {
      used.add(second);
      const a = second.action;
      this.attack(a.pokemon, a.name, a.target, a.damage, second, used, next);
      return;
    }
    const def = this.inPlayCard(who.name, entry);
    if (!def) return;
    // Of several Pokémon of that name, the one that has the Ability (on its own card or an attached one), and of those
    // one that has not used it this turn: the log names the name, and each copy may use its "Once during your turn".
    const has = (p: InPlayPokemon): boolean => this.abilityIndex(p, name) >= 0;
    const fresh = (p: InPlayPokemon): boolean => has(p) && !abilityUsedThisTurn(this.table.state, p.id, abilitiesOf(this.table.state, p)[this.abilityIndex(p, name)]?.ability.name ?? '');
    const named = this.table.pokemon(seat, def, undefined, inPlay(this.table.state, seat).some((p) => top(p).name === def.name && fresh(p)) ? fresh : has);
    // TCG Live names the Pokémon that left the Active Spot for an Ability of the one coming in (Iron Valiant ex
    // "Tachyon Bits", "when this Pokémon moves from your Bench to the Active Spot", logged as Mew ex's): where the
    // named one has no Ability or attack of that name, the player's Pokémon in play that has the Ability is meant.
    const pokemon = named && !has(named) && this.attackIndex(named, name) < 0 ? (inPlay(this.table.state, seat).find(has) ?? named) : named;
    if (!pokemon) {
      this.skip(entry, `no ${def.name} of that player is in play in the engine`);
      return;
    }
    const ability = this.abilityIndex(pokemon, name);
    if (ability < 0 && this.attackIndex(pokemon, name) >= 0) {
      this.attack(who, name, null, 0, entry, used, next);
      return;
    }
    // A text that acts during the Pokémon Checkup (Froslass "Freezing Shroud"), logged as used there: it waits in its
    // player's `between-turns` prompt, where its `- ` lines are entered; the Checkup's end closes it.
    if (this.betweenTurns(seat, pokemon.id)) return;
    // An Ability the Pokémon has not now (neither printed on it nor on a card that lets it use it, or taken away): the engine's answer is recorded.
    if (ability < 0) {
      this.feed({ type: 'UseAbility', player: seat, pokemon: pokemon.id, ability: top(pokemon).abilities.length }, entry);
      return;
    }
    // "Search your deck for up to 3 Basic Fire Energy cards" (Charizard ex "Infernal Reign"): the count its `- ` lines show.
    const text = abilitiesOf(this.table.state, pokemon)[ability]?.ability.text ?? '';
    this.feed({ type: 'UseAbility', player: seat, pokemon: pokemon.id, ability, ...this.chosenCount((p) => chosenCountRange(p, [text]), entry) }, entry);
  }

  /**
   * The count the `- ` lines show for a text's "up to X" or "any amount": the cards they put onto the Bench, attach,
   * evolve, draw or discard. Sent where it is one the player could choose in the era; a search that found fewer than
   * the era's least ("up to 2" finding nothing) is no choice, and is entered without a count, as before.
   */
  private chosenCount(rangeIn: (profile: RuleProfile) => CountRange | null, entry: LogEntry): { count?: number } {
    const profile = this.table.state.profile;
    const range = profile ? rangeIn(profile) : null;
    if (!range) return {};
    const shown = stepsShown(entry);
    return shown >= range.min && (range.max === null || shown <= range.max) ? { count: shown } : {};
  }

  /**
   * The Ability the log names among those the engine says the Pokémon has now (`abilitiesOf`: its own, then an attached
   * card's it may use, Forest Seal Stone's VSTAR Power "Star Alchemy"), as `UseAbility` counts them; -1 for one it has not.
   */
  private abilityIndex(pokemon: InPlayPokemon, name: string): number {
    return abilitiesOf(this.table.state, pokemon).findIndex(({ ability, card }) => card.abilities[this.resolver.abilityIndex(card, name)] === ability);
  }

  private attackIndex(pokemon: InPlayPokemon, name: string): number {
    const own = this.resolver.attackIndex(top(pokemon), name);
    if (own >= 0) return own;
    let offset = top(pokemon).attacks.length;
    for (const c of pokemon.attached) {
      if (c.def.supertype !== 'Trainer' || c.def.attacks.length === 0) continue;
      const i = this.resolver.attackIndex(c.def, name);
      if (i >= 0) return offset + i;
      offset += c.def.attacks.length;
    }
    return -1;
  }

  /**
   * An attack: the engine's own damage to the Pokémon the log names is measured first (on a copy: decide is
   * pure), then the attack is entered with the log's damage where they differ, as players enter another
   * card's effect on damage (`defenderReduction`, step 5), or as damage counters where the engine dealt none.
   */
  private attack(who: LogPokemon, name: string, target: LogPokemon | null, logDamage: number, entry: LogEntry, used: Set<LogEntry>, next: readonly LogEntry[]): void {
    const seat = this.seat(who.player);
    const attacker = this.table.state.players[seat].active;
    const faces = entry.effects.flatMap((e) => (e.action?.kind === 'coin' ? (used.add(e), [e.action.face]) : []));
    if (!attacker) {
      this.skip(entry, 'the engine has no Active Pokémon for that player');
      return;
    }
    const index = this.attackIndex(attacker, name);
    const bare: AttackCommand = { type: 'Attack', player: seat, attack: index >= 0 ? index : attacksOf(attacker).length };
    const declared = this.withUsedAttack(bare, entry, used);
    // An "N×" attack counting what only the table knows asks for the count: the cards its `- ` lines discard.
    const asked = this.table.try(declared);
    const counted: AttackCommand = !asked.ok && asked.violation.code === 'count-missing' ? { ...declared, count: discardedBy(entry) } : declared;
    // "… from your Pokémon" (Raging Bolt ex "Bellowing Thunder"): the lines of any of the player's Pokémon; else the attacker's.
    const fromOthers = this.discardsFromOthers(attacker, index);
    const fromAttacker = (e: LogEntry): boolean =>
      e.action?.kind === 'discard-from' && this.seat(e.action.pokemon.player) === seat && (fromOthers || this.cards.card(e.action.pokemon.name)?.name === top(attacker).name);
    // Its `- ` lines, or lines of their own right after it (which `top` leaves to the engine).
    const discardLines = [...entry.effects.filter(fromAttacker), ...takeWhile(next, fromAttacker)];
    const withChoices = this.withTargets(this.withEnergy(counted, attacker, discardLines), target, next, entry);
    const { command, damaged } = this.orHanded(withChoices, bare, entry, used);
    const defender = target ? this.find(target, entry) : null;
    const plain = attackTrial(this.table.state, command, faces);
    if (!plain) {
      this.table.feed(command, entry);
      if (target) this.attacks.push({ line: entry.line, attack: name, logDamage, engineDamage: null });
      // The play happened at the table: its damage is entered on the Active Pokémon it names, to follow the log (not on
      // a Benched one of that name where the engine's Active Pokémon is another: dipplin-vs-mega-excadrill line 182).
      if (defender && logDamage > 0 && this.table.state.players[defender.owner].active?.id === defender.id) this.adjust(seat, entry, { kind: 'put-damage-counters', target: defender.id, counters: logDamage / 10 }, false);
      // and so is the damage its `- ` lines give other Pokémon ("Froakie took 110 damage").
      for (const e of entry.effects) if (e.action?.kind === 'damage-taken') (used.add(e), this.damageTaken(e.action.pokemon, e.action.damage, e));
      // The turn ends where the log's does (`reachTurnOf`): what the log states after the attack in this turn (its other
      // `- ` lines, an Energy attached again "after attacking", slowking-vs-greninja line 143) is the attacker's turn still.
      return;
    }
    const engineDamage = defender ? attackDamageTo(plain, defender.id) : null;
    // On a stand-in (a card the catalogue lacks, see `evolve`) the engine's damage says nothing of the real card's.
    if (target) this.attacks.push({ line: entry.line, attack: name, logDamage, engineDamage: this.standIns.has(target.name) ? null : engineDamage });
    const ownKnockOuts = new Set(knockOutKeys(plain));
    let chosen = command;
    let missing = 0;
    if (defender && engineDamage !== null && engineDamage !== logDamage) {
      const corrected: Command = { ...command, defenderReduction: engineDamage - logDamage };
      const fixed = Math.abs(engineDamage - logDamage) <= 1000 ? attackTrial(this.table.state, corrected, faces) : null;
      if (fixed && attackDamageTo(fixed, defender.id) === logDamage) chosen = corrected;
      else missing = logDamage - engineDamage;
    }
    // A Knock Out is the engine's own where its damage alone made it, or where the importer corrected nothing on that Pokémon.
    const correctedKey = defender && (chosen !== command || missing > 0) ? knockOutKey(defender.owner, top(defender).name) : null;
    const own = (key: string): boolean => ownKnockOuts.has(key) || key !== correctedKey;
    // Whose Energy the attack may discard, as they are before it: the lines it matches name cards it takes.
    const holders = fromOthers ? inPlay(this.table.state, seat) : [attacker];
    const start = this.table.events.length;
    this.table.feed(chosen, entry);
    this.coinsAssumed += this.table.answerCoins([...faces], entry);
    this.noteAttachedByAttack(start);
    this.energyDiscardedByAttack(holders, start, entry.effects.filter(fromAttacker), used);
    this.knockOuts.note(this.table.events, own);
    if (defender && missing > 0 && this.isInPlay(defender.id)) this.adjust(seat, entry, { kind: 'put-damage-counters', target: defender.id, counters: missing / 10 }, false);
    // The Pokémon chosen on lines of their own ("Pidgey took 60 damage"): compared like the attack's target, the damage the engine did not deal entered.
    for (const { line, pokemon, damage } of damaged) {
      const dealt = attackDamageTo(this.table.events.slice(start), pokemon);
      this.attacks.push({ line: line.line, attack: name, logDamage: damage, engineDamage: dealt });
      if (damage > dealt && this.isInPlay(pokemon)) this.adjust(seat, line, { kind: 'put-damage-counters', target: pokemon, counters: (damage - dealt) / 10 }, false);
    }
    this.openAttack = own;
  }

  /**
   * The Pokémon an attack's text chooses ("2 of your opponent's Pokémon", 000 "Angreifen im Detail" d), as the log
   * names them: the one on the attack's own line ("… on Pidgey for 50 damage") and those on the damage lines under it
   * (English: "- Slowpoke took 120 damage.") or right after it (Italian: "Pidgey ha subito 60 danni"). Those lines are then
   * the attack's damage, dealt by the engine, not entered again.
   */
  private withTargets(command: AttackCommand, target: LogPokemon | null, next: readonly LogEntry[], entry: LogEntry): { command: AttackCommand; damaged: { line: LogEntry; pokemon: string; damage: number }[] } {
    const tried = this.table.try(command);
    if (tried.ok || tried.violation.code !== 'bench-targets') return { command, damaged: [] };
    const named = target ? this.find(target, entry) : null;
    const damaged: { line: LogEntry; pokemon: string; damage: number }[] = [];
    const following = next.findIndex((e) => e.action?.kind !== 'damage-taken');
    for (const e of [...entry.effects, ...next.slice(0, following < 0 ? next.length : following)]) {
      if (e.action?.kind !== 'damage-taken') continue;
      // A line per Pokémon by name only ("Froslass took 110 damage" twice): each line another copy of that name.
      const pokemon = this.find(e.action.pokemon, e, undefined, (p) => p.id !== named?.id && !damaged.some((d) => d.pokemon === p.id));
      if (pokemon) damaged.push({ line: e, pokemon: pokemon.id, damage: e.action.damage });
    }
    const chosen: AttackCommand = { ...command, benchTargets: [...(named ? [named.id] : []), ...damaged.map((d) => d.pokemon)] };
    if (!this.table.try(chosen).ok) return { command, damaged: [] };
    for (const d of damaged) this.enteredEarly.add(d.line);
    return { command: chosen, damaged };
  }

  /** Whether the attack entered for this log line damaged this Pokémon itself (its events from the `Attack` on). */
  private attackDamaged(line: number, pokemon: string): boolean {
    return attackDamageTo(this.eventsOfAttack(line), pokemon) > 0;
  }

  /**
   * "Discard an Energy from this Pokémon" where the player chooses which (`energy-discarded`, 000 "Angreifen im Detail"
   * d): the Energy cards the log's lines discard from the attacker ("Basic Fire Energy was discarded from …"). A log
   * that names none leaves the choice open: the first valid choice (cards providing the Energy the text says, none more)
   * is entered, so the legal play is not refused (hidden from the log, as a hand's cards are).
   */
  private withEnergy(command: AttackCommand, attacker: InPlayPokemon, lines: readonly LogEntry[]): AttackCommand {
    const tried = this.table.try(command);
    if (tried.ok || tried.violation.code !== 'energy-discarded') return command;
    const taken: string[] = [];
    for (const line of lines) {
      const named = line.action?.kind === 'discard-from' ? this.find(line.action.pokemon, line) : null;
      for (const name of namedCards(line)) {
        const card = this.cards.card(name);
        const inst = card ? this.heldCard(named ?? attacker, card, taken) : null;
        if (inst) taken.push(inst.uid);
      }
    }
    const logged: AttackCommand = { ...command, energyDiscarded: taken };
    if (this.table.try(logged).ok) return logged;
    const attack = attacksOf(attacker)[command.attack];
    const open = attack ? energyDiscardChoice(this.table.state, attacker, attack) : null;
    const valid = open ? energyDiscardOptions(open)[0] : undefined;
    const first: AttackCommand | null = valid ? { ...command, energyDiscarded: valid.map((c) => c.uid) } : null;
    return first && this.table.try(first).ok ? first : command;
  }

  /** Whether the attack's text discards Energy from Pokémon other than the attacker ("… from your Pokémon"). */
  private discardsFromOthers(attacker: InPlayPokemon, index: number): boolean {
    const attack = attacksOf(attacker)[index];
    const discard = attack ? chosenDiscardOf(parseAttack(attack)) : null;
    return discard !== null && discard.from !== 'self';
  }

  /** The log's discards from these Pokémon that the engine's attack made itself: its `- ` lines are not entered again. */
  private energyDiscardedByAttack(holders: readonly InPlayPokemon[], from: number, lines: readonly LogEntry[], used: Set<LogEntry>): void {
    if (lines.length === 0) return;
    const moved = new Set(this.table.events.slice(from).flatMap((e) => (e.type === 'CardsMoved' && e.to === 'discard' && e.cause?.kind === 'attack' ? e.uids : [])));
    let left = holders.flatMap((p) => p.attached.filter((c) => moved.has(c.uid)).map((c) => c.def.name));
    for (const line of lines) {
      const rest = [...left];
      const names = namedCards(line);
      const all = names.length > 0 && names.every((n) => {
        const at = rest.indexOf(this.cards.card(n)?.name ?? '');
        if (at >= 0) rest.splice(at, 1);
        return at >= 0;
      });
      if (!all) continue;
      left = rest;
      used.add(line);
    }
  }

  /** Whether the attack entered for this log line healed this Pokémon itself (its events from the `Attack` on). */
  private healedByAttack(line: number, pokemon: string): boolean {
    return this.eventsOfAttack(line).some((e) => e.type === 'DamageHealed' && e.target === pokemon && e.cause.kind === 'attack');
  }

  /** The events from the `Attack` the engine took for this log line on; none if it took none. */
  private eventsOfAttack(line: number): readonly GameEvent[] {
    const trace = this.table.trace;
    let at = trace.length - 1;
    while (at >= 0 && !(trace[at]?.line === line && trace[at]?.command === 'Attack' && !trace[at]?.refusal)) at--;
    if (at < 0) return [];
    return this.table.events.slice(trace[at - 1]?.eventsAfter ?? 0);
  }

  /** "Use it as this attack" (Mew ex "Genome Hacking"): the opponent's Active Pokémon's attack its "- <player> chose <attack>" line names. */
  private withUsedAttack(declared: AttackCommand, entry: LogEntry, used: Set<LogEntry>): AttackCommand {
    const attacker = this.table.state.players[declared.player].active;
    const own = attacker ? attacksOf(attacker)[declared.attack] : undefined;
    if (own && parseAttack(own).copies === 'deck-top') return this.withDeckTop(declared, entry, used);
    const asked = this.table.try(declared);
    const source = this.table.state.players[other(declared.player)].active;
    const chose = entry.effects.find((e) => e.action?.kind === 'chose');
    if (asked.ok || asked.violation.code !== 'attack-to-use' || !source || chose?.action?.kind !== 'chose') return declared;
    const index = this.attackIndex(source, chose.action.name);
    if (index < 0) return declared;
    used.add(chose);
    return { ...declared, uses: index };
  }

  /**
   * "Discard the top card of your deck, and if that card is a Pokémon …, use it as this attack" (Slowking "Seek
   * Inspiration"): the card its `- ` line discards ("- cdierkens discarded Kyurem.") is the `Attack`'s `revealed`, the
   * attack its "- … chose Trifrost" line names its `uses`; the engine discards the card, so neither line is entered again.
   */
  private withDeckTop(declared: AttackCommand, entry: LogEntry, used: Set<LogEntry>): AttackCommand {
    const line = entry.effects.find((e) => e.action?.kind === 'discard' && e.action.card !== undefined);
    const name = line?.action?.kind === 'discard' ? line.action.card : undefined;
    const chose = entry.effects.find((e) => e.action?.kind === 'chose');
    const attack = chose?.action?.kind === 'chose' ? chose.action.name : undefined;
    // The printing that has the attack chosen (Metagross: the one with "Metallic Hammer").
    const card = name === undefined ? null : this.resolver.resolve(name, attack === undefined ? [] : [attack]);
    const index = card && attack !== undefined ? this.resolver.attackIndex(card, attack) : -1;
    // A card the catalogue lacks, or a printing without the attack chosen (a newer one): left to the players, as the log states it.
    if (!line || !card || (attack !== undefined && index < 0)) return declared;
    used.add(line);
    if (chose && index >= 0) used.add(chose);
    return { ...declared, revealed: card, ...(index >= 0 && { uses: index }) };
  }

  /**
   * The attack of the card discarded from the deck where the engine's board cannot take it as the log plays it (a
   * target the engine lacks: the opponent's Pokémon it made a stand-in of): the players carry the text out instead, its
   * lines entered as the log states them, as before the engine executed it.
   */
  private orHanded<T extends { command: AttackCommand }>(chosen: T, bare: AttackCommand, entry: LogEntry, used: Set<LogEntry>): T | { command: AttackCommand; damaged: [] } {
    if (chosen.command.revealed === undefined || this.table.try(chosen.command).ok) return chosen;
    for (const e of entry.effects) if (e.action?.kind === 'discard' || e.action?.kind === 'chose') used.delete(e);
    return { command: bare, damaged: [] };
  }

  /**
   * An attack's damage the log states on a line of its own after the attack (Scream Tail "Roaring Scream": "Pidgey took
   * 60 damage", a Benched Pokémon): text the engine leaves to the players, entered in the attack's `attack-effects`
   * prompt as damage counters, so its Knock Outs are checked with the attack's.
   */
  private damageTakenInAttack(next: readonly LogEntry[]): void {
    if (!this.table.state.prompts.some((p) => p.kind === 'attack-effects')) return;
    for (const entry of next) {
      if (entry.action?.kind !== 'damage-taken') return;
      if (this.enteredEarly.has(entry)) continue;
      this.enteredEarly.add(entry);
      this.damageTaken(entry.action.pokemon, entry.action.damage, entry);
    }
  }

  private damageTaken(who: LogPokemon, damage: number, entry: LogEntry): void {
    const target = this.find(who, entry);
    if (target && damage > 0) this.adjust(this.table.state.turn?.player ?? this.seat(who.player), entry, { kind: 'put-damage-counters', target: target.id, counters: damage / 10 });
  }

  /**
   * An attack whose text the engine leaves to the players waits in an `attack-effects` prompt (000 "Angreifen im
   * Detail" f): its `- ` lines have been entered in it; the attacking player closes it, and Knock Outs are checked.
   */
  private finishAttack(entry: LogEntry): void {
    const own = this.openAttack;
    this.openAttack = null;
    const s = this.table.state;
    const waiting = s.prompts.find((p) => p.kind === 'attack-effects');
    if (!waiting || s.result) return;
    const start = this.table.events.length;
    this.table.feed({ type: 'FinishAttack', player: waiting.player }, entry);
    this.coinsAssumed += this.table.answerCoins(this.logCoins(entry), entry);
    this.noteAttachedByAttack(start);
    this.knockOuts.note(this.table.events, own ?? (() => true));
  }

  /** The Energy the engine attached again as the attack's events from `start` finished it (`attachedByAttack`). */
  private noteAttachedByAttack(start: number): void {
    for (const e of this.table.events.slice(start)) {
      if (e.type === 'EnergyAttached' && e.from === 'discard' && e.source) this.attachedByAttack.push({ card: e.card.def.name, target: e.target });
    }
  }

  private retreat(seat: Seat, name: string, entry: LogEntry, next: LogEntry | undefined, used: Set<LogEntry>): void {
    const def = this.inPlayCard(name, entry);
    const active = this.table.state.players[seat].active;
    const toAction = next?.action?.kind === 'now-active' ? next.action : null;
    const toDef = toAction ? this.inPlayCard(toAction.pokemon.name, next ?? entry) : null;
    const to = toDef ? this.table.benched(seat, toDef) : null;
    if (!def || !active || !to) {
      this.skip(entry, 'the retreat names no Pokémon the engine has in play');
      return;
    }
    const discard: string[] = [];
    for (const e of entry.effects) {
      if (e.action?.kind !== 'discard-from') continue;
      used.add(e);
      for (const n of e.action.card !== undefined ? [e.action.card] : e.cards) {
        const card = this.card(n, e);
        const inst = card ? this.table.attached(active, card, discard) : null;
        if (inst) discard.push(inst.uid);
      }
    }
    if (this.feed({ type: 'Retreat', player: seat, to: to.id, discard }, entry)) return;
    // Refused, yet it happened: the Energy goes to the discard pile and the Pokémon switch, entered as corrections.
    for (const uid of discard) this.adjust(seat, entry, { kind: 'move-card', uid, to: 'discard' }, false);
    this.adjust(seat, entry, { kind: 'switch', player: seat, target: to.id }, false);
  }

  /** "X is now in the Active Spot": a new Active after a Knock Out, or where an effect or a retreat already put it. */
  private nowActive(who: LogPokemon, entry: LogEntry): void {
    const seat = this.seat(who.player);
    const def = this.inPlayCard(who.name, entry);
    if (!def) return;
    const active = this.table.state.players[seat].active;
    if (active && top(active).name === def.name) return;
    const bench = this.table.benched(seat, def);
    if (!bench) {
      this.skip(entry, `no ${def.name} of that player is on the Bench in the engine`);
      return;
    }
    if (this.table.state.prompts.some((p) => p.kind === 'choose-active' && p.player === seat)) this.feed({ type: 'PromoteActive', player: seat, target: bench.id }, entry);
    else this.adjust(this.table.state.turn?.player ?? seat, entry, { kind: 'switch', player: seat, target: bench.id });
  }

  private switchActive(who: LogPokemon, entry: LogEntry, actor: Seat): void {
    const seat = this.seat(who.player);
    const def = this.inPlayCard(who.name, entry);
    const bench = def ? this.table.benched(seat, def) : null;
    if (bench) this.adjust(actor, entry, { kind: 'switch', player: seat, target: bench.id });
    else this.skip(entry, 'the Pokémon switched in is not on the Bench in the engine');
  }

  private discardFromHand(seat: Seat, names: readonly string[], count: number, entry: LogEntry): void {
    if (names.length < count) this.skip(entry, 'the log does not name every card discarded from the hand');
    for (const name of names) {
      const card = this.card(name, entry);
      if (card) this.adjust(seat, entry, { kind: 'discard-from-hand', player: seat, card });
    }
  }

  /**
   * Cards discarded from a Pokémon in play. TCG Live names one Pokémon for cards an attack discards "from your
   * Pokémon" (Raging Bolt ex "Bellowing Thunder"), so a card the named one lacks is taken from the player's
   * other Pokémon of that name, then from any of theirs.
   */
  private discardFromPokemon(who: LogPokemon, names: readonly string[], entry: LogEntry): void {
    const named = this.find(who, entry);
    if (!named) return;
    const seat = named.owner;
    const taken: string[] = [];
    for (const name of names) {
      const card = this.card(name, entry);
      const inst = card ? this.heldCard(named, card, taken) : null;
      if (inst) {
        taken.push(inst.uid);
        this.adjust(seat, entry, { kind: 'move-card', uid: inst.uid, to: 'discard' });
      } else this.skip(entry, `no ${name} is attached to that player's Pokémon in the engine`);
    }
  }

  /** A card of this name attached to `named`, else to the player's other Pokémon of its name, else to any of theirs. */
  private heldCard(named: InPlayPokemon, card: CardDef, taken: readonly string[]): CardInst | null {
    const others = inPlay(this.table.state, named.owner).filter((p) => p.id !== named.id);
    const order = [named, ...others.filter((p) => top(p).name === top(named).name), ...others.filter((p) => top(p).name !== top(named).name)];
    for (const p of order) {
      const inst = this.table.attached(p, card, taken);
      if (inst) return inst;
    }
    return null;
  }

  /**
   * Damage counters moved (Munkidori "Adrena-Brain": "move up to 3 damage counters from 1 of your Pokémon to 1 of your
   * opponent's Pokémon"): taken off the one and put on the other, as two adjustments. TCG Live names the mover as the
   * owner of both Pokémon, so where the text moves them to the opponent's Pokémon, the opponent's is looked for first.
   */
  private moveCounters(fromWho: LogPokemon, toWho: LogPokemon, counters: number, parent: Parent, entry: LogEntry): void {
    const from = this.find(fromWho, entry);
    const to = this.find(toWho, entry, /to 1 of your opponent's Pokémon/i.test(parent.text) ? other(parent.seat) : undefined);
    if (!from || !to) return;
    this.adjust(parent.seat, entry, { kind: 'heal', target: from.id, amount: counters * 10 });
    this.adjust(parent.seat, entry, { kind: 'put-damage-counters', target: to.id, counters });
  }

  /** Cards moved by an effect; a Pokémon moves with the cards under it, which the log lists after it (Professor Turo's Scenario). */
  private moveCards(seat: Seat, names: readonly string[], to: 'hand' | 'lost-zone', parent: Parent, entry: LogEntry): void {
    const left = [...names];
    for (let name = left.shift(); name !== undefined; name = left.shift()) {
      const moved = this.moveCard(seat, name, to, parent, entry);
      for (const under of moved?.stack.slice(0, -1).map((c) => c.def.name) ?? []) {
        const i = left.indexOf(under);
        if (i >= 0) left.splice(i, 1);
      }
    }
  }

  /**
   * A card moved by an effect, from where the effect's text takes it: the discard pile ("from your discard pile",
   * Night Stretcher) or play ("1 of your Pokémon", "in play": Professor Turo's Scenario, Lost Vacuum). Any other
   * zone (the Prize cards of Hisuian Heavy Ball, the hand, the deck) is a count in the engine: nothing to move.
   */
  private moveCard(seat: Seat, name: string, to: 'hand' | 'lost-zone', parent: Parent, entry: LogEntry): InPlayPokemon | null {
    const card = this.card(name, entry);
    if (!card) return null;
    const inDiscard = /discard pile/i.test(parent.text) ? this.table.discarded(seat, card)?.uid : undefined;
    const fromPlay = /\b(?:in play|1 of your Pokémon|your (?:Active|Benched) Pokémon)\b/i.test(parent.text);
    const attached = [...inPlay(this.table.state, 'p1'), ...inPlay(this.table.state, 'p2')].flatMap((p) => p.attached).find((c) => c.def.name === card.name);
    const pokemon = fromPlay ? this.table.pokemon(seat, card) : null;
    const uid = inDiscard ?? pokemon?.id ?? (fromPlay ? attached?.uid : undefined);
    if (uid === undefined) {
      this.skip(entry, `${card.name} comes from a zone the engine keeps as a count (hand, deck, Prize cards)`);
      return null;
    }
    if (pokemon && uid === pokemon.id) this.discardAttachedFirst(pokemon, parent, entry);
    this.adjust(parent.seat, entry, { kind: 'move-card', uid, to });
    return uid === pokemon?.id ? pokemon : null;
  }

  /**
   * "Discard all cards attached to that Pokémon" (Professor Turo's Scenario): the log names them on `- ` lines after
   * the move ("Charizard ex discarded Basic Fire Energy", the Italian game's line 341); they are discarded from that
   * Pokémon before it leaves play, not from another of its name.
   */
  private discardAttachedFirst(pokemon: InPlayPokemon, parent: Parent, moved: LogEntry): void {
    const later = parent.entry.effects.slice(parent.entry.effects.indexOf(moved) + 1);
    const taken: string[] = [];
    for (const e of later) {
      if (e.action?.kind !== 'discard-from' || this.cards.card(e.action.pokemon.name)?.name !== top(pokemon).name) continue;
      this.enteredEarly.add(e);
      for (const name of e.action.card !== undefined ? [e.action.card] : e.cards) {
        const card = this.card(name, e);
        const inst = card ? this.table.attached(pokemon, card, taken) : null;
        if (!inst) continue;
        taken.push(inst.uid);
        this.adjust(parent.seat, e, { kind: 'move-card', uid: inst.uid, to: 'discard' });
      }
    }
  }

  // ---- Knock Outs --------------------------------------------------------------------------------

  /**
   * A Knock Out the log states: one the engine made already, or one it missed, then entered so the game follows
   * the log. TCG Live writes some Knock Outs before their cause ("Zapdos was Knocked Out!", then Deluxe Bomb's
   * "put 12 damage counters on … Zapdos"): damage counters for that Pokémon later in the section are entered first.
   */
  private knockedOut(who: LogPokemon, entry: LogEntry, later: readonly LogEntry[]): void {
    this.knockOuts.logged += 1;
    const seat = this.seat(who.player);
    const def = this.inPlayCard(who.name, entry);
    if (!def) return;
    const key = knockOutKey(seat, def.name);
    const pokemon = this.table.pokemon(seat, def);
    const cause = later.flatMap((e) => e.effects).find((e) => e.action?.kind === 'damage-counters' && e.action.target.name === who.name && !this.enteredEarly.has(e));
    if (pokemon && !this.knockOuts.pending(key) && cause?.action?.kind === 'damage-counters') {
      this.enteredEarly.add(cause);
      this.adjust(this.table.state.turn?.player ?? seat, cause, { kind: 'put-damage-counters', target: pokemon.id, counters: cause.action.counters });
    }
    // A stand-in's Knock Out is followed, never the engine's own finding: its HP is not the real card's.
    const own = !this.standIns.has(who.name);
    if (this.knockOuts.claim(key, own)) return;
    const hp = pokemon ? (top(pokemon).hp ?? 0) : 0;
    if (pokemon && hp > pokemon.damage) {
      this.adjust(this.table.state.turn?.player ?? seat, entry, { kind: 'put-damage-counters', target: pokemon.id, counters: Math.min(100, (hp - pokemon.damage) / 10) }, false);
    }
    this.knockOuts.claim(key, own);
  }

  private isInPlay(id: string): boolean {
    return [...inPlay(this.table.state, 'p1'), ...inPlay(this.table.state, 'p2')].some((p) => p.id === id);
  }

  // ---- feeding -----------------------------------------------------------------------------------

  /** Every command but an attack's: Knock Outs it causes come from damage the engine holds. */
  private feed(command: Command, line: Line): boolean {
    if (this.table.state.result) {
      this.skip(line, 'the game is over in the engine');
      return false;
    }
    this.topUpHand(command, line);
    const ok = this.table.feed(command, line);
    // The opening toss is answered from the log's toss line; any other coin the engine then asks for (Checkup, Confusion) from the line's coins.
    if (command.type !== 'StartMatch') this.coinsAssumed += this.table.answerCoins(this.logCoins(line), line);
    this.knockOuts.note(this.table.events, () => true);
    return ok;
  }

  /**
   * A hand is a count, and the log does not say every card that goes into or out of it (an opponent's
   * Iono, a hand shuffled into the deck). When the log plays a card from a hand the engine counts as
   * empty, the card was there: the importer draws it first (counted in `handTopUps`), so the engine
   * judges the play by its rules, not by the importer's count.
   */
  private topUpHand(command: Command, line: Line): void {
    const d = this.table.try(command);
    if (d.ok || d.violation.code !== 'hand-empty') return;
    const player = 'player' in command ? command.player : null;
    const owner = command.type === 'Adjust' && command.action.kind === 'discard-from-hand' ? command.action.player : player;
    if (owner === null) return;
    // A correction of the engine's count, not a draw of the player's: made as a player's adjustment it would be a step of
    // the effect the player is carrying out ("up to 3", effect-window.ts), which the log's own steps then exceed.
    const topUp: Command = { type: 'JudgeCorrect', judge: IMPORTER, reason: `${reasonOf(line).slice(0, 150)} (the hand the engine counts is empty)`, action: { kind: 'draw', player: owner, count: 1 } };
    if (this.table.feed(topUp, line)) this.handTopUps += 1;
  }

  private logCoins(line: Line): ('heads' | 'tails')[] {
    const entry = 'effects' in line ? (line as LogEntry) : null;
    return entry ? entry.effects.flatMap((e) => (e.action?.kind === 'coin' ? [e.action.face] : [])) : [];
  }

  /**
   * An adjustment entered for a log line. `own`: damage the log states (an effect's damage counters) counts
   * as the engine's own when it Knocks Out; a correction the importer makes to follow the log does not.
   */
  private adjust(player: Seat, line: Line, action: Extract<Command, { type: 'Adjust' }>['action'], own = true): boolean {
    if (this.table.state.result) {
      this.skip(line, 'the game is over in the engine');
      return false;
    }
    const command: Command = { type: 'Adjust', player, reason: reasonOf(line), action };
    this.topUpHand(command, line);
    const ok = this.table.feed(command, line);
    this.knockOuts.note(this.table.events, () => own);
    return ok;
  }

  private coins(faces: ('heads' | 'tails')[], line: Line): void {
    this.coinsAssumed += this.table.answerCoins(faces, line);
  }

  private finish(): void {
    const s = this.table.state;
    if (!s.result && this.log.result?.reason === 'concession' && s.stage !== 'finished') {
      this.feed({ type: 'Concede', player: other(this.seat(this.log.result.winner)) }, { line: 0, text: 'concession' });
    }
  }

  // ---- names -------------------------------------------------------------------------------------

  private seat(name: string): Seat {
    return this.seats.get(name) ?? 'p1';
  }

  /** The card a Pokémon in play is to the engine: its own, or the one it stands in for (see `evolve`). */
  private inPlayCard(name: string, line: Line): CardDef | null {
    return this.standIns.get(name) ?? this.card(name, line);
  }

  private card(name: string, line: Line): CardDef | null {
    const card = this.cards.card(name);
    if (!card) this.skip(line, `no catalogue card is named "${name}"`);
    return card;
  }

  /** A Pokémon the log names; TCG Live sometimes names the wrong owner in an effect's line ("put 7 damage counters on <own> Raikou V"), so the other player's is taken where the named owner has none. */
  private find(who: LogPokemon, line: Line, owner?: Seat, prefer?: (p: InPlayPokemon) => boolean): InPlayPokemon | null {
    const def = this.inPlayCard(who.name, line);
    const seat = owner ?? this.seat(who.player);
    const p = def ? (this.table.pokemon(seat, def, undefined, prefer) ?? this.table.pokemon(other(seat), def, undefined, prefer)) : null;
    if (def && !p) this.skip(line, `no ${def.name} of that player is in play in the engine`);
    return p;
  }

  /** The Pokémon whose Ability an effect's line carries out: the one using it, or the one TCG Live says was "played". */
  private selfOf(parent: Parent): LogPokemon | null {
    const a = parent.entry.action;
    if (a?.kind === 'use') return a.pokemon;
    return a?.kind === 'trainer' && parent.card?.supertype === 'Pokémon' ? { player: a.player, name: a.card } : null;
  }

  /** The Pokémon an effect's lines have put damage counters on so far. */
  private damagedBy(effect: LogEntry): Set<string> {
    const done = this.damaged.get(effect) ?? new Set<string>();
    this.damaged.set(effect, done);
    return done;
  }

  private skip(line: Line, why: string): void {
    this.skipped.push({ line: line.line, text: line.text, why });
  }
}


/** The entries from the first on for as long as they match. */
function takeWhile(entries: readonly LogEntry[], matches: (e: LogEntry) => boolean): LogEntry[] {
  const end = entries.findIndex((e) => !matches(e));
  return entries.slice(0, end < 0 ? entries.length : end);
}

/** The cards a `- ` line names ("Basic Fire Energy was discarded from …", or the list under "2 cards were discarded from …"). */
const namedCards = (line: LogEntry): readonly string[] => (line.action?.kind === 'discard-from' && line.action.card !== undefined ? [line.action.card] : line.cards);

/** The cards an attack's `- ` lines discard (from the hand or from Pokémon): what "for each card you discarded" counts. */
const discardedBy = (entry: LogEntry): number =>
  entry.effects.reduce((n, e) => (e.action?.kind === 'discard' || e.action?.kind === 'discard-from' ? n + (e.action.card !== undefined ? 1 : Math.max(e.cards.length, e.action.count)) : n), 0);

/** The cards an entry's `- ` lines move as steps of its effect (effect-window.ts counts the same). */
const stepsShown = (entry: LogEntry): number =>
  entry.effects.reduce((n, e) => {
    const a = e.action;
    switch (a?.kind) {
      case 'bench':
      case 'attach':
      case 'evolve':
        return n + 1;
      case 'draw':
        return n + a.count;
      case 'draw-to-bench':
      case 'discard':
      case 'discard-from':
        return n + (a.card !== undefined ? 1 : Math.max(e.cards.length, a.count));
      default:
        return n;
    }
  }, 0);

/** Who corrects the engine's hidden counts where the log shows more than it knew (`topUpHand`). */
const IMPORTER = 'TCG Live log importer';

const reasonOf = (line: Line): string => `TCG Live log line ${line.line}: ${line.text}`.slice(0, 200);

const other = (seat: Seat): Seat => (seat === 'p1' ? 'p2' : 'p1');

