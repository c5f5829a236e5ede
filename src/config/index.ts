export { ConfigError } from './config-error.js';
export { loadConfig, parseConfigText, type LoadConfigOptions, type LoadedConfig } from './config.loader.js';
export { ConfigModule } from './config.module.js';
export * from './config.schema.js';
export { CONFIG } from './config.tokens.js';
