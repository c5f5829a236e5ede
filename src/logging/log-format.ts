import type { DestinationStream } from 'pino';

export type LogFormat = 'json' | 'pretty';

/**
 * JSON lines for machines (a pipe, a file, a service manager), readable lines for a person at a
 * terminal. MIRRORMAT_LOG_FORMAT=json or =pretty says which whatever stdout is.
 */
export function logFormat(env: NodeJS.ProcessEnv, stdoutIsTty: boolean): LogFormat {
  const asked = env.MIRRORMAT_LOG_FORMAT?.trim().toLowerCase();
  if (asked === 'json' || asked === 'pretty') return asked;
  return stdoutIsTty ? 'pretty' : 'json';
}

/**
 * Where the root logger writes: pino-pretty's stream for a terminal, or pino's own stdout (undefined).
 * pino-pretty is a development package: where it is not installed the hub logs JSON, as before.
 */
export async function logDestination(format: LogFormat, to: NodeJS.WritableStream | number = 1): Promise<DestinationStream | undefined> {
  if (format === 'json') return undefined;
  try {
    const { default: pretty } = await import('pino-pretty');
    return pretty({ colorize: to === 1, sync: true, singleLine: true, translateTime: 'SYS:HH:MM:ss', ignore: 'pid,hostname,name', destination: to });
  } catch {
    return undefined;
  }
}
