import type { Statement } from 'better-sqlite3';
import type { Db } from '../database/database.tokens.js';
import { migrate } from '../database/migrate.js';
import { ChainedEventTable } from '../match-log/chained-event-table.js';
import { RAID_EVENTS, RAID_LOG_COMPONENT, RAID_LOG_MIGRATIONS, RaidLog, type RaidRow } from './raid-log.js';

export { RaidAlreadyExistsError, type RaidRecord } from './raid-log.js';

/** The raids' log in the hub's SQLite file (raid-log.ts): each write one immediate transaction. */
export class RaidLogRepository extends RaidLog {
  private readonly statements;
  protected readonly events: ChainedEventTable;

  private constructor(
    private readonly db: Db,
    now: () => Date,
  ) {
    super();
    this.events = new ChainedEventTable(db, RAID_EVENTS, now);
    this.statements = {
      insertRaid: db.prepare(
        'INSERT INTO raids (raid_id, table_id, started_at, format, dice, genesis_hash) VALUES (@raid_id, @table_id, @started_at, @format, @dice, @genesis_hash)',
      ),
      raid: db.prepare('SELECT * FROM raids WHERE raid_id = ?') as Statement<[string], RaidRow>,
      list: db.prepare('SELECT * FROM raids WHERE (@unfinished = 0 OR ended_at IS NULL) ORDER BY started_at, raid_id') as Statement<[{ unfinished: 0 | 1 }], RaidRow>,
      end: db.prepare('UPDATE raids SET ended_at = ? WHERE raid_id = ? AND ended_at IS NULL'),
    };
  }

  /** Brings the raid tables up to date. */
  static open(db: Db, options: { now?: () => Date } = {}): RaidLogRepository {
    migrate(db, RAID_LOG_COMPONENT, RAID_LOG_MIGRATIONS);
    return new RaidLogRepository(db, options.now ?? (() => new Date()));
  }

  protected raidRow(raidId: string): RaidRow | undefined {
    return this.statements.raid.get(raidId);
  }

  protected insertRaid(row: RaidRow): void {
    const { ended_at: _notYet, ...start } = row;
    this.statements.insertRaid.run(start);
  }

  protected raidRows(unfinished: boolean): RaidRow[] {
    return this.statements.list.all({ unfinished: unfinished ? 1 : 0 });
  }

  protected endRaid(raidId: string, at: string): void {
    this.statements.end.run(at, raidId);
  }

  protected writing<T>(_raidId: string, write: () => T): T {
    return this.db.transaction(write).immediate();
  }
}
