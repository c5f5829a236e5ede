import { execFile, spawn } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoCatalogueDir } from '../../src/catalogue/source-paths.js';
import { enrolledTag } from '../../src/devices/nfc/testing.js';
import { connectClient, repoRoot, startHub, type HubClient, type HubProcess } from '../support/hub-process.js';
import { PcscdHarness, requirePcscHarness } from '../support/pcsc/pcscd-harness.js';
import { VirtualNtag } from '../support/pcsc/virtual-ntag.js';

/**
 * The whole hub (dist/main.js) with PC/SC readers: a virtual card placed on a virtual reader shows
 * up in the `zones` frame a WebSocket client of the hub receives; enrolment over REST and the CLI,
 * by card id, by search and from a registered deck.
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
  // As the organiser: only judges and the admin see tag UIDs and card ids of every zone (src/gateway/zone-view.ts).
  client.send({ type: 'hello', auth: { role: 'admin', token: TOKEN } });
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

/** The CLI with answers on its stdin, each sent once the prompt asking for it has appeared. */
async function enrolCliAnswering(args: readonly string[], answers: readonly string[]): Promise<{ code: number | null; stdout: string }> {
  const child = spawn(process.execPath, [join(repoRoot(), 'dist/cli/enrol.js'), ...args], { stdio: ['pipe', 'pipe', 'inherit'] });
  let stdout = '';
  let asked = 0;
  child.stdout.on('data', (chunk: Buffer) => {
    stdout += chunk.toString();
    const prompts = stdout.split('card for the sticker on').length - 1;
    while (asked < prompts && asked < answers.length) child.stdin.write(`${answers[asked++]}\n`);
    if (asked === answers.length) child.stdin.end();
  });
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  return { code, stdout };
}

async function admin(path: string, body?: unknown): Promise<{ status: number; body: any }> {
  const res = await fetch(`${hub.url}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${TOKEN}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return { status: res.status, body: await res.json() };
}

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

  describe('enrolling a registered deck', () => {
    const demoDeck = (JSON.parse(readFileSync(join(demoCatalogueDir(), 'decks', 'en', 'sv1.json'), 'utf8')) as { cards: { id: string; count: number }[] }[])[0]!;
    let registrationId: number;

    beforeAll(async () => {
      const { body: exported } = await admin('/api/decks/export', { cards: demoDeck.cards.map(({ id, count }) => ({ id, count })) });
      const registered = await admin('/api/decks/registrations', { scope: 'event', scopeId: 'hil-league', player: 'Ash', format: 'expanded', list: exported.list });
      expect(registered.status).toBe(201);
      registrationId = registered.body.id;
    });

    it("lists the deck's cards with the stickers each already has, for the organiser only", async () => {
      const unauthenticated = await fetch(`${hub.url}/api/enrolment/decks/${registrationId}`);
      expect(unauthenticated.status).toBe(401);
      expect(await admin(`/api/enrolment/decks/${registrationId + 1000}`)).toEqual({
        status: 404,
        body: { error: { code: 'not-found', message: `no deck registration ${registrationId + 1000}` } },
      });
      const { status, body } = await admin(`/api/enrolment/decks/${registrationId}`);
      expect(status).toBe(200);
      expect(body).toMatchObject({ registrationId, player: 'Ash', format: 'expanded', scope: 'event', scopeId: 'hil-league', next: 'sv1-74' });
      expect(body.cards.map((c: any) => [c.cardId, c.count])).toEqual(demoDeck.cards.map((c) => [c.id, c.count]));
      expect(body.cards[0]).toEqual({ cardId: 'sv1-74', name: 'Pawmi', count: 4, enrolled: 0, missing: 4 });
      // The Pawmot sticker the tests above enrolled by card id belongs to no deck: this deck's Pawmot needs its own.
      expect(body.cards.find((c: any) => c.cardId === 'sv1-76')).toEqual({ cardId: 'sv1-76', name: 'Pawmot', count: 3, enrolled: 0, missing: 3 });
    });

    it('the enrol CLI lists the deck numbered, with enrolled/needed per card', async () => {
      const { stdout } = await enrolCli('--deck', String(registrationId), '--hub', hub.url, '--token', TOKEN);
      const lines = stdout.split('\n');
      expect(lines[0]).toBe(`deck ${registrationId}: Ash, expanded, event "hil-league"; 0 of 60 cards have a sticker`);
      expect(lines[1]).toMatch(/^ 1  sv1-74 +Pawmi +0\/4, 4 missing$/);
      expect(stdout).toMatch(/\n 3  sv1-76 +Pawmot +0\/3, 3 missing\n/);
      expect(lines.filter((l) => /^ ?\d+  /.test(l))).toHaveLength(demoDeck.cards.length);
    });

    it('--next writes the first card still missing a sticker onto a blank tag, which then reads back as that card on another reader', async () => {
      const [writer, checker] = [harness.readers[0]!, harness.readers[1]!];
      let after = client.frames.length;
      await cards.insert(writer.port, '04e2e000000003');
      await client.next((f) => zoneIn(f, 'p1.active')?.reading?.kind === 'present', { after, timeoutMs: 3000 });

      const { stdout } = await enrolCli('--deck', String(registrationId), '--reader', writer.name, '--next', '--hub', hub.url, '--token', TOKEN);
      expect(stdout).toBe('tag 04e2e000000003 (NTAG215) now holds sv1-74 "Pawmi": 52 of 496 bytes, verified, UID registered\nsv1-74 Pawmi: 1 of 4 enrolled\n');

      after = client.frames.length;
      const memory = await cards.remove(writer.port);
      await cards.remove(checker.port);
      await cards.insert(checker.port, '04e2e000000003', { memory: memory! });
      const frame = await client.next((f) => zoneIn(f, 'p1.bench.1')?.reading?.uid === '04e2e000000003', { after, timeoutMs: 3000 });
      expect(zoneIn(frame, 'p1.bench.1')?.reading).toEqual({ kind: 'present', uid: '04e2e000000003', cardId: 'sv1-74' });
      expect((await admin(`/api/enrolment/decks/${registrationId}`)).body.cards[0]).toMatchObject({ cardId: 'sv1-74', enrolled: 1, missing: 3 });
    });

    it('asked on stdin, the CLI enrols the card picked by number, keeps going after a refusal, and stops at q', async () => {
      const reader = harness.readers[1]!.name; // holds the Pawmi sticker just enrolled
      const { code, stdout } = await enrolCliAnswering(['--deck', String(registrationId), '--reader', reader, '--hub', hub.url, '--token', TOKEN], ['99', '4', '1', 'q']);
      expect(code).toBe(0);
      expect(stdout).toContain('no card number "99"\n');
      expect(stdout).toContain('this tag already holds card sv1-74; send overwrite: true to replace it with sv1-80 (conflict)\nsv1-80 Miraidon: 0 of 2 enrolled\n');
      expect(stdout).toContain('tag 04e2e000000003 already holds sv1-74; UID registered\nsv1-74 Pawmi: 1 of 4 enrolled\n');
    });

    it('--pick out of range is a usage error that writes nothing', async () => {
      const reader = harness.readers[1]!.name;
      await expect(enrolCli('--deck', String(registrationId), '--reader', reader, '--pick', '0', '--hub', hub.url, '--token', TOKEN)).rejects.toMatchObject({
        code: 2,
        stderr: `--pick takes a card number from 1 to ${demoDeck.cards.length}, not "0"\n`,
      });
      expect((await admin(`/api/enrolment/decks/${registrationId}`)).body.cards[0]).toMatchObject({ enrolled: 1 });
    });
  });
});
