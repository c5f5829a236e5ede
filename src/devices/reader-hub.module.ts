import { Global, Module } from '@nestjs/common';
import { NfcModule, PCSC_READER } from './nfc/nfc.module.js';
import { READER_PORTS, ReaderHubService } from './reader-hub.service.js';
import type { ReaderPort } from './reader-port.js';
import { ZoneBoardModule } from './zone-board/zone-board.module.js';
import { ZONE_BOARD_READER } from './zone-board/zone-board.tokens.js';

/**
 * Every reader driver (PC/SC, MQTT zone boards, and those features register, such as demo mode's
 * simulated tables) behind one ReaderHubService. Global, so the gateway, REST, the table mirror
 * and the features that register drivers each inject the same hub.
 */
@Global()
@Module({
  imports: [NfcModule, ZoneBoardModule],
  providers: [
    {
      provide: READER_PORTS,
      inject: [PCSC_READER, ZONE_BOARD_READER],
      useFactory: (pcsc: ReaderPort, boards: ReaderPort): ReaderPort[] => [pcsc, boards],
    },
    ReaderHubService,
  ],
  exports: [ReaderHubService, NfcModule, ZoneBoardModule],
})
export class ReaderHubModule {}
