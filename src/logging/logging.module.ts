import { Global, Module, type DynamicModule } from '@nestjs/common';
import { LOGGER, type Logger } from './logger.js';

/** Makes the root logger (built in main.ts before Nest starts) injectable everywhere. */
@Global()
@Module({})
export class LoggingModule {
  static forRoot(logger: Logger): DynamicModule {
    return { module: LoggingModule, providers: [{ provide: LOGGER, useValue: logger }], exports: [LOGGER] };
  }
}
