import { randomUUID } from 'node:crypto';
import { Inject, Injectable, type OnApplicationBootstrap, type OnModuleDestroy } from '@nestjs/common';
import { connect, type MqttClient } from 'mqtt';
import type { MirrormatConfig } from '../config/config.schema.js';
import { CONFIG } from '../config/config.tokens.js';
import { HealthRegistry } from '../health/health.js';
import { HubEventBus } from '../kernel/hub-events.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { MatchService } from '../matches/match.service.js';
import { TablesService } from '../matches/tables.service.js';
import { claimTopicHub, claimTopics } from '../mqtt/table-claims.js';
import { MQTT_CONNECTION_SOURCE, hubClientOptions, type MqttConnectionSource } from '../mqtt/mqtt.tokens.js';
import { HubNetworkService } from '../network/hub-network.service.js';
import { STORE_SUMMARY_VERSION, type StoreTable, type StoreTableSummary } from '../protocol/store.schema.js';
import type { GameView } from '../rules/index.js';
import { readTableSummary, storeTables, summaryTopicKey, summaryTopics, tableSummary, type RemoteTable } from './store-tables.js';

declare module '../kernel/hub-events.js' {
  interface HubEventMap {
    /** A table of the store changed, on this hub or another (GET /api/store/tables changed). */
    'store.changed': Record<string, never>;
  }
}

const DEVICE_RANK = { up: 0, degraded: 1, down: 2 } as const;

/**
 * The store's tables across its hubs (issue 17, item 2). This hub's tables are summarised here from
 * its own games; on a store broker (mqtt.mode external) each summary is also published retained, and
 * every other hub's summaries and table claims (a claim is a live hub: table-claims.ts) are read
 * back, so any hub's store overview lists every table, and a hub that went down shows as down with
 * its tables' last state. With the embedded broker the hub is its own store.
 */
@Injectable()
export class StoreViewService implements OnApplicationBootstrap, OnModuleDestroy {
  private client: MqttClient | undefined;
  private readonly remote = new Map<string, RemoteTable>();
  /** The other versions already logged, once each per hub: a mixed store during an upgrade is no error. */
  private readonly otherVersionsLogged = new Set<string>();
  private readonly liveHubs = new Set<string>();
  /** What was last published per own table, without its time, so an unchanged table is not sent again. */
  private readonly published = new Map<string, string>();
  private readonly offs: (() => void)[] = [];

  constructor(
    @Inject(CONFIG) private readonly config: MirrormatConfig,
    @Inject(MQTT_CONNECTION_SOURCE) private readonly connection: MqttConnectionSource,
    @Inject(LOGGER) private readonly logger: Logger,
    private readonly tables: TablesService,
    private readonly matches: MatchService,
    private readonly health: HealthRegistry,
    private readonly network: HubNetworkService,
    private readonly events: HubEventBus,
  ) {}

  list(): StoreTable[] {
    return storeTables(this.own(), [...this.remote.values()], this.liveHubs, this.config.hub.id);
  }

  onApplicationBootstrap(): void {
    const changed = () => {
      this.publishOwn();
      this.events.emit('store.changed', {});
    };
    this.offs.push(
      this.events.on('game.changed', (change) => change.kind === 'match' && changed()),
      this.events.on('tables.changed', changed),
      // A summary carries the table's device health: a board back after a broker restart must show as up.
      this.events.on('health.changed', changed),
    );
    if (this.config.mqtt.mode !== 'external') return;
    const log = this.logger.child({ component: 'store-view' });
    const connection = this.connection.connection();
    const client = connect(connection.url, hubClientOptions(connection, `mirrormat-store-${this.config.hub.id}-${randomUUID().slice(0, 8)}`));
    this.client = client;
    client.on('error', (error) => log.warn({ err: error.message }, 'store-view mqtt client error'));
    client.on('message', (topic, payload) => {
      if (this.onMessage(topic, payload)) this.events.emit('store.changed', {});
    });
    client.on('connect', () => {
      // A broker that restarted without persistence has forgotten the summaries: send them again.
      this.published.clear();
      client.subscribeAsync([claimTopics.every, summaryTopics.every], { qos: 1 }).then(
        () => this.publishOwn(),
        (error: unknown) => log.warn({ err: error }, 'store-view subscription failed'),
      );
    });
  }

  async onModuleDestroy(): Promise<void> {
    for (const off of this.offs.splice(0)) off();
    const client = this.client;
    this.client = undefined;
    await client?.endAsync(true);
  }

  /** Whether the message changed what the store shows. Anything malformed is ignored: it changes nothing. */
  private onMessage(topic: string, payload: Buffer): boolean {
    const claimant = claimTopicHub(topic);
    if (claimant !== undefined) {
      const was = this.liveHubs.has(claimant);
      if (payload.length === 0) this.liveHubs.delete(claimant);
      else this.liveHubs.add(claimant);
      return was !== this.liveHubs.has(claimant);
    }
    const key = summaryTopicKey(topic);
    if (key === undefined || key.hub === this.config.hub.id) return false;
    const id = `${key.hub}/${key.table}`;
    if (payload.length === 0) return this.remote.delete(id);
    const read = readTableSummary(safeJson(payload));
    const place = read && ('summary' in read ? read.summary : read.otherVersion);
    if (read === undefined || place?.hub !== key.hub || place.table !== key.table) {
      this.logger.warn({ topic }, 'ignoring a malformed table summary');
      return false;
    }
    if ('otherVersion' in read && !this.otherVersionsLogged.has(`${key.hub}@${read.otherVersion.v}`)) {
      this.otherVersionsLogged.add(`${key.hub}@${read.otherVersion.v}`);
      this.logger.warn(
        { hub: key.hub, version: read.otherVersion.v, ours: STORE_SUMMARY_VERSION },
        `hub ${key.hub} publishes table summaries of version ${read.otherVersion.v}, this hub reads version ${STORE_SUMMARY_VERSION}: its tables show as from a hub of another version until the hubs of the store run one release`,
      );
    }
    this.remote.set(id, read);
    return true;
  }

  private own(): StoreTableSummary[] {
    const hubUrl = this.network.current().urls.find((url) => !url.includes('//localhost:')) ?? null;
    const components = this.health.snapshot();
    return this.tables.list().map((table) => {
      const statuses = components.filter((c) => c.tableId === table.id && c.status !== 'disabled').map((c) => c.status as keyof typeof DEVICE_RANK);
      const devices = statuses.reduce<keyof typeof DEVICE_RANK>((worst, s) => (DEVICE_RANK[s] > DEVICE_RANK[worst] ? s : worst), 'up');
      const game = this.matches.view(table.id, { role: 'spectator' }) as GameView | null;
      const { match } = this.matches.current(table.id);
      return tableSummary({ hub: this.config.hub.id, hubUrl, table, game, match, devices, now: new Date() });
    });
  }

  private publishOwn(): void {
    const client = this.client;
    if (!client?.connected) return;
    for (const summary of this.own()) {
      const { updatedAt: _, ...content } = summary;
      const text = JSON.stringify(content);
      if (this.published.get(summary.table) === text) continue;
      this.published.set(summary.table, text);
      client.publishAsync(summaryTopics.summary(summary.hub, summary.table), JSON.stringify(summary), { qos: 1, retain: true }).catch((error: unknown) => {
        this.published.delete(summary.table);
        this.logger.warn({ err: error, table: summary.table }, 'table summary not published');
      });
    }
  }
}

function safeJson(payload: Buffer): unknown {
  try {
    return JSON.parse(payload.toString('utf8'));
  } catch {
    return undefined;
  }
}
