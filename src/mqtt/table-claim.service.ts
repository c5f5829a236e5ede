import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { connect, type MqttClient } from 'mqtt';
import type { MirrormatConfig } from '../config/config.schema.js';
import { CONFIG } from '../config/config.tokens.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { MQTT_CONNECTION_SOURCE, hubClientOptions, type MqttConnectionSource } from './mqtt.tokens.js';
import { claimConflicts, claimTopicHub, claimTopics, tableClaimSchema, type TableClaim } from './table-claims.js';

/**
 * How long the hub listens for the retained claims after subscribing. A broker sends retained
 * messages right behind the SUBACK; this only covers their transit on a busy store network.
 */
const SETTLE_MS = 500;
/** How long the start waits for the store's broker before it goes on without the check. */
const CONNECT_WAIT_MS = 5000;

/**
 * Claims this hub's table ids on the store's broker (mqtt.mode "external") before the hub serves
 * anyone, and refuses to start when another live hub owns one of them (table-claims.ts). A broker
 * that does not answer within CONNECT_WAIT_MS does not keep the hub from starting (its tables carry
 * on as the boards' broker comes and goes): the check then runs at the first connection, and a
 * clash found there is logged as an error, the hub already serving. With the embedded broker the
 * hub is alone on its broker: there is nobody to clash with.
 */
@Injectable()
export class TableClaimService implements OnApplicationBootstrap, OnModuleDestroy {
  private client: MqttClient | undefined;

  constructor(
    @Inject(CONFIG) private readonly config: MirrormatConfig,
    @Inject(MQTT_CONNECTION_SOURCE) private readonly connection: MqttConnectionSource,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  /** After every module's onModuleInit, so the broker connection is known; before the hub listens. */
  async onApplicationBootstrap(): Promise<void> {
    if (this.config.mqtt.mode !== 'external') return;
    const log = this.logger.child({ component: 'table-claims' });
    const hub = this.config.hub.id;
    const own: TableClaim = { v: 1, hub, tables: this.config.tables.map((t) => t.id) };
    const connection = this.connection.connection();
    const client = connect(connection.url, {
      // Random: a second process with this hub id must not take over the live hub's session.
      ...hubClientOptions(connection, `mirrormat-claims-${hub}-${randomUUID().slice(0, 8)}`),
      // An empty retained message deletes the claim: a hub that dies leaves no claim behind.
      will: { topic: claimTopics.claim(hub), payload: Buffer.alloc(0), qos: 1, retain: true },
    });
    this.client = client;
    client.on('error', (error) => log.warn({ err: error.message }, 'table-claims mqtt client error'));
    const claims = new Map<string, TableClaim>();
    let claimed = false;
    client.on('message', (topic, payload) => {
      const owner = claimTopicHub(topic);
      if (owner === undefined) return;
      if (payload.length === 0) {
        claims.delete(owner);
        return;
      }
      const parsed = tableClaimSchema.safeParse(safeJson(payload));
      if (!parsed.success || parsed.data.hub !== owner) {
        log.warn({ topic }, 'ignoring a malformed table claim');
        return;
      }
      // Our own claim comes back to us once we have published it.
      if (claimed && owner === hub) return;
      claims.set(owner, parsed.data);
      // Two hubs starting in the same instant can both pass the check; the later one is told here.
      if (claimed) for (const conflict of claimConflicts(own, [parsed.data])) log.error({ hub: owner }, conflict);
    });
    const publishClaim = () => client.publishAsync(claimTopics.claim(hub), JSON.stringify(own), { qos: 1, retain: true });
    /** Subscribes, listens for the retained claims, and claims when nobody else holds our ids. */
    const check = async (): Promise<string[]> => {
      await client.subscribeAsync(claimTopics.every, { qos: 1 });
      await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
      const conflicts = claimConflicts(own, [...claims.values()]);
      if (conflicts.length > 0) return conflicts;
      await publishClaim();
      claimed = true;
      log.info({ hub, tables: own.tables }, 'tables claimed on the store broker');
      return [];
    };
    client.on('connect', () => {
      // A broker that restarted without persistence has forgotten the claim: make it again.
      if (claimed) publishClaim().catch((error: unknown) => log.warn({ err: error }, 'table claim not renewed'));
    });

    const connected = await new Promise<boolean>((resolve) => {
      const timer = setTimeout(() => resolve(false), CONNECT_WAIT_MS);
      client.once('connect', () => {
        clearTimeout(timer);
        resolve(true);
      });
    });
    if (!connected) {
      log.warn({ url: connection.url }, 'the store broker does not answer: table ids are checked and claimed once it does');
      client.once('connect', () => {
        check().then(
          (conflicts) => conflicts.forEach((conflict) => log.error({ hub }, conflict)),
          (error: unknown) => log.error({ err: error }, 'table claim failed'),
        );
      });
      return;
    }
    const conflicts = await check();
    if (conflicts.length > 0) {
      this.client = undefined;
      await client.endAsync(true);
      throw new Error(`this hub (hub.id "${hub}") refuses to start:\n  - ${conflicts.join('\n  - ')}`);
    }
  }

  async onModuleDestroy(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    if (!client) return;
    if (client.connected) await client.publishAsync(claimTopics.claim(this.config.hub.id), Buffer.alloc(0), { qos: 1, retain: true }).catch(() => undefined);
    await client.endAsync(true);
  }
}

function safeJson(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
}
