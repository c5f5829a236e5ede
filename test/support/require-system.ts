import { accessSync, constants } from 'node:fs';
import { delimiter, join } from 'node:path';

/**
 * Hardware-in-the-loop and browser suites call this in beforeAll. A missing program fails the
 * suite with the exact command that installs it: such a suite never passes in silence.
 * `npm test` installs these packages itself when it runs as root on Debian (scripts/system-deps.sh).
 */
const PACKAGE_OF: Record<string, string> = {
  pcscd: 'pcscd',
  socat: 'socat',
  mosquitto: 'mosquitto',
  chromium: 'chromium',
  'g++': 'g++',
  make: 'make',
  flock: 'util-linux',
  shellcheck: 'shellcheck',
  'systemd-analyze': 'systemd',
};

function onPath(program: string): boolean {
  if (program.startsWith('/')) return exists(program);
  return (process.env.PATH ?? '').split(delimiter).some((dir) => exists(join(dir, program)));
}

function exists(path: string): boolean {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export function requirePrograms(...programs: string[]): void {
  const missing = programs.filter((p) => !onPath(p));
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map((p) => PACKAGE_OF[p] ?? p))].join(' ');
  throw new Error(
    `This suite needs ${missing.join(', ')}, which this machine does not have. ` +
      `Install with: sudo apt-get install -y ${packages}   (or run npm test as root on Debian, which installs them)`,
  );
}

export function requireFiles(files: Record<string, string>): void {
  const missing = Object.entries(files).filter(([path]) => !exists(path) && !readable(path));
  if (missing.length === 0) return;
  const packages = [...new Set(missing.map(([, pkg]) => pkg))].join(' ');
  throw new Error(
    `This suite needs ${missing.map(([p]) => p).join(', ')}. Install with: sudo apt-get install -y ${packages}`,
  );
}

function readable(path: string): boolean {
  try {
    accessSync(path, constants.R_OK);
    return true;
  } catch {
    return false;
  }
}
