import { Inject, Injectable, Optional, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { DATABASE, STORE_POSTGRES, type Db } from '../database/database.tokens.js';
import type { SyncPostgres } from '../database/postgres/sync-postgres.js';
import { raidView, replayRaid, type RaidCommand, type RaidEvent, type RaidState, type RaidView } from '../game-kinds/raid/index.js';
import { GameHost } from '../game-host/game-host.js';
import { raidKind, type RaidViewer } from '../game-kinds/raid/raid.kind.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { RECOMMENDED_RAID_DECK } from '../game-kinds/raid/recommended-raid-deck.js';
import { canonicalJson } from '../match-log/canonical-json.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { HubError } from '../kernel/hub-error.js';
import type { CardDef, RuleViolation } from '../rules/index.js';
import { rollFor, SOFTWARE_ORIGIN } from './raid-dice.js';
import { rollsAmong, type RaidRoll } from './raid-rolls.js';
import { RaidAlreadyExistsError, RaidLog, type RaidRecord } from './raid-log.js';
import type { RaidAction, StartRaidBody } from '../protocol/raid.schema.js';

/** What the raid service keeps of a running raid beside its state (the game host's). */
interface RunningRaid {
  record: RaidRecord;
  rolls: RaidRoll[];
}

export interface RaidSnapshot {
  readonly raid: RaidRecord;
  /** The log position of this state: send it back as `seq` to have a stale command refused. */
  readonly seq: number;
  readonly state: RaidView;
  /** Every die roll so far with its origin (never a shuffle: that is the raid deck's order). */
  readonly rolls: readonly RaidRoll[];
}

/**
 * Runs raids at tables (003 "Raid-Format", "Giovanni-Format") as a configuration of the game host
 * (src/game-host: the raid kind over the raid log, which replays every unfinished raid on boot):
 * resolves cards at the edge, keeps the dice rolled, and rolls the hub's dice.
 */
@Injectable()
export class RaidService implements OnModuleInit {
  private readonly raids = new Map<string, RunningRaid>();
  private readonly log: Logger;
  private repository: RaidLog | undefined;
  private games: GameHost<RaidState, RaidCommand, RaidEvent, RaidView, RaidViewer> | undefined;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(LOGGER) logger: Logger,
    private readonly catalogue: CatalogueService,
    private readonly bus: HubEventBus,
    @Optional() @Inject(STORE_POSTGRES) private readonly postgres: SyncPostgres | null = null,
  ) {
    this.log = logger.child({ component: 'raid' });
  }

  onModuleInit(): void {
    // On the store's PostgreSQL when the config names one, else in the hub's file.
    this.repository = RaidLog.open(this.db, this.postgres);
    const games = new GameHost<RaidState, RaidCommand, RaidEvent, RaidView, RaidViewer>(raidKind, this.repository, this.bus, this.log, {
      beforeAnnounce: ({ game, rows, before }) => this.raids.get(game.gameId)?.rolls.push(...rollsAmong(rows.map((row) => row.event), before.prompt)),
    });
    this.games = games;
    for (const record of this.repository.list({ unfinished: true })) {
      const { game } = games.resume(record.raidId, record.tableId);
      this.raids.set(record.raidId, { record, rolls: rollsAmong(this.repository.read<RaidEvent>(record.raidId).map((r) => r.event)) });
      this.log.info({ raidId: record.raidId, events: game.seq }, 'raid resumed from its log');
    }
  }

  start(body: StartRaidBody, actor: string): RaidSnapshot {
    const raidId = body.raidId ?? `raid-${randomUUID()}`;
    const command: RaidCommand = {
      type: 'StartRaid',
      raidId,
      format: body.format,
      exhaustionRule: body.exhaustionRule,
      players: body.players.map((p) => ({ name: p.name, active: p.active === null ? null : { card: this.card(p.active), damage: 0 } })),
      boss: body.boss.map((id) => this.card(id)),
      raidDeck: (body.raidDeck === '003-recommended' ? RECOMMENDED_RAID_DECK : body.raidDeck).flatMap((line) => Array.from({ length: line.count }, () => this.card(line.cardId))),
    };
    const record: RaidRecord = { raidId, tableId: body.tableId, startedAt: new Date().toISOString(), format: body.format, dice: body.dice };
    const create = (events: readonly RaidEvent[]) => {
      try {
        return this.repo().create(record, actor, events);
      } catch (error) {
        if (error instanceof RaidAlreadyExistsError) throw new HubError('conflict', error.message);
        throw error;
      }
    };
    if (this.raids.has(raidId)) throw new HubError('conflict', `a raid with id "${raidId}" already exists`);
    // Known before it starts, so the rolls of its first events are kept as the host logs them.
    const running: RunningRaid = { record, rolls: [] };
    this.raids.set(raidId, running);
    try {
      const started = this.host().start(raidId, body.tableId, command, create);
      if (!started.ok) throw refused(started.violation);
    } finally {
      if (this.host().get(raidId) === undefined) this.raids.delete(raidId);
    }
    this.log.info({ raidId, format: body.format, players: body.players.length, deck: command.raidDeck.length, actor }, 'raid started');
    this.rollHubDice(running);
    return this.snapshot(running);
  }

  act(raidId: string, action: RaidAction, actor: string): RaidSnapshot {
    const running = this.running(raidId);
    const madeAgainst = action.seq === undefined ? undefined : `seq ${action.seq}`;
    const { state } = this.host().at(raidId, madeAgainst);
    this.apply(running, madeAgainst, this.toCommand(state, action), actor);
    this.rollHubDice(running);
    return this.snapshot(running);
  }

  get(raidId: string): RaidSnapshot {
    const running = this.raids.get(raidId);
    if (running) return this.snapshot(running);
    const record = this.repo().get(raidId);
    if (!record) throw new HubError('not-found', `no raid "${raidId}"`);
    return this.ended(record);
  }

  list(filter: { unfinished?: boolean } = {}): RaidRecord[] {
    return this.repo().list(filter);
  }

  /** The whole log, the raid deck's order included: one canonical JSON line per event, hash chain included. */
  exportJsonl(raidId: string): string {
    if (!this.repo().get(raidId)) throw new HubError('not-found', `no raid "${raidId}"`);
    return this.repo()
      .read(raidId)
      .map((row) => `${canonicalJson(row)}\n`)
      .join('');
  }

  /** `madeAgainst`: the state id the players saw (undefined for the hub's own dice). */
  private apply(running: RunningRaid, madeAgainst: string | undefined, command: RaidCommand, actor: string): void {
    const { raidId } = running.record;
    const applied = this.host().apply(raidId, madeAgainst, command, actor);
    if (!applied.ok) throw refused(applied.violation);
    if (applied.game.finished) {
      running.record = { ...running.record, ...(applied.game.endedAt === undefined ? {} : { endedAt: applied.game.endedAt }) };
      this.raids.delete(raidId);
      this.host().forget(raidId);
      this.log.info({ raidId, winner: applied.game.state.winner }, 'raid ended');
    }
  }

  /** Shuffles are always the hub's (the raid deck is virtual); dice too unless the players roll their own. */
  private rollHubDice(running: RunningRaid): void {
    const { raidId } = running.record;
    while (this.raids.has(raidId)) {
      const prompt = this.state(raidId).prompt;
      if (!prompt || prompt.kind === 'resolve' || (prompt.kind === 'die' && running.record.dice === 'table')) return;
      this.apply(running, undefined, { type: 'SupplyRandom', promptId: prompt.id, value: rollFor(prompt), origin: SOFTWARE_ORIGIN }, 'hub');
    }
  }

  private toCommand(state: RaidState, action: RaidAction): RaidCommand {
    switch (action.type) {
      case 'RollDie':
        return { type: 'SupplyRandom', promptId: action.promptId, value: action.value, origin: { kind: 'table', note: action.note } };
      case 'ResolveEffect':
        return { type: 'ResolveEffect', promptId: action.promptId };
      case 'PlaySupporter':
        return { type: 'PlaySupporter', player: action.player, card: this.card(action.cardId), for: action.for };
      case 'PlayStadium':
        return { type: 'PlayStadium', player: action.player, card: this.card(action.cardId) };
      case 'PlayerAttack': {
        const active = state.players[action.player]?.active;
        if (!active) throw new HubError('invalid-command', `player ${action.player} has no Active Pokémon to attack with: set it first (SetPlayerActive)`);
        const { seq: _seq, type, player, attack, baseDamage, attackerBonus, bossReduction, conditions } = action;
        return { type, player, attacker: active.card, attack, attackerBonus, bossReduction, conditions, ...(baseDamage === undefined ? {} : { baseDamage }) };
      }
      case 'PassAttack':
        return { type: 'PassAttack', player: action.player };
      case 'SetPlayerActive':
        return { type: 'SetPlayerActive', player: action.player, active: action.cardId === null ? null : { card: this.card(action.cardId), damage: action.damage } };
      case 'ReportKnockOut':
        return { type: 'ReportKnockOut', player: action.player };
      case 'ReduceBossDamage':
        return { type: 'ReduceBossDamage', player: action.player, amount: action.amount, reason: action.reason };
      case 'AdjustBoss':
        return { type: 'AdjustBoss', boss: action.boss, damage: action.damage, reason: action.reason };
      case 'AttachFromDiscard':
        return { type: 'AttachFromDiscard', uid: action.uid, boss: action.boss, reason: action.reason };
      case 'DiscardFromBoss':
        return { type: 'DiscardFromBoss', uid: action.uid, reason: action.reason };
      case 'BlockBossAttack':
        return { type: 'BlockBossAttack', boss: action.boss, attack: action.attack, reason: action.reason };
      case 'RaidDeckDraws':
        return { type: 'RaidDeckDraws', count: action.count, reason: action.reason };
    }
  }

  private card(id: string): CardDef {
    const card = this.catalogue.get(id);
    if (!card) throw new HubError('invalid-message', `no card "${id}" in the catalogue`);
    return card;
  }

  private running(raidId: string): RunningRaid {
    const running = this.raids.get(raidId);
    if (running) return running;
    if (this.repo().get(raidId)) throw new HubError('conflict', `raid "${raidId}" is over`);
    throw new HubError('not-found', `no raid "${raidId}"`);
  }

  /** The raid as it stands: the host's game while it runs, the last state once it ended (it leaves the host then). */
  private snapshot(running: RunningRaid): RaidSnapshot {
    const game = this.host().get(running.record.raidId);
    if (!game) return this.ended(running.record);
    return { raid: running.record, seq: game.seq, state: raidView(game.state), rolls: running.rolls };
  }

  private ended(record: RaidRecord): RaidSnapshot {
    const rows = this.repo().read<RaidEvent>(record.raidId);
    const events = rows.map((r) => r.event);
    return { raid: record, seq: rows.at(-1)?.seq ?? 0, state: raidView(replayRaid(events)), rolls: rollsAmong(events) };
  }

  private state(raidId: string): RaidState {
    const game = this.host().get(raidId);
    if (!game) throw new HubError('conflict', `raid "${raidId}" is over`);
    return game.state;
  }

  private host(): GameHost<RaidState, RaidCommand, RaidEvent, RaidView, RaidViewer> {
    if (!this.games) throw new Error('RaidService used before onModuleInit');
    return this.games;
  }

  private repo(): RaidLog {
    if (!this.repository) throw new Error('RaidService used before onModuleInit');
    return this.repository;
  }
}

/** A rule violation as a REST error: its code, its reason, and where 003 (or 000) says so. */
function refused(violation: RuleViolation): HubError {
  return new HubError('invalid-command', `${violation.code}: ${violation.message} (${violation.ref.file}, "${violation.ref.section}")`);
}
