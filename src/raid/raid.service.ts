import { Inject, Injectable, type OnModuleInit } from '@nestjs/common';
import { randomUUID } from 'node:crypto';
import { CatalogueService } from '../catalogue/catalogue.service.js';
import { DATABASE, type Db } from '../database/database.tokens.js';
import {
  decideRaid,
  initialRaidState,
  raidView,
  replayRaid,
  type RaidCommand,
  type RaidEvent,
  type RaidState,
  type RaidView,
} from '../formats/raid/index.js';
import { RECOMMENDED_RAID_DECK } from '../formats/raid/recommended-raid-deck.js';
import { canonicalJson } from '../match-log/canonical-json.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { HubError } from '../kernel/hub-error.js';
import { HubEventBus } from '../kernel/hub-events.js';
import type { CardDef } from '../rules/card.js';
import type { RuleViolation } from '../rules/rulebook.js';
import { rollFor, SOFTWARE_ORIGIN } from './raid-dice.js';
import { rollsAmong, type RaidRoll } from './raid-rolls.js';
import { RaidAlreadyExistsError, RaidLogRepository, type RaidRecord } from './raid-log.repository.js';
import type { RaidAction, StartRaidBody } from './raid.schema.js';

declare module '../kernel/hub-events.js' {
  interface HubEventMap {
    /** A raid started, moved on or ended (its GET /api/raids/:id and the raid list changed). */
    'raid.changed': { raidId: string };
  }
}

interface RunningRaid {
  record: RaidRecord;
  state: RaidState;
  seq: number;
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
 * Runs raids at tables (003 "Raid-Format", "Giovanni-Format"): resolves cards at the edge,
 * asks the pure raid engine (src/formats/raid), appends its events to the raid log, rolls the
 * hub's dice, and on boot replays every unfinished raid from its log.
 */
@Injectable()
export class RaidService implements OnModuleInit {
  private readonly raids = new Map<string, RunningRaid>();
  private readonly log: Logger;
  private repository: RaidLogRepository | undefined;

  constructor(
    @Inject(DATABASE) private readonly db: Db,
    @Inject(LOGGER) logger: Logger,
    private readonly catalogue: CatalogueService,
    private readonly events: HubEventBus,
  ) {
    this.log = logger.child({ component: 'raid' });
  }

  onModuleInit(): void {
    this.repository = RaidLogRepository.open(this.db);
    for (const record of this.repository.list({ unfinished: true })) {
      const rows = this.repository.read<RaidEvent>(record.raidId);
      const events = rows.map((r) => r.event);
      this.raids.set(record.raidId, { record, state: replayRaid(events), seq: rows.at(-1)?.seq ?? 0, rolls: rollsAmong(events) });
      this.log.info({ raidId: record.raidId, events: rows.length }, 'raid resumed from its log');
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
    const decision = decideRaid(initialRaidState, command);
    if (!decision.ok) throw refused(decision.violation);
    const record: RaidRecord = { raidId, tableId: body.tableId, startedAt: new Date().toISOString(), format: body.format, dice: body.dice };
    try {
      this.repo().create(record, actor, decision.events);
    } catch (error) {
      if (error instanceof RaidAlreadyExistsError) throw new HubError('conflict', error.message);
      throw error;
    }
    const running: RunningRaid = { record, state: replayRaid(decision.events), seq: decision.events.length, rolls: rollsAmong(decision.events) };
    this.raids.set(raidId, running);
    this.log.info({ raidId, format: body.format, players: body.players.length, deck: command.raidDeck.length, actor }, 'raid started');
    this.rollHubDice(running);
    this.events.emit('raid.changed', { raidId });
    return this.snapshot(running);
  }

  act(raidId: string, action: RaidAction, actor: string): RaidSnapshot {
    const running = this.running(raidId);
    if (action.seq !== undefined && action.seq !== running.seq) {
      throw new HubError('stale-state', `the command was made against seq ${action.seq}, but raid ${raidId} is at seq ${running.seq}`);
    }
    this.apply(running, this.toCommand(running, action), actor);
    this.rollHubDice(running);
    this.events.emit('raid.changed', { raidId });
    return this.snapshot(running);
  }

  get(raidId: string): RaidSnapshot {
    const running = this.raids.get(raidId);
    if (running) return this.snapshot(running);
    const record = this.repo().get(raidId);
    if (!record) throw new HubError('not-found', `no raid "${raidId}"`);
    const rows = this.repo().read<RaidEvent>(raidId);
    const events = rows.map((r) => r.event);
    return { raid: record, seq: rows.at(-1)?.seq ?? 0, state: raidView(replayRaid(events)), rolls: rollsAmong(events) };
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

  private apply(running: RunningRaid, command: RaidCommand, actor: string): void {
    const decision = decideRaid(running.state, command);
    if (!decision.ok) throw refused(decision.violation);
    const rows = this.repo().append(running.record.raidId, running.seq, actor, decision.events);
    running.rolls.push(...rollsAmong(decision.events, running.state.prompt));
    running.state = replayRaid(decision.events, running.state);
    running.seq = rows.at(-1)?.seq ?? running.seq;
    if (running.state.phase === 'finished') {
      const endedAt = new Date().toISOString();
      this.repo().end(running.record.raidId, endedAt);
      running.record = { ...running.record, endedAt };
      this.raids.delete(running.record.raidId);
      this.log.info({ raidId: running.record.raidId, winner: running.state.winner }, 'raid ended');
    }
  }

  /** Shuffles are always the hub's (the raid deck is virtual); dice too unless the players roll their own. */
  private rollHubDice(running: RunningRaid): void {
    for (let prompt = running.state.prompt; prompt && prompt.kind !== 'resolve'; prompt = running.state.prompt) {
      if (prompt.kind === 'die' && running.record.dice === 'table') return;
      this.apply(running, { type: 'SupplyRandom', promptId: prompt.id, value: rollFor(prompt), origin: SOFTWARE_ORIGIN }, 'hub');
      if (running.state.phase === 'finished') return;
    }
  }

  private toCommand(running: RunningRaid, action: RaidAction): RaidCommand {
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
        const active = running.state.players[action.player]?.active;
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

  private snapshot(running: RunningRaid): RaidSnapshot {
    return { raid: running.record, seq: running.seq, state: raidView(running.state), rolls: running.rolls };
  }

  private repo(): RaidLogRepository {
    if (!this.repository) throw new Error('RaidService used before onModuleInit');
    return this.repository;
  }
}

/** A rule violation as a REST error: its code, its reason, and where 003 (or 000) says so. */
function refused(violation: RuleViolation): HubError {
  return new HubError('invalid-command', `${violation.code}: ${violation.message} (${violation.ref.file}, "${violation.ref.section}")`);
}
