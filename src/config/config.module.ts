import { Global, Module, type DynamicModule } from '@nestjs/common';
import { loadConfig, type LoadConfigOptions, type LoadedConfig } from './config.loader.js';
import type { MirrormatConfig } from './config.schema.js';
import { CONFIG } from './config.tokens.js';

/**
 * Provides CONFIG to every module. main.ts loads the file before Nest starts, so a bad file
 * stops the hub with its problem list before anything opens a port or a device:
 *
 *   const { config } = ConfigModule.loadConfig({ argv: process.argv.slice(2), env: process.env, cwd: process.cwd() });
 *   ... imports: [ConfigModule.forRoot(config), DatabaseModule, ...]
 */
@Global()
@Module({})
export class ConfigModule {
  static loadConfig(options: LoadConfigOptions): LoadedConfig {
    return loadConfig(options);
  }

  static forRoot(config: MirrormatConfig): DynamicModule {
    return { module: ConfigModule, global: true, providers: [{ provide: CONFIG, useValue: config }], exports: [CONFIG] };
  }
}
