// Child process of test/integration/match-log-sigkill.test.ts: appends a burst of events to a
// match through the compiled match log, with the hub's own durability settings, and prints
// `ack <seq> <hash>` after each committed append, until it is killed.
//   node test/support/log-writer.mjs <db file | postgres:// URL> <match id>
// Plain JavaScript on dist/ (npm test builds it first), so the process killed is the real thing.
import { writeSync } from 'node:fs';
import { openDatabase } from '../../dist/database/open-database.js';
import { SyncPostgres } from '../../dist/database/postgres/sync-postgres.js';
import { PostgresMatchLog } from '../../dist/match-log/postgres-match-log.js';
import { SqliteMatchLog } from '../../dist/match-log/sqlite-match-log.js';
import { burstEvent } from './log-writer-events.mjs';

const [store, matchId] = process.argv.slice(2);
const log = /^postgres(ql)?:\/\//.test(store) ? PostgresMatchLog.open(new SyncPostgres(store)) : SqliteMatchLog.open(openDatabase(store));
if (log.getMatch(matchId) === undefined) {
  log.createMatch({ matchId, tableId: 'sigkill', startedAt: new Date().toISOString(), profile: 'sv', format: 'standard' });
}
let seq = log.head(matchId).seq;
writeSync(1, `ready ${seq}\n`);
for (;;) {
  // One to three events per append: one transaction each, as the hub does per command.
  const size = 1 + (seq % 3);
  const events = Array.from({ length: size }, (_, i) => burstEvent(seq + i + 1));
  const rows = log.append(matchId, seq, seq % 2 === 0 ? 'p1' : 'p2', events);
  seq = rows[rows.length - 1].seq;
  writeSync(1, rows.map((row) => `ack ${row.seq} ${row.hash}\n`).join(''));
}
