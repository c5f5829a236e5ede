import { Inject, Injectable, Optional, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { CONFIG } from '../config/config.tokens.js';
import { DEFAULT_DEBOUNCE_MS, type MirrormatConfig } from '../config/config.schema.js';
import { UID_REGISTRY, type UidRegistry } from '../devices/nfc/uid-registry.js';
import { HubError } from '../kernel/hub-error.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { LOGGER, tableLogger, type Logger } from '../logging/logger.js';
import { MatchService } from '../matches/match.service.js';
import { onTableChange } from '../matches/table-changes.js';
import { initialState, type GameState, type RuleViolation, type Viewer } from '../rules/index.js';
import { mirror, promptView, type MirrorOutput, type PromptView } from './mirror.js';
import { initialMirrorState, nextDeadline, type MirrorInput, type MirrorState } from './mirror-state.js';

export const TABLE_MIRROR_OPTIONS = Symbol('TABLE_MIRROR_OPTIONS');

export interface TableMirrorOptions {
  /** The debounce window (ms); DEFAULT_DEBOUNCE_MS explains the default. */
  readonly debounceMs?: number;
  readonly now?: () => number;
}

declare module '../kernel/hub-events.js' {
  interface HubEventMap {
    /** The open prompts of a table's mirror changed. */
    'mirror.prompts-changed': { tableId: string };
  }
}

/** The actor the match log records for commands the mirror issues. */
export const MIRROR_ACTOR = 'table-mirror';

interface TableRun {
  readonly tableId: string;
  state: MirrorState;
  readonly queue: MirrorInput[];
  busy: boolean;
  timer: NodeJS.Timeout | undefined;
  readonly log: Logger;
}

/**
 * The table mirror of every configured table with zones: reader events from the reader hub (PC/SC,
 * zone boards and the simulated table of demo mode alike) go through the pure `mirror`, its commands
 * through the match service; a change of its prompts goes out on the hub event bus (the gateway). The debounce windows close
 * on a timer that feeds the mirror a tick. Inputs of one table are handled one at a time, in order.
 */
@Injectable()
export class TableMirrorService implements OnModuleInit, OnModuleDestroy {
  private readonly runs = new Map<string, TableRun>();
  private readonly cleanups: (() => void)[] = [];
  private readonly now: () => number;

  constructor(
    @Inject(CONFIG) private readonly config: MirrormatConfig,
    private readonly events: HubEventBus,
    private readonly matches: MatchService,
    private readonly catalogue: CatalogueService,
    @Inject(UID_REGISTRY) private readonly registry: UidRegistry,
    @Inject(LOGGER) private readonly logger: Logger,
    @Optional() @Inject(TABLE_MIRROR_OPTIONS) private readonly options?: TableMirrorOptions,
  ) {
    this.now = options?.now ?? Date.now;
  }

  /** Listens before the reader hub starts its drivers (onApplicationBootstrap), so no first reading is missed. */
  onModuleInit(): void {
    const debounceMs = this.options?.debounceMs ?? DEFAULT_DEBOUNCE_MS;
    for (const table of this.config.tables) {
      if (table.zones.length === 0) continue;
      this.runs.set(table.id, {
        tableId: table.id,
        state: initialMirrorState(table.id, table.zones.map((z) => z.zone), debounceMs),
        queue: [],
        busy: false,
        timer: undefined,
        log: tableLogger(this.logger, table.id).child({ component: 'mirror' }),
      });
    }
    this.cleanups.push(this.events.on('reader.event', (event) => this.enqueue(event.tableId, event)));
    // "The engine does not move until someone answers": players' commands wait while a prompt is open.
    this.cleanups.push(this.matches.holdWhile((tableId) => this.holdReason(tableId)));
    // Whatever changed the game (a coin, a dashboard command, a new match) may let waiting gestures through.
    this.cleanups.push(onTableChange(this.events, (change) => change.kind === 'state' && this.enqueue(change.tableId, { type: 'tick', at: this.now() })));
  }

  onModuleDestroy(): void {
    for (const cleanup of this.cleanups.splice(0)) cleanup();
    for (const run of this.runs.values()) clearTimeout(run.timer);
  }

  /** The table's open prompts as this viewer may see them. */
  prompts(tableId: string, viewer: Viewer): PromptView[] {
    return (this.runs.get(tableId)?.state.prompts ?? []).map((p) => promptView(p, viewer));
  }

  /**
   * Answers an open prompt for `viewer` (the seat the prompt is for, either seat for the shared
   * Stadium, or a judge); the match log records the commands it leads to as `actor`'s (the gateway's
   * actor: "p1", "judge:<name>"). A refused answer changes nothing and comes back with the rule it breaks.
   */
  answer(
    tableId: string,
    promptId: string,
    option: string,
    viewer: Viewer,
    actor: string,
  ): { ok: true } | { ok: false; message: string; violation?: RuleViolation } {
    const run = this.runs.get(tableId);
    if (!run) throw new HubError('unknown-table', `table "${tableId}" has no zone readers to mirror`);
    const prompt = run.state.prompts.find((p) => p.id === promptId);
    if (!prompt) throw new HubError('not-found', `no open table prompt "${promptId}" at table "${tableId}"`);
    if (!promptView(prompt, viewer).answerable) throw new HubError('forbidden', `prompt "${promptId}" is for ${prompt.seat ?? 'the players'} to answer`);
    if (run.busy) throw new HubError('conflict', 'the table is being updated; answer again');
    const out = this.run(run, { type: 'answer', promptId, option, at: this.now() }, `${actor} (table prompt ${promptId})`);
    this.drain(run);
    if (out.refused) return { ok: false, ...out.refused };
    return { ok: true };
  }

  /** Why the table's game waits, in words any viewer may read (no face-down card named), or null. */
  private holdReason(tableId: string): string | null {
    // A decision the engine waits for anyway (who goes first, a new Active) holds nothing: the dashboard may give it too.
    const open = (this.runs.get(tableId)?.state.prompts ?? []).filter((p) => p.holds);
    const first = open[0];
    if (first === undefined) return null;
    const more = open.length > 1 ? ` (and ${open.length - 1} more)` : '';
    return `the table waits for an answer to a table prompt at ${first.zone}: ${first.publicMessage}${more}`;
  }

  private enqueue(tableId: string, input: MirrorInput): void {
    const run = this.runs.get(tableId);
    if (!run) return;
    run.queue.push(input);
    this.drain(run);
  }

  /** Inputs that arrive while one is handled (the match service reporting the mirror's own commands) wait their turn. */
  private drain(run: TableRun): void {
    while (!run.busy) {
      const input = run.queue.shift();
      if (input === undefined) return;
      this.run(run, input);
    }
  }

  private run(run: TableRun, input: MirrorInput, actor: string = MIRROR_ACTOR): MirrorOutput {
    run.busy = true;
    try {
      const out = mirror(run.state, input, {
        game: this.gameOf(run.tableId),
        card: (cardId) => this.catalogue.get(cardId),
        cardIdOf: (uid) => this.registry.lookup(uid)?.cardId,
      });
      if (out.refused) return out;
      run.state = out.state;
      for (const command of out.commands) {
        const { stateId } = this.matches.current(run.tableId);
        try {
          // The mirror's own commands and answers' commands are what the hold waits for.
          const applied = this.matches.apply(run.tableId, stateId, command, actor, { pastHolds: true });
          if (!applied.ok) run.log.error({ command: command.type, violation: applied.violation }, 'the match refused a command the mirror had checked');
        } catch (error) {
          run.log.error({ err: error, command: command.type }, 'the match service failed to apply a mirror command');
        }
      }
      for (const prompt of out.prompts) run.log.info({ promptId: prompt.id, kind: prompt.kind, zone: prompt.zone }, 'table prompt raised');
      if (out.prompts.length > 0 || out.closed.length > 0) this.events.emit('mirror.prompts-changed', { tableId: run.tableId });
      this.schedule(run);
      return out;
    } finally {
      run.busy = false;
    }
  }

  /** The engine's full state, as the judge sees it: the mirror's own prompts and logs decide what seats see. */
  private gameOf(tableId: string): GameState {
    return (this.matches.view(tableId, { role: 'judge' }) as GameState | null) ?? initialState;
  }

  private schedule(run: TableRun): void {
    clearTimeout(run.timer);
    run.timer = undefined;
    const due = nextDeadline(run.state);
    if (due === null) return;
    run.timer = setTimeout(() => this.enqueue(run.tableId, { type: 'tick', at: Math.max(due, this.now()) }), Math.max(0, due - this.now()));
    run.timer.unref();
  }
}
