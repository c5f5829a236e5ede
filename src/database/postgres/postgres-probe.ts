import pg from 'pg';

/** How long a probe waits for the server, to connect and to answer: /health says "down" within about this. */
export const PROBE_TIMEOUT_MS = 2_000;

/**
 * Asks the store's PostgreSQL whether it answers, over a connection of its own, asynchronously and
 * with a time limit: a server that stops answering without refusing (a pulled cable) is found out
 * within `timeoutMs` and never blocks the hub, as the synchronous connection's query would for up
 * to its 30 s. The connection is kept between probes and dropped at the first failure.
 */
export class PostgresProbe {
  private client: pg.Client | undefined;

  constructor(
    /** postgres://user:password@host:port/database; never logged. */
    private readonly connectionString: string,
    private readonly timeoutMs = PROBE_TIMEOUT_MS,
  ) {}

  /** Null when the server answered; else why not, in PostgreSQL's or the socket's words. */
  async check(): Promise<string | null> {
    try {
      const client = this.client ?? (await this.connect());
      await client.query('SELECT 1');
      return null;
    } catch (error) {
      this.close();
      const message = error instanceof Error ? error.message : String(error);
      // pg's words for its own time limits, said as what they mean here.
      return /^(timeout expired|Query read timeout|Connection terminated due to connection timeout)$/.test(message) ? `no answer within ${this.timeoutMs} ms` : message;
    }
  }

  close(): void {
    const client = this.client;
    this.client = undefined;
    // end() waits for the server's goodbye, which a silent server never sends: the socket goes at once.
    client?.connection.stream.destroy();
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.connectionString, connectionTimeoutMillis: this.timeoutMs, query_timeout: this.timeoutMs, keepAlive: true });
    client.on('error', () => {
      if (this.client === client) this.close();
    });
    try {
      await client.connect();
    } catch (error) {
      client.connection.stream.destroy();
      throw error;
    }
    this.client = client;
    return client;
  }
}
