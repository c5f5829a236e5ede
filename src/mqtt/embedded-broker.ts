import { randomBytes } from 'node:crypto';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { Aedes, type AuthenticateError, type Client } from 'aedes';
import type { Logger } from 'pino';
import type { HealthComponent, HealthContributor } from '../health/health.js';
import { authenticate, checkAccounts, mayPublish, maySubscribe, type BoardAccount, type BrokerAccounts, type BrokerIdentity } from './broker-acl.js';
import type { MqttConnection } from './mqtt.tokens.js';
import { guardedConnection } from './packet-guard.js';

export const HUB_USERNAME = 'mirrormat-hub';

export interface EmbeddedBrokerOptions {
  /** The hub this broker serves (hub.id). */
  readonly hubId: string;
  readonly host: string;
  readonly port: number;
  readonly allowAnonymous: boolean;
  readonly boards: readonly BoardAccount[];
}

/** aedes' connect return codes (MQTT 3.1.1 CONNACK): 4 bad user name or password, 5 not authorised. */
function authError(message: string, returnCode: 4 | 5): AuthenticateError {
  return Object.assign(new Error(message), { returnCode }) as AuthenticateError;
}

/**
 * The embedded MQTT broker (aedes) the zone boards report to when mqtt.mode is "embedded".
 * It enforces the accounts and topic rules of broker-acl.ts; the hub's own client logs in with
 * credentials generated at every start, so no hub password is ever stored or configured.
 */
export class EmbeddedMqttBroker implements HealthContributor {
  private broker: Aedes | undefined;
  private server: Server | undefined;
  private readonly identities = new WeakMap<Client, BrokerIdentity>();
  private accounts: BrokerAccounts | undefined;
  /** Made at the first start and kept across restarts, so the hub's client can log in again. */
  private hubPassword: string | undefined;

  constructor(
    private readonly options: EmbeddedBrokerOptions,
    private readonly log: Logger,
  ) {}

  async start(): Promise<void> {
    this.hubPassword ??= randomBytes(24).toString('base64url');
    const accounts: BrokerAccounts = {
      hubId: this.options.hubId,
      hub: { username: HUB_USERNAME, password: this.hubPassword },
      boards: this.options.boards,
      allowAnonymous: this.options.allowAnonymous,
    };
    checkAccounts(accounts);
    this.accounts = accounts;
    const broker = await Aedes.createBroker({
      // A board's report is tiny; a client that stops reading must not stall every other one.
      drainTimeout: 10_000,
      maxTopicLevels: 16,
      authenticate: (client, username, password, done) => {
        const result = authenticate(accounts, username, password);
        if (result.ok) {
          this.identities.set(client, result.identity);
          done(null, true);
          return;
        }
        this.log.warn({ clientId: client.id, username, reason: result.reason }, 'mqtt login refused');
        done(authError(result.reason, result.reason === 'anonymous-refused' ? 5 : 4), false);
      },
      authorizePublish: (client, packet, done) => {
        // client is null only for a stale will aedes publishes on its own behalf.
        const identity = client ? this.identities.get(client) : undefined;
        if (identity && mayPublish(identity, packet.topic)) {
          done(null);
          return;
        }
        this.log.warn({ clientId: client?.id, identity, topic: packet.topic }, 'mqtt publish refused');
        done(new Error(`publish to ${packet.topic} not allowed`));
      },
      authorizeSubscribe: (client, subscription, done) => {
        const identity = this.identities.get(client);
        if (identity && maySubscribe(identity, subscription.topic)) {
          done(null, subscription);
          return;
        }
        this.log.warn({ clientId: client.id, identity, topic: subscription.topic }, 'mqtt subscribe refused');
        // A null subscription is answered with SUBACK 0x80 (failure), the client stays connected.
        done(null, null);
      },
    });
    broker.on('clientError', (client, error) => this.log.debug({ clientId: client.id, err: error.message }, 'mqtt client error'));
    const server = createServer((socket) =>
      broker.handle(
        guardedConnection(socket, (why) => this.log.warn({ address: socket.remoteAddress }, `mqtt connection closed: ${why}`)),
      ),
    );
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.options.port, this.options.host, () => {
        server.off('error', reject);
        resolve();
      });
    });
    server.on('error', (error) => this.log.error({ err: error }, 'mqtt listener error'));
    this.broker = broker;
    this.server = server;
    this.log.info({ host: this.options.host, port: this.port(), boards: this.options.boards.length }, 'embedded mqtt broker listening');
  }

  async stop(): Promise<void> {
    const { broker, server } = this;
    this.broker = undefined;
    this.server = undefined;
    // The broker first: it ends the client connections the listener's close() waits for.
    if (broker) await new Promise<void>((resolve) => broker.close(() => resolve()));
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  /** The port actually bound (the configured one). */
  port(): number {
    const address = this.server?.address() as AddressInfo | null | undefined;
    if (!address) throw new Error('the embedded mqtt broker is not listening');
    return address.port;
  }

  /** What the hub's own client needs to log in. */
  connection(): MqttConnection {
    if (!this.accounts) throw new Error('the embedded mqtt broker has not started');
    const host = this.options.host === '0.0.0.0' || this.options.host === '::' ? '127.0.0.1' : this.options.host;
    return {
      url: `mqtt://${host.includes(':') ? `[${host}]` : host}:${this.port()}`,
      username: this.accounts.hub.username,
      password: this.accounts.hub.password,
      rejectUnauthorized: true,
    };
  }

  health(): HealthComponent[] {
    const broker = this.broker;
    return [
      {
        kind: 'mqtt-broker',
        name: 'embedded',
        status: broker && !broker.closed ? 'up' : 'down',
        detail: {
          host: this.options.host,
          port: this.options.port,
          clientsConnected: broker?.connectedClients ?? 0,
          allowAnonymous: this.options.allowAnonymous,
        },
      },
    ];
  }
}
