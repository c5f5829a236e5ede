import { readFileSync } from 'node:fs';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { MirrormatConfig } from '../config/config.schema.js';
import { CONFIG } from '../config/config.tokens.js';
import { HealthRegistry } from '../health/health.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { BrokerLink } from './broker-link.js';
import { EmbeddedMqttBroker } from './embedded-broker.js';
import { externalConnection } from './external-connection.js';
import type { MqttConnection, MqttConnectionSource } from './mqtt.tokens.js';

/**
 * mqtt.mode "embedded": runs the aedes broker for the boards and hands the hub's client its
 * credentials. mqtt.mode "external": hands out the configured URL, credentials and TLS files (a
 * store's mosquitto; see packaging/BROKER.md) and shows on /health whether the broker takes them.
 */
@Injectable()
export class MqttBrokerService implements MqttConnectionSource, OnModuleInit, OnApplicationShutdown {
  private embedded: EmbeddedMqttBroker | undefined;
  private external: MqttConnection | undefined;
  private link: BrokerLink | undefined;
  private unregister: (() => void) | undefined;

  constructor(
    @Inject(CONFIG) private readonly config: MirrormatConfig,
    private readonly healthRegistry: HealthRegistry,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {}

  async onModuleInit(): Promise<void> {
    const log = this.logger.child({ component: 'mqtt-broker' });
    const mqtt = this.config.mqtt;
    if (mqtt.mode === 'external') {
      this.external = externalConnection(mqtt, (path) => readFileSync(path));
      log.info({ url: mqtt.url }, 'using an external mqtt broker');
      const link = new BrokerLink(this.external, this.config.hub.id, log, () => this.healthRegistry.changed('mqtt-broker'));
      link.start();
      this.link = link;
      this.unregister = this.healthRegistry.register('mqtt-broker', link);
      return;
    }
    const embedded = new EmbeddedMqttBroker(
      { hubId: this.config.hub.id, host: mqtt.host, port: mqtt.port, allowAnonymous: mqtt.allowAnonymous, boards: this.config.boards },
      log,
    );
    await embedded.start();
    this.embedded = embedded;
    this.unregister = this.healthRegistry.register('mqtt-broker', embedded);
  }

  /** After every module's onModuleDestroy, so the hub's own client has left before the broker goes. */
  async onApplicationShutdown(): Promise<void> {
    this.unregister?.();
    this.unregister = undefined;
    await this.embedded?.stop();
    this.embedded = undefined;
    await this.link?.stop();
    this.link = undefined;
  }

  connection(): MqttConnection {
    if (this.external) return this.external;
    if (this.embedded) return this.embedded.connection();
    throw new Error('the mqtt broker module has not initialised');
  }
}

