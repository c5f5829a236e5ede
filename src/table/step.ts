import type { ZoneId } from '../devices/reader-port.js';
import { decide, type CardDef, type Command, type GameEvent, type GameState, type RuleViolation, type Seat } from '../rules/index.js';
import { syncWithGame } from './engine-sync.js';
import type { AfterAnswer, MirrorPrompt, MirrorPromptKind, MirrorState, PromptOption } from './mirror-state.js';
import { english, type PromptText } from './prompt-text.js';

/** What the mirror reads besides its own state: the engine's state and the catalogue. */
export interface MirrorWorld {
  readonly game: GameState;
  /** The card a tag's card id names; undefined when the catalogue does not know it. */
  readonly card: (cardId: string) => CardDef | undefined;
  /** The card id an enrolled tag was registered with (the UID registry), for tags read without their record. */
  readonly cardIdOf: (uid: string) => string | undefined;
}

/** A prompt as a gesture raises it: its sentences as i18n texts, the English made from them. */
export interface PromptDraft {
  readonly kind: MirrorPromptKind;
  readonly zone: ZoneId;
  readonly seat: Seat | null;
  readonly text: PromptText;
  /** For the opponent and spectators when it must not name face-down cards; `text` otherwise. */
  readonly publicText?: PromptText;
  readonly violation: RuleViolation | null;
  readonly options: readonly PromptOption[];
  readonly subject: MirrorPrompt['subject'];
  /** Default true: the game waits for it (MirrorPrompt.holds). */
  readonly holds?: boolean;
}

/** An option with its label as an i18n text. */
export function option(id: string, label: PromptText, commands: readonly Command[], after: AfterAnswer = { kind: 'none' }): PromptOption {
  return { id, label: english(label), labelKey: label.key, params: label.params, commands, after };
}

/** One input's worth of work: the commands issued and prompts raised, with the engine state they lead to. */
export class Step {
  readonly commands: Command[] = [];
  readonly events: GameEvent[] = [];
  readonly raised: MirrorPrompt[] = [];
  game: GameState;

  constructor(
    public state: MirrorState,
    readonly world: MirrorWorld,
    /** The input's time. */
    readonly at: number,
  ) {
    this.game = world.game;
  }

  /** Checks a command against the rules and, when legal, issues it and folds its events. */
  issue(command: Command): RuleViolation | null {
    const decision = decide(this.game, command);
    if (!decision.ok) return decision.violation;
    this.commands.push(command);
    this.events.push(...decision.events);
    this.game = decision.state;
    this.state = syncWithGame(this.remember(command), this.game, this.at);
    return null;
  }

  ask(draft: PromptDraft, at: number): void {
    const { text: said, publicText, holds, ...rest } = draft;
    const told = publicText ?? said;
    const full: MirrorPrompt = {
      ...rest,
      id: `${this.state.tableId}-q${this.state.promptCount + 1}`,
      raisedAt: at,
      message: english(said),
      publicMessage: english(told),
      messageKey: said.key,
      params: said.params,
      publicMessageKey: told.key,
      publicParams: told.params,
      holds: holds ?? true,
    };
    this.raised.push(full);
    this.state = { ...this.state, prompts: [...this.state.prompts, full], promptCount: this.state.promptCount + 1 };
  }

  /** Trainers played this turn, for effect sources; a switching Trainer, for the swap that follows. */
  private remember(command: Command): MirrorState {
    if (command.type !== 'PlayTrainer') return this.state;
    const turn = this.game.turn?.number ?? 0;
    const played = this.state.played.turn === turn ? this.state.played.cards : [];
    const rules = command.card.rules.join(' ');
    const seats: Seat[] = [];
    if (/switch/i.test(rules) && /your (Active|Benched) Pokémon/i.test(rules)) seats.push(command.player);
    if (/switch/i.test(rules) && /opponent's (Active|Benched) Pokémon/i.test(rules)) seats.push(command.player === 'p1' ? 'p2' : 'p1');
    return {
      ...this.state,
      played: { turn, cards: [...played, { seat: command.player, name: command.card.name, text: rules }] },
      switchEffect: seats.length > 0 ? { turn, card: command.card.name, seats } : this.state.switchEffect,
    };
  }
}
