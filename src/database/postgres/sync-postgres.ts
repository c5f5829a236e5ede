import { createRequire } from 'node:module';
import { MessageChannel, Worker, type MessagePort } from 'node:worker_threads';
import { DEFAULT_RECONNECT_WAIT_MS } from '../../config/config.schema.js';
import { HubError } from '../../kernel/hub-error.js';
import { ANSWER_SOURCE, blockingCall } from './blocking-call.js';
import { PostgresProbe } from './postgres-probe.js';

/**
 * One PostgreSQL connection the hub's synchronous repositories can call as they call SQLite: a
 * worker thread holds a `pg` client, and each query blocks the caller (Atomics.wait) until the
 * server answered, as better-sqlite3 blocks on its fsync. So a query that returned was executed,
 * and a COMMIT that returned is durable on the server (synchronous_commit); the hub acknowledges
 * nothing before. Why the ports stay synchronous for now: src/database/POSTGRES.md.
 */
export interface PostgresError {
  readonly message: string;
  /** SQLSTATE, e.g. 23505 unique_violation, P0001 raise_exception; or the socket's (ECONNREFUSED), or none. */
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

/**
 * A server that is away, not a query it refused: SQLSTATE class 08 (connection exception), 57P01
 * admin_shutdown, 57P02 crash_shutdown, 57P03 cannot_connect_now (starting or stopping), or the
 * socket's own error (ECONNREFUSED, ECONNRESET, EPIPE…; no SQLSTATE class starts with E), or none.
 */
const AWAY = /^(08...|57P0[123]|E[A-Z_]+)$/;

function isAway(error: PostgresError): boolean {
  return error.code === undefined || AWAY.test(error.code);
}

/**
 * The store's database is not answering (stopped, restarting, unreachable): the request was
 * refused and nothing of it was written, unless `outcomeUnknown` (a COMMIT whose answer was lost,
 * and no way given to tell whether it happened). `cause` keeps PostgreSQL's own message for /health.
 */
export class PostgresUnavailableError extends HubError {
  constructor(
    override readonly cause: PostgresQueryError,
    readonly outcomeUnknown = false,
  ) {
    super(
      'unavailable',
      outcomeUnknown
        ? "The store's database stopped answering as this was being recorded; whether it was is not known. Reload before trying again."
        : "The store's database is not answering; nothing was recorded. Try again in a moment.",
    );
    this.name = 'PostgresUnavailableError';
  }
}

export type SqlValue = string | number | boolean | null;

/** Whether the server answered the last query or probe, when, and why not. */
export interface PostgresAvailability {
  readonly answering: boolean;
  readonly at: Date;
  /** PostgreSQL's or the socket's reason, while it does not answer. */
  readonly error?: string;
}

interface Reply {
  readonly rows?: Record<string, unknown>[];
  readonly error?: PostgresError;
}

/**
 * The worker's side, plain JavaScript evaluated in the thread (no file to find beside the compiled
 * code): it connects lazily, and again after a lost connection, so a restarted server is reached
 * by the next query (a server that is away, AWAY, drops the connection). int8 and numeric come back as numbers (seq and counts stay far below 2^53).
 * Each answer goes back through `answer` (blocking-call.ts), which the caller blocks on.
 */
const WORKER_SOURCE = `
const { workerData } = require('node:worker_threads');
const pg = require(workerData.pgPath);
pg.types.setTypeParser(20, Number);
pg.types.setTypeParser(1700, Number);
const { port, signal, connectionString, onConnect } = workerData;
const AWAY = new RegExp(workerData.away);
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
    if ((error.code === undefined || AWAY.test(error.code)) && client) { client.end().catch(() => {}); client = undefined; }
    reply = { error: { message: String(error.message), code: error.code, connecting: error.connecting === true } };
  }
  answer(port, signal, reply);
});
${ANSWER_SOURCE}`;

export interface SyncPostgresOptions {
  /** How long one query may take before the caller gives up on it (the connection is then closed). */
  readonly timeoutMs?: number;
  /**
   * How long a transaction waits for a server that went away (restarting, say) before it is
   * refused with PostgresUnavailableError; 0 refuses at once.
   */
  readonly reconnectWaitMs?: number;
  /**
   * Statements run on every new connection (the first, and each after a lost one) before any
   * query; one that fails fails the query that needed the connection (table-locks.ts takes the
   * hub's session locks so).
   */
  readonly onConnect?: readonly string[];
}

export class SyncPostgres {
  // A new worker, port and signal after a query that never answered (start()): the old worker may still answer it.
  private worker!: Worker;
  private port!: MessagePort;
  private signal!: Int32Array;
  /** Set when a query never answered and its connection was dropped: there is no transaction left to roll back. */
  private dropped = false;
  private readonly workerData: { connectionString: string; onConnect: readonly string[] };
  private readonly timeoutMs: number;
  private readonly reconnectWaitMs: number;
  /** Atomics.wait on it is the pause between two attempts to reach the server. */
  private readonly pause = new Int32Array(new SharedArrayBuffer(4));
  private closed = false;
  /** Inside an attempt of `waiting`: a read is then part of it, and waits with it rather than on its own. */
  private attempting = false;
  /** Why the worker died, if it did (it cannot load `pg`, say): said instead of a silent timeout. */
  private failure: Error | undefined;
  /** What the last query or probe found; undefined before the first. */
  private seen: PostgresAvailability | undefined;
  private readonly prober: PostgresProbe;
  private readonly availabilityListeners = new Set<(answering: boolean) => void>();
  /** postgres://host:port/database: where it connects, without the user and password. */
  readonly where: string;

  constructor(
    /** postgres://user:password@host:port/database; never logged (it may hold a password). */
    connectionString: string,
    options: SyncPostgresOptions = {},
  ) {
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.reconnectWaitMs = options.reconnectWaitMs ?? DEFAULT_RECONNECT_WAIT_MS;
    const url = new URL(connectionString);
    this.where = `${url.protocol}//${url.host}${url.pathname}`;
    this.workerData = { connectionString, onConnect: options.onConnect ?? [] };
    this.start();
    this.prober = new PostgresProbe(connectionString);
  }

  /** The worker thread that holds the connection, with its own port and signal. */
  private start(): void {
    const { port1, port2 } = new MessageChannel();
    this.port = port1;
    this.signal = new Int32Array(new SharedArrayBuffer(4));
    const worker = new Worker(WORKER_SOURCE, {
      eval: true,
      workerData: { ...this.workerData, port: port2, signal: this.signal, away: AWAY.source, pgPath: createRequire(import.meta.url).resolve('pg') },
      transferList: [port2],
    });
    this.worker = worker;
    worker.on('error', (error) => {
      if (this.worker === worker) this.failure = error;
    });
    // The worker is idle between queries; it must not keep a finished process alive.
    worker.unref();
    this.port.unref();
  }

  /** Runs one statement (or several without parameters, separated by ";") and returns the last one's rows. */
  query<R = Record<string, unknown>>(sql: string, params: readonly SqlValue[] = []): R[] {
    if (this.closed || this.failure !== undefined) {
      throw new PostgresQueryError({ message: `the connection is closed${this.failure ? ` (${this.failure.message})` : ''}` }, sql);
    }
    const answered = blockingCall<Reply>(this.port, this.signal, { sql, params }, this.timeoutMs);
    if (answered === undefined) {
      // A server that stopped answering without refusing (a pulled cable): the statement may have been carried out.
      // Its connection is dropped and the next statement gets a new one, so the hub carries on once the server answers.
      const message = `no answer within ${this.timeoutMs} ms; the next statement opens a new connection`;
      this.saw(false, message);
      this.port.close();
      void this.worker.terminate();
      this.start();
      this.dropped = true;
      throw new PostgresUnavailableError(new PostgresQueryError({ message }, sql), true);
    }
    this.dropped = false;
    const { reply } = answered;
    const away = reply.error !== undefined && isAway(reply.error);
    this.saw(!away, away ? reply.error?.message : undefined);
    if (reply.error !== undefined) {
      const error = new PostgresQueryError(reply.error, sql);
      throw isAway(reply.error) ? new PostgresUnavailableError(error) : error;
    }
    return (reply.rows ?? []) as R[];
  }

  /**
   * Calls `listener` each time the server stops or starts answering, as any query finds it (a
   * transaction's, or /health's): the live health topic follows the database line so. It is
   * called after the query returned, never inside it. Returns the unsubscribe.
   */
  onAvailability(listener: (answering: boolean) => void): () => void {
    this.availabilityListeners.add(listener);
    return () => this.availabilityListeners.delete(listener);
  }

  /** What the last query or probe found (the database line of /health reads it, never waiting on the server). */
  get availability(): PostgresAvailability | undefined {
    return this.seen;
  }

  /**
   * Asks the server over the probe's own connection, asynchronously and within 2 s (postgres-probe.ts):
   * an idle hub finds a server that stopped answering without blocking, and tells onAvailability.
   */
  async probe(): Promise<void> {
    const problem = await this.prober.check();
    if (!this.closed) this.saw(problem === null, problem ?? undefined);
  }

  private saw(answering: boolean, error?: string): void {
    const changed = this.seen?.answering !== answering;
    this.seen = { answering, at: new Date(), ...(error === undefined ? {} : { error }) };
    if (!changed) return;
    // After the caller's statement (a whole transaction, say): a listener may query in turn.
    queueMicrotask(() => this.availabilityListeners.forEach((listener) => listener(answering)));
  }

  /** The first row, or undefined. */
  one<R = Record<string, unknown>>(sql: string, params: readonly SqlValue[] = []): R | undefined {
    return this.query<R>(sql, params)[0];
  }

  /**
   * Runs one statement that only reads, and waits for a server that went away as a transaction
   * does, since a read is safe to send again. Inside a transaction (or a check of a lost COMMIT)
   * it is one statement of that attempt, which is run again whole.
   */
  read<R = Record<string, unknown>>(sql: string, params: readonly SqlValue[] = []): R[] {
    return this.attempting ? this.query<R>(sql, params) : this.waiting(() => this.query<R>(sql, params));
  }

  /**
   * Runs `body` in one transaction: committed when it returns, rolled back when it throws.
   * `lockKey` (pg_advisory_xact_lock) serialises the writers of one log across hubs, as SQLite's
   * BEGIN IMMEDIATE serialises the writers of one file.
   *
   * A server that goes away mid-transaction rolled it back, so the whole transaction runs again
   * once the server answers, for up to `reconnectWaitMs` (`body` must only read and write the
   * database). A COMMIT whose answer was lost may have happened: it is never sent again blindly;
   * `committed` tells from the database whether it did (the chain's head holds the row written,
   * say; a read-only or idempotent body may answer false, to be run again). Without `committed`,
   * or past the wait, the caller gets PostgresUnavailableError.
   */
  transaction<T>(body: () => T, lockKey?: string, committed?: (result: T) => boolean): T {
    return this.waiting((deadline) => {
      let result: T;
      try {
        this.query('BEGIN');
        if (lockKey !== undefined) this.query('SELECT pg_advisory_xact_lock(hashtextextended($1, 0))', [lockKey]);
        result = body();
      } catch (error) {
        this.rollBack();
        throw error;
      }
      try {
        this.query('COMMIT');
        return result;
      } catch (error) {
        if (!(error instanceof PostgresUnavailableError)) {
          this.rollBack();
          throw error;
        }
        const outcome = committed === undefined ? undefined : this.outcome(() => committed(result), deadline);
        if (outcome === undefined) throw new PostgresUnavailableError(error.cause, true);
        if (outcome) return result;
        // It did not happen: the server rolled it back, and it is run again whole.
        throw error;
      }
    });
  }

  /**
   * Runs `attempt` until it returns, waiting for a server that went away (PostgresUnavailableError)
   * until `deadline`: the one place the hub waits through a restart, for transactions and reads
   * alike. An attempt whose outcome is not known (a lost COMMIT nothing could check) is not run again.
   */
  private waiting<T>(attempt: (deadline: number) => T, deadline = Date.now() + this.reconnectWaitMs): T {
    for (;;) {
      const within = this.attempting;
      this.attempting = true;
      try {
        return attempt(deadline);
      } catch (error) {
        if (!(error instanceof PostgresUnavailableError) || error.outcomeUnknown || !this.reached(deadline)) throw error;
      } finally {
        this.attempting = within;
      }
    }
  }

  /** Whether a COMMIT whose answer was lost happened, asked once the server answers; undefined past the deadline. */
  private outcome(committed: () => boolean, deadline: number): boolean | undefined {
    try {
      return this.waiting(committed, deadline);
    } catch (error) {
      if (error instanceof PostgresUnavailableError) return undefined;
      throw error;
    }
  }

  /**
   * Waits for the server to answer again, trying ten times a second until `deadline`: true once it
   * answers (on a new connection, its table locks taken again), false when the time is up. A new
   * connection the server refuses for another reason (another hub took a table meanwhile) throws.
   */
  private reached(deadline: number): boolean {
    while (Date.now() < deadline) {
      Atomics.wait(this.pause, 0, 0, Math.min(100, Math.max(0, deadline - Date.now())));
      try {
        this.query('SELECT 1');
        return true;
      } catch (error) {
        if (!(error instanceof PostgresUnavailableError)) throw error;
      }
    }
    return false;
  }

  private rollBack(): void {
    if (this.closed || this.dropped) return;
    try {
      this.query('ROLLBACK');
    } catch {
      // The connection is gone: the server rolled the transaction back itself.
    }
  }

  get open(): boolean {
    return !this.closed;
  }

  close(): void {
    if (this.closed) return;
    this.closed = true;
    this.prober.close();
    this.port.close();
    void this.worker.terminate();
  }
}
