import { createRequire } from 'node:module';
import { MessageChannel, receiveMessageOnPort, Worker, type MessagePort } from 'node:worker_threads';

/**
 * One PostgreSQL connection the hub's synchronous repositories can call as they call SQLite: a
 * worker thread holds a `pg` client, and each query blocks the caller (Atomics.wait) until the
 * server answered, as better-sqlite3 blocks on its fsync. So a query that returned was executed,
 * and a COMMIT that returned is durable on the server (synchronous_commit); the hub acknowledges
 * nothing before. Why the ports stay synchronous for now: src/database/POSTGRES.md.
 */
export interface PostgresError {
  readonly message: string;
  /** SQLSTATE, e.g. 23505 unique_violation, P0001 raise_exception; absent when the connection failed. */
  readonly code?: string;
  /** The connection (or its onConnect statements) failed, not the query itself. */
  readonly connecting?: boolean;
}

/** A query PostgreSQL refused, or a connection that failed: the server's message and SQLSTATE. */
export class PostgresQueryError extends Error {
  readonly code: string | undefined;
  constructor(error: PostgresError, sql: string) {
    super(`PostgreSQL: ${error.message} (${error.connecting ? 'connecting' : `in: ${sql.trim().split('\n')[0]?.slice(0, 80)}`})`);
    this.name = 'PostgresQueryError';
    this.code = error.code;
  }
}

export type SqlValue = string | number | boolean | null;

interface Reply {
  readonly rows?: Record<string, unknown>[];
  readonly error?: PostgresError;
}

/**
 * The worker's side, plain JavaScript evaluated in the thread (no file to find beside the compiled
 * code): it connects lazily, and again after a lost connection, so a restarted server is reached
 * by the next query. int8 and numeric come back as numbers (seq and counts stay far below 2^53).
 */
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const pg = require(workerData.pgPath);
pg.types.setTypeParser(20, Number);
pg.types.setTypeParser(1700, Number);
const { port, signal, connectionString, onConnect } = workerData;
let client;
async function connected() {
  if (client) return client;
  const next = new pg.Client({ connectionString, connectionTimeoutMillis: 10000, keepAlive: true });
  next.on('error', () => { if (client === next) client = undefined; });
  try {
    await next.connect();
    for (const sql of onConnect) await next.query(sql);
  } catch (error) {
    next.end().catch(() => {});
    error.connecting = true;
    throw error;
  }
  client = next;
  return client;
}
port.on('message', async ({ sql, params }) => {
  let reply;
  try {
    const result = await (await connected()).query(sql, params);
    reply = { rows: Array.isArray(result) ? result.at(-1).rows : result.rows };
  } catch (error) {
    if (error.code === undefined && client) { client.end().catch(() => {}); client = undefined; }
    reply = { error: { message: String(error.message), code: error.code, connecting: error.connecting === true } };
  }
  port.postMessage(reply);
  Atomics.store(signal, 0, 1);
  Atomics.notify(signal, 0);
});
`;

export interface SyncPostgresOptions {
  /** How long one query may take before the caller gives up on it (the connection is then closed). */
  readonly timeoutMs?: number;
  /**
   * Statements run on every new connection (the first, and each after a lost one) before any
   * query; one that fails fails the query that needed the connection (table-locks.ts takes the
   * hub's session locks so).
   */
  readonly onConnect?: readonly string[];
}

export class SyncPostgres {
  private readonly worker: Worker;
  private readonly port: MessagePort;
  private readonly signal = new Int32Array(new SharedArrayBuffer(4));
  private readonly timeoutMs: number;
  private closed = false;
  /** Why the worker died, if it did (it cannot load `pg`, say): said instead of a silent timeout. */
  private failure: Error | undefined;
  /** postgres://host:port/database: where it connects, without the user and password. */
  readonly where: string;

  constructor(
    /** postgres://user:password@host:port/database; never logged (it may hold a password). */
    connectionString: string,
    options: SyncPostgresOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
    const url = new URL(connectionString);
    this.where = `${url.protocol}//${url.host}${url.pathname}`;
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { port: port2, signal: this.signal, connectionString, onConnect: options.onConnect ?? [], pgPath: createRequire(import.meta.url).resolve('pg') },
      transferList: [port2],
    });
    this.worker.on('error', (error) => (this.failure = error));
    // The worker is idle between queries; it must not keep a finished process alive.
    this.worker.unref();
    this.port.unref();
  }

  /** Runs one statement (or several without parameters, separated by ";") and returns the last one's rows. */
  query<R = Record<string, unknown>>(sql: string, params: readonly SqlValue[] = []): R[] {
    if (this.closed || this.failure !== undefined) {
      throw new PostgresQueryError({ message: `the connection is closed${this.failure ? ` (${this.failure.message})` : ''}` }, sql);
    }
    Atomics.store(this.signal, 0, 0);
    this.port.postMessage({ sql, params });
    if (Atomics.wait(this.signal, 0, 0, this.timeoutMs) === 'timed-out') {
      this.close();
      throw new PostgresQueryError({ message: `no answer within ${this.timeoutMs} ms; the connection is closed` }, sql);
    }
    const reply = receiveMessageOnPort(this.port)?.message as Reply | undefined;
    if (reply?.error !== undefined) throw new PostgresQueryError(reply.error, sql);
    return (reply?.rows ?? []) as R[];
  }

  /** The first row, or undefined. */
  one<R = Record<string, unknown>>(sql: string, params: readonly SqlValue[] = []): R | undefined {
    return this.query<R>(sql, params)[0];
  }

  /**
   * Runs `body` in one transaction: committed when it returns, rolled back when it throws.
   * `lockKey` (pg_advisory_xact_lock) serialises the writers of one log across hubs, as SQLite's
   * BEGIN IMMEDIATE serialises the writers of one file.
   */
  transaction<T>(body: () => T, lockKey?: string): T {
    this.query('BEGIN');
    try {
      if (lockKey !== undefined) this.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [lockKey]);
      const result = body();
      this.query('COMMIT');
      return result;
    } catch (error) {
      if (!this.closed) {
        try {
          this.query('ROLLBACK');
        } catch {
          // The connection is gone: the server rolled the transaction back itself.
        }
      }
      throw error;
    }
  }

  get open(): boolean {
    return !this.closed;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.port.close();
    void this.worker.terminate();
  }
}
