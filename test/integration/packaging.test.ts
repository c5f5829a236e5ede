import { execFile } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { get as httpsGet } from 'node:https';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { freePort, repoRoot, startHub, type HubProcess } from '../support/hub-process.js';
import { requirePrograms } from '../support/require-system.js';

/**
 * Issue 17, item 5, checked step by step where no clean root filesystem or container builder is
 * at hand: the install script is sound shell and its whole plan runs with --dry-run in the order
 * an upgrade needs (backup before the switch, restart after); the systemd unit verifies; the
 * configuration the installer writes passes the hub's own check; and a hub on that configuration
 * runs as an unprivileged user and answers /health.
 */
const run = promisify(execFile);
const ROOT = repoRoot();
const PACKAGING = join(ROOT, 'packaging');
const dir = mkdtempSync(join(tmpdir(), 'mirrormat-packaging-'));
let hub: HubProcess | undefined;

afterAll(async () => {
  // Killed, not stopped: with the example's PC/SC readers and no pcscd here, a clean stop takes
  // about 90 s, which is not what this file checks.
  await hub?.kill();
  rmSync(dir, { recursive: true, force: true });
});

describe('packaging/install.sh and mirrormat.service', () => {
  it('the scripts pass shellcheck', async () => {
    requirePrograms('shellcheck');
    await expect(run('shellcheck', [join(PACKAGING, 'install.sh'), join(PACKAGING, 'write-config.sh')])).resolves.toMatchObject({ stdout: '' });
  });

  it('the unit passes systemd-analyze verify, restarts on failure, logs to journald and never runs as root', async () => {
    requirePrograms('systemd-analyze');
    const unit = join(PACKAGING, 'mirrormat.service');
    const { stderr } = await run('systemd-analyze', ['verify', unit]);
    expect(stderr).toBe('');
    const text = readFileSync(unit, 'utf8');
    for (const line of ['User=mirrormat', 'Restart=on-failure', 'StandardOutput=journal', 'NoNewPrivileges=yes', 'SupplementaryGroups=dialout plugdev']) {
      expect(text.split('\n'), line).toContain(line);
    }
  });

  it('--dry-run shows the whole plan: the mirrormat user with its groups, the build, the service', async () => {
    // One stream, in order: the build step reports on stderr (its stdout names the release).
    const { stdout } = await run('bash', ['-c', '"$0" --dry-run 2>&1', join(PACKAGING, 'install.sh')]);
    const steps = stdout.split('\n');
    const at = (pattern: RegExp) => steps.findIndex((line) => pattern.test(line));
    expect(at(/usermod -aG dialout,plugdev mirrormat/)).toBeGreaterThan(-1);
    expect(at(/npm run build/)).toBeGreaterThan(-1);
    expect(at(/install -m 0644 .*mirrormat\.service \/etc\/systemd\/system\/mirrormat\.service/)).toBeGreaterThan(-1);
    // The new release is built before the service is switched to it and restarted.
    expect(at(/npm run build/)).toBeLessThan(at(/ln -sfn .* \/opt\/mirrormat\/current/));
    expect(at(/ln -sfn/)).toBeLessThan(at(/systemctl restart mirrormat/));
  });

  it('the configuration the installer writes passes the config check and a hub on it answers /health as an unprivileged user', async () => {
    if (process.getuid?.() !== 0) throw new Error('this test starts the hub as the user "nobody": run it as root');
    const dataDir = join(dir, 'data');
    const config = join(dir, 'mirrormat.yaml');
    const { stdout } = await run(join(PACKAGING, 'write-config.sh'), [join(ROOT, 'mirrormat.example.yaml'), dataDir]);
    expect(stdout).toContain(`dataDir: ${dataDir}`);
    expect(stdout).not.toContain('change-me-0123456789abcdef');
    writeFileSync(config, stdout, { mode: 0o600 });
    await expect(run(process.execPath, [join(ROOT, 'dist', 'cli', 'config-check.js'), config])).resolves.toMatchObject({ stdout: expect.stringContaining(': valid') });

    // As the service would: not root, owning only its data directory (and reading its config).
    const nobody = { uid: 65534, gid: 65534 };
    chownSync(dir, nobody.uid, nobody.gid);
    chownSync(config, nobody.uid, nobody.gid);
    const token = /adminToken: (\S+)/.exec(stdout)?.[1] ?? '';
    hub = await startHub({
      config,
      dataDir,
      adminToken: token,
      user: nobody,
      env: { MIRRORMAT__HTTP__HOST: '127.0.0.1', MIRRORMAT__MQTT__HOST: '127.0.0.1', MIRRORMAT__MQTT__PORT: String(await freePort()) },
    });
    // The example serves HTTPS with the hub's own certificate: trust exactly that one, as a tablet would.
    const ca = readFileSync(join(dataDir, 'tls', 'hub.crt'), 'utf8');
    expect(hub.url).toMatch(/^https:/);
    const status = await new Promise<number>((resolve, reject) => {
      httpsGet(`${hub!.url}/health`, { ca }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      }).on('error', reject);
    });
    expect(status).toBe(200);
    // The check the service install and the container run on the same hub.
    await expect(run(process.execPath, [join(PACKAGING, 'health-check.cjs'), String(hub.port)])).resolves.toBeDefined();
  });
});
