/**
 * A config file the hub cannot run with. `problems` holds one line per problem, each naming
 * where it is (file or env var, key path, line) and what was expected; `message` joins them.
 */
export class ConfigError extends Error {
  override readonly name = 'ConfigError';

  constructor(readonly problems: readonly string[]) {
    super(problems.join('\n'));
  }
}
