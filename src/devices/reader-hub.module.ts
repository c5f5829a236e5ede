import { Global, Module } from '@nestjs/common';
import { DemoModule } from '../demo/demo.module.js';
import { SIMULATED_READERS } from '../demo/demo.service.js';
import { NfcModule, PCSC_READER } from './nfc/nfc.module.js';
import { READER_PORTS, ReaderHubService } from './reader-hub.service.js';
import type { ReaderPort } from './reader-port.js';
import { ZoneBoardModule } from './zone-board/zone-board.module.js';
import { ZONE_BOARD_READER } from './zone-board/zone-board.tokens.js';

/**
 * Every reader driver (PC/SC, MQTT zone boards, the simulated table) behind one ReaderHubService.
 * Global, so the gateway, REST and the table mirror each inject the same hub.
 */
@Global()
@Module({
  imports: [NfcModule, ZoneBoardModule, DemoModule],
  providers: [
    {
      provide: READER_PORTS,
      inject: [PCSC_READER, ZONE_BOARD_READER, SIMULATED_READERS],
      useFactory: (pcsc: ReaderPort, boards: ReaderPort, simulated: readonly ReaderPort[]): ReaderPort[] => [pcsc, boards, ...simulated],
    },
    ReaderHubService,
  ],
  exports: [ReaderHubService, NfcModule, ZoneBoardModule, DemoModule],
})
export class ReaderHubModule {}
