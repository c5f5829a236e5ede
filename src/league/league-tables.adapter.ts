import { Inject, Injectable } from '@nestjs/common';
import { JoinCodesService } from '../auth/join-codes.service.js';
import { MATCH_LOG, type MatchLog } from '../match-log/index.js';
import { MatchService } from '../matches/match.service.js';
import { onTableChange } from '../matches/table-changes.js';
import { HubEventBus } from '../kernel/hub-events.js';
import type { AdjustAction } from '../rules/index.js';
import { TablesService } from '../matches/tables.service.js';
import type { LeagueTables } from './league.ports.js';
import { leagueRefusal } from './league-refusal.js';

/** The league's tables port over the hub's match service, match log and join codes. */
@Injectable()
export class LeagueTablesAdapter implements LeagueTables {
  constructor(
    private readonly matches: MatchService,
    private readonly tables: TablesService,
    private readonly codes: JoinCodesService,
    @Inject(MATCH_LOG) private readonly log: MatchLog,
    private readonly bus: HubEventBus,
  ) {}

  startGame(tableId: string, game: { players: readonly [string, string]; format: string; profile: string; sameSeats: boolean }): string {
    const [p1, p2] = game.players;
    const summary = this.matches.start(
      tableId,
      { players: [{ name: p1 }, { name: p2 }], format: game.format, profile: game.profile as never },
      'league',
      { keepJoinCodes: game.sameSeats },
    );
    return summary.matchId;
  }

  gameRunning(tableId: string): boolean {
    return this.matches.current(tableId).match?.finished === false;
  }

  endGame(tableId: string, endedBy: 'organiser' | 'time'): void {
    if (this.gameRunning(tableId)) this.matches.end(tableId, 'league', endedBy);
  }

  judgeCorrect(tableId: string, matchId: string, correction: { judge: string; reason: string; action: AdjustAction }): void {
    const { stateId, match } = this.matches.current(tableId);
    if (match?.matchId !== matchId || match.finished) throw leagueRefusal('conflict', 'penalty-game-over', { table: tableId }, `the game at ${tableId} is over: the penalty is recorded in the event only`);
    const applied = this.matches.apply(tableId, stateId, { type: 'JudgeCorrect', ...correction }, `judge:${correction.judge}`, { pastHolds: true });
    if (!applied.ok) throw leagueRefusal('invalid-command', 'penalty-refused-by-rules', { rule: applied.violation.message }, `${applied.violation.message} (${applied.violation.ref.file}, ${applied.violation.ref.section})`);
  }

  gameLog(matchId: string, afterSeq: number) {
    return this.log.read(matchId, afterSeq + 1);
  }

  joinCodes(tableId: string) {
    return this.codes.codes(tableId);
  }

  seatFor(tableId: string, code: string) {
    return this.codes.seatFor(tableId, code);
  }

  onChange(listener: (tableId: string) => void): () => void {
    // After the engine's call returns: the league may start the next game from here.
    return onTableChange(this.bus, (change) => {
      if (change.kind === 'state') setImmediate(() => listener(change.tableId));
    });
  }

  tableExists(tableId: string): boolean {
    return this.tables.find(tableId) !== undefined;
  }
}
