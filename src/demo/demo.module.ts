import { Module } from '@nestjs/common';
import type { MirrormatConfig } from '../config/config.schema.js';
import { CONFIG } from '../config/config.tokens.js';
import { DemoController } from './demo.controller.js';
import { DemoService, SIMULATED_READERS, simulatedReaders } from './demo.service.js';

/**
 * The simulated table of demo mode: software zone readers (exported for the reader hub to
 * start) and the REST hook that drives them. Its coin flipper is the coin-flipper module's
 * simulated mode. The reader hub comes from the application.
 */
@Module({
  providers: [{ provide: SIMULATED_READERS, inject: [CONFIG], useFactory: simulatedReaders }, DemoService],
  controllers: [DemoController],
  exports: [SIMULATED_READERS],
})
export class DemoModule {}
