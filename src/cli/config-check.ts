/**
 * Validates a config file without starting the hub:
 *   node dist/cli/config-check.js [file]            (default: as the hub finds it)
 *   node dist/cli/config-check.js --config <file>
 * Env overrides (MIRRORMAT__...) apply as they would at boot. Exit 0 valid, 1 invalid.
 */
import { ConfigError } from '../config/config-error.js';
import { loadConfig } from '../config/config.loader.js';

const args = process.argv.slice(2);
const positional = args.find((arg, i) => !arg.startsWith('--') && args[i - 1] !== '--config');
const argv = positional === undefined ? args : ['--config', positional];

try {
  const { config, path, overrides, warnings } = loadConfig({ argv, env: process.env, cwd: process.cwd() });
  const boards = config.boards.length;
  process.stdout.write(
    [
      `${path}: valid`,
      `  tables: ${config.tables.map((t) => `${t.id} (${t.zones.length} zones${t.coinFlipper ? ', coin flipper' : ''})`).join(', ')}`,
      `  boards: ${boards}, MQTT: ${config.mqtt.mode === 'embedded' ? `embedded on ${config.mqtt.host}:${config.mqtt.port}` : config.mqtt.url}`,
      `  http: ${config.http.host}:${config.http.port}, data: ${config.dataDir}`,
      ...(overrides.length > 0 ? [`  overridden from the environment: ${overrides.join(', ')}`] : []),
      ...warnings.map((warning) => `warning: ${warning}`),
      '',
    ].join('\n'),
  );
} catch (error) {
  if (!(error instanceof ConfigError)) throw error;
  process.stderr.write(`${error.message}\n`);
  process.exitCode = 1;
}
