import { Module } from '@nestjs/common';
import { MatchesModule } from '../matches/matches.module.js';
import { MqttBrokerModule } from '../mqtt/mqtt-broker.module.js';
import { NetworkModule } from '../network/network.module.js';
import { StoreController } from './store.controller.js';
import { StoreViewService } from './store-view.service.js';

/** The store's tables across hubs (retained MQTT summaries). Needs CONFIG, LOGGER and HealthRegistry from the application. */
@Module({
  imports: [MatchesModule, MqttBrokerModule, NetworkModule],
  providers: [StoreViewService],
  controllers: [StoreController],
  exports: [StoreViewService],
})
export class StoreModule {}
