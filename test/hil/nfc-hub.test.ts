import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolledTag } from '../../src/devices/nfc/testing.js';
import { connectClient, repoRoot, startHub, type HubClient, type HubProcess } from '../support/hub-process.js';
import { PcscdHarness, requirePcscHarness } from '../support/pcsc/pcscd-harness.js';
import { VirtualNtag } from '../support/pcsc/virtual-ntag.js';

/**
 * The whole hub (dist/main.js) with PC/SC readers: a virtual card placed on a virtual reader shows
 * up in the `zones` frame a WebSocket client of the hub receives; enrolment over REST and the CLI.
 */
const TOKEN = 'nfc-hil-admin-token-0123456789';
let harness: PcscdHarness;
let cards: VirtualNtag;
let hub: HubProcess;
let client: HubClient;
let dir: string;

type Zone = { zone: string; reader: string; reading: Record<string, unknown> | null };
const zoneIn = (frame: Record<string, any>, zone: string): Zone | undefined =>
  frame.type === 'zones' && frame.table === 'nfc' ? (frame.zones as Zone[]).find((z) => z.zone === zone) : undefined;

beforeAll(async () => {
  requirePcscHarness();
  harness = await PcscdHarness.start({ entries: 1 });
  cards = await VirtualNtag.start();
  dir = mkdtempSync(join(tmpdir(), 'mirrormat-nfc-hub-'));
  const config = join(dir, 'mirrormat.yaml');
  writeFileSync(
    config,
    [
      'http: { host: 127.0.0.1, port: 0 }',
      `auth: { adminToken: ${TOKEN} }`,
      'mqtt: { mode: embedded, host: 127.0.0.1 }',
      'pcsc: { enabled: true }',
      'tables:',
      '  - id: nfc',
      '    name: NFC table',
      '    zones:',
      `      - { zone: p1.active, reader: { pcsc: "${harness.readers[0]!.name}" } }`,
      `      - { zone: p1.bench.1, reader: { pcscPattern: "^Mat Reader 1 00 01$" } }`,
      '',
    ].join('\n'),
  );
  hub = await startHub({ config, adminToken: TOKEN, env: { PCSCLITE_CSOCK_NAME: harness.socketPath } });
  client = await connectClient(hub.wsUrl);
  client.send({ type: 'hello', auth: { role: 'spectator' } });
  client.send({ type: 'subscribe', table: 'nfc' });
});

afterAll(async () => {
  await client?.close();
  await hub?.stop();
  await cards?.close();
  await harness?.close();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const enrolCli = (...args: string[]) => promisify(execFile)(process.execPath, [join(repoRoot(), 'dist/cli/enrol.js'), ...args]);

describe('PC/SC readers in the running hub', () => {
  it('shows both readers connected and up in /health', async () => {
    await client.next((f) => zoneIn(f, 'p1.active')?.reader === 'connected' && zoneIn(f, 'p1.bench.1')?.reader === 'connected', { timeoutMs: 5000 });
    const health = (await (await fetch(`${hub.url}/health`)).json()) as unknown;
    expect(JSON.stringify(health)).toContain('Mat Reader 1 00 00');
  });

  it('a card placed on a reader reaches a WebSocket client as the zone holding that card', async () => {
    const after = client.frames.length;
    const tag = await enrolledTag('sv1-81', { uid: '04e2e000000001', label: 'Miraidon ex' });
    await cards.insert(harness.readers[0]!.port, tag.uid, { memory: tag.hex() });
    const frame = await client.next((f) => zoneIn(f, 'p1.active')?.reading?.kind === 'present', { after, timeoutMs: 3000 });
    expect(zoneIn(frame, 'p1.active')?.reading).toEqual({ kind: 'present', uid: '04e2e000000001', cardId: 'sv1-81' });
    await cards.remove(harness.readers[0]!.port);
    await client.next((f) => zoneIn(f, 'p1.active')?.reading?.kind === 'absent', { after, timeoutMs: 3000 });
  });

  it('enrols a blank sticker over REST, and the zone then shows the card', async () => {
    const reader = harness.readers[1]!;
    const after = client.frames.length;
    await cards.insert(reader.port, '04e2e000000002');
    await client.next((f) => zoneIn(f, 'p1.bench.1')?.reading?.kind === 'present', { after, timeoutMs: 3000 });

    const refused = await fetch(`${hub.url}/api/enrolment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ reader: reader.name, cardId: 'sv1-74' }),
    });
    expect(refused.status).toBe(401);

    const res = await fetch(`${hub.url}/api/enrolment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ reader: reader.name, cardId: 'sv1-74' }),
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ uid: '04e2e000000002', cardId: 'sv1-74', label: 'Pawmi', model: 'NTAG215', unchanged: false });
    const frame = await client.next((f) => zoneIn(f, 'p1.bench.1')?.reading?.cardId === 'sv1-74', { after, timeoutMs: 3000 });
    expect(zoneIn(frame, 'p1.bench.1')?.reading).toMatchObject({ kind: 'present', uid: '04e2e000000002' });

    const again = await fetch(`${hub.url}/api/enrolment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
      body: JSON.stringify({ reader: reader.name, cardId: 'sv1-81' }),
    });
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({
      error: { code: 'conflict', message: 'this tag already holds card sv1-74; send overwrite: true to replace it with sv1-81' },
    });
  });

  it('the enrol CLI lists the readers and what lies on them', async () => {
    const { stdout } = await enrolCli('--list', '--hub', hub.url);
    expect(stdout).toContain('Mat Reader 1 00 01 (nfc/p1.bench.1): tag 04e2e000000002 = sv1-74');
    expect(stdout).toContain('Mat Reader 1 00 00 (nfc/p1.active): absent');
  });

  it('the enrol CLI asks before overwriting, and overwrites with --overwrite', async () => {
    const reader = harness.readers[1]!.name;
    const args = ['--reader', reader, '--card', 'sv1-81', '--hub', hub.url, '--token', TOKEN];
    await expect(enrolCli(...args)).rejects.toMatchObject({
      code: 1,
      stderr: 'this tag already holds card sv1-74; send overwrite: true to replace it with sv1-81 (conflict)\n',
    });
    const { stdout } = await enrolCli(...args, '--overwrite');
    expect(stdout).toBe('tag 04e2e000000002 (NTAG215) now holds sv1-81 "Miraidon ex": 58 of 496 bytes, verified, UID registered; replaced card sv1-74\n');
    const memory = Buffer.from((await cards.read(harness.readers[1]!.port))!, 'hex');
    expect(memory.includes(Buffer.from('mirrormat.app:cardsv1-81'))).toBe(true);
  });

  it('the enrol CLI finds the card by name through the catalogue, and lists the candidates when several match', async () => {
    const reader = harness.readers[1]!.name;
    await expect(enrolCli('--reader', reader, '--search', 'Miraidon', '--hub', hub.url, '--token', TOKEN)).rejects.toMatchObject({
      code: 1,
      stderr: expect.stringMatching(/^"Miraidon" matches \d+ cards; enrol one with --card:\n(.|\n)*sv1-81  Miraidon ex/),
    });
    const { stdout } = await enrolCli('--reader', reader, '--search', 'Pawmot', '--overwrite', '--hub', hub.url, '--token', TOKEN);
    expect(stdout).toMatch(/now holds sv1-76 "Pawmot"/);
  });
});
