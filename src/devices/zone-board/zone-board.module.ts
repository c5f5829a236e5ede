import { Module } from '@nestjs/common';
import type { MirrormatConfig } from '../../config/config.schema.js';
import { CONFIG } from '../../config/config.tokens.js';
import { HealthRegistry } from '../../health/health.js';
import { LOGGER, type Logger } from '../../logging/logger.js';
import { MqttBrokerModule } from '../../mqtt/mqtt-broker.module.js';
import { MQTT_CONNECTION_SOURCE, type MqttConnectionSource } from '../../mqtt/mqtt.tokens.js';
import { ZoneBoardAdapter } from './zone-board.adapter.js';
import { boardBindings } from './zone-board.bindings.js';
import { ZONE_BOARD_READER } from './zone-board.tokens.js';

/**
 * Provides the zone-board adapter (a ReaderPort) under ZONE_BOARD_READER and as ZoneBoardAdapter
 * (for commands: identify, set_polling, write_ndef). The reader hub (READER_PORTS) calls start()
 * and stop(); the embedded broker it talks to is up from onModuleInit, before any start().
 * Needs CONFIG, HealthRegistry and LOGGER from the application.
 */
@Module({
  imports: [MqttBrokerModule],
  providers: [
    {
      provide: ZoneBoardAdapter,
      inject: [CONFIG, MQTT_CONNECTION_SOURCE, HealthRegistry, LOGGER],
      useFactory: (config: MirrormatConfig, connection: MqttConnectionSource, health: HealthRegistry, logger: Logger) =>
        new ZoneBoardAdapter({
          hub: config.hub.id,
          connection,
          boards: boardBindings(config),
          log: logger.child({ component: 'zone-board' }),
          health,
        }),
    },
    { provide: ZONE_BOARD_READER, useExisting: ZoneBoardAdapter },
  ],
  exports: [ZoneBoardAdapter, ZONE_BOARD_READER],
})
export class ZoneBoardModule {}
