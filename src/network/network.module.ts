import { Module } from '@nestjs/common';
import { HubNetworkController } from './hub-network.controller.js';
import { HubNetworkService } from './hub-network.service.js';

/** How tablets reach the hub: its addresses, HTTPS certificate and mDNS advertisement. Needs CONFIG and LOGGER. */
@Module({ providers: [HubNetworkService], controllers: [HubNetworkController], exports: [HubNetworkService] })
export class NetworkModule {}
