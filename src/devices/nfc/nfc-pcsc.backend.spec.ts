import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { NfcPcscBackend, pcscdSocketPath } from './nfc-pcsc.backend.js';

describe('nfc-pcsc backend', () => {
  const dir = mkdtempSync(join(tmpdir(), 'nfc-backend-'));
  let server: Server | undefined;
  afterEach(() => {
    server?.close();
    server = undefined;
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("says pcscd is not running when nothing answers on its socket, instead of letting nfc-pcsc spin", async () => {
    const socket = join(dir, 'missing.comm');
    expect(await new NfcPcscBackend(socket).availability()).toEqual({ ok: false, reason: `pcscd is not running (ENOENT on ${socket})` });
  });

  it('is available when pcscd accepts on its socket', async () => {
    const socket = join(dir, 'pcscd.comm');
    server = createServer((connection) => connection.destroy());
    await new Promise<void>((resolve) => server!.listen(socket, resolve));
    expect(await new NfcPcscBackend(socket).availability()).toEqual({ ok: true });
  });

  it('finds pcscd where pcsc-lite does: PCSCLITE_CSOCK_NAME, else /run/pcscd/pcscd.comm', () => {
    expect(pcscdSocketPath({ PCSCLITE_CSOCK_NAME: '/tmp/x.comm' })).toBe('/tmp/x.comm');
    expect(pcscdSocketPath({})).toBe('/run/pcscd/pcscd.comm');
  });
});
