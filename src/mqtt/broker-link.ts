import { randomUUID } from 'node:crypto';
import { connect, type MqttClient } from 'mqtt';
import type { HealthComponent, HealthContributor } from '../health/health.js';
import type { Logger } from '../logging/logger.js';
import { brokerRefusal } from './broker-refusal.js';
import { hubClientOptions, type MqttConnection } from './mqtt.tokens.js';

/**
 * The hub's line on /health for an external broker (mqtt.mode "external"): its own client with the
 * hub's account, so a wrong password or a broker certificate the CA did not sign shows as "down"
 * with the reason, and is logged once per change rather than at every reconnection.
 */
export class BrokerLink implements HealthContributor {
  private client: MqttClient | undefined;
  private connected = false;
  private refusal: string | undefined;
  private lastSeen: string | undefined;

  constructor(
    private readonly connection: MqttConnection,
    private readonly hubId: string,
    private readonly log: Logger,
    private readonly changed: () => void,
  ) {}

  start(): void {
    const client = connect(this.connection.url, hubClientOptions(this.connection, `mirrormat-link-${this.hubId}-${randomUUID().slice(0, 8)}`));
    this.client = client;
    client.on('connect', () => {
      this.connected = true;
      this.refusal = undefined;
      this.lastSeen = new Date().toISOString();
      this.log.info({ url: this.connection.url }, 'connected to the store broker');
      this.changed();
    });
    client.on('close', () => {
      if (!this.connected) return;
      this.connected = false;
      this.changed();
    });
    client.on('error', (error) => {
      const refusal = brokerRefusal(error);
      if (refusal === this.refusal) return;
      this.refusal = refusal;
      this.log.error({ url: this.connection.url }, `the store broker refuses the hub: ${refusal}`);
      this.changed();
    });
  }

  async stop(): Promise<void> {
    const client = this.client;
    this.client = undefined;
    await client?.endAsync(true);
  }

  health(): HealthComponent[] {
    return [
      {
        kind: 'mqtt-broker',
        name: 'external',
        status: this.connected ? 'up' : 'down',
        ...(this.lastSeen === undefined ? {} : { lastSeen: this.lastSeen }),
        detail: { url: this.connection.url, ...(this.refusal === undefined || this.connected ? {} : { refusal: this.refusal }) },
      },
    ];
  }
}
