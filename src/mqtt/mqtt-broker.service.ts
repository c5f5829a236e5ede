import { readFileSync } from 'node:fs';
import { Inject, Injectable, type OnApplicationShutdown, type OnModuleInit } from '@nestjs/common';
import type { MirrormatConfig } from '../config/config.schema.js';
import { CONFIG } from '../config/config.tokens.js';
import { HealthRegistry } from '../health/health.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { EmbeddedMqttBroker } from './embedded-broker.js';
import type { MqttConnection, MqttConnectionSource } from './mqtt.tokens.js';

/**
 * mqtt.mode "embedded": runs the aedes broker for the boards and hands the hub's client its
 * credentials. mqtt.mode "external": runs nothing and hands out the configured URL, credentials
 * and CA (a store's mosquitto; see firmware-bridge/zone-board/mosquitto/).
 */
@Injectable()
export class MqttBrokerService implements MqttConnectionSource, OnModuleInit, OnApplicationShutdown {
  private embedded: EmbeddedMqttBroker | undefined;
  private external: MqttConnection | undefined;
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
      this.external = {
        url: mqtt.url,
        ...(mqtt.username === undefined ? {} : { username: mqtt.username }),
        ...(mqtt.password === undefined ? {} : { password: mqtt.password }),
        ...(mqtt.caFile === undefined ? {} : { ca: readCa(mqtt.caFile) }),
        rejectUnauthorized: mqtt.rejectUnauthorized,
      };
      log.info({ url: mqtt.url }, 'using an external mqtt broker');
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
  }

  connection(): MqttConnection {
    if (this.external) return this.external;
    if (this.embedded) return this.embedded.connection();
    throw new Error('the mqtt broker module has not initialised');
  }
}

function readCa(path: string): Buffer {
  try {
    return readFileSync(path);
  } catch (error) {
    throw new Error(`mqtt.caFile: cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
  }
}
