import { Module } from '@nestjs/common';
import { MqttBrokerService } from './mqtt-broker.service.js';
import { MQTT_CONNECTION_SOURCE } from './mqtt.tokens.js';
import { TableClaimService } from './table-claim.service.js';

/**
 * Needs CONFIG, HealthRegistry and LOGGER from the application; exports the hub client's connection
 * source. On a store's broker it claims this hub's table ids before the hub serves anyone.
 */
@Module({
  providers: [MqttBrokerService, { provide: MQTT_CONNECTION_SOURCE, useExisting: MqttBrokerService }, TableClaimService],
  exports: [MQTT_CONNECTION_SOURCE],
})
export class MqttBrokerModule {}
