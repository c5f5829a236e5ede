import { Module } from '@nestjs/common';
import { MqttBrokerService } from './mqtt-broker.service.js';
import { MQTT_CONNECTION_SOURCE } from './mqtt.tokens.js';

/** Needs CONFIG, HealthRegistry and LOGGER from the application; exports the hub client's connection source. */
@Module({
  providers: [MqttBrokerService, { provide: MQTT_CONNECTION_SOURCE, useExisting: MqttBrokerService }],
  exports: [MQTT_CONNECTION_SOURCE],
})
export class MqttBrokerModule {}
