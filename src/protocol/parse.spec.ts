import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MAX_FRAME_BYTES, serverMessageSchema } from './envelope.js';
import { parseClientFrame } from './parse.js';

describe('reading a client frame', () => {
  it('accepts a command with the state id it was made against', () => {
    const parsed = parseClientFrame(JSON.stringify({ v: 1, id: 7, type: 'command', stateId: 'm:3', command: { type: 'Retreat' } }));
    expect(parsed).toEqual({ ok: true, message: { v: 1, id: 7, type: 'command', stateId: 'm:3', command: { type: 'Retreat' } } });
  });

  it('accepts the answer to a table prompt, and says which field is missing or wrong in a bad one', () => {
    const answer = { v: 1, id: 'a1', type: 'answer-prompt', promptId: 'tp3', option: 'ignore' };
    expect(parseClientFrame(JSON.stringify(answer))).toEqual({ ok: true, message: answer });
    const missing = parseClientFrame(JSON.stringify({ ...answer, option: undefined }));
    expect(missing).toMatchObject({ ok: false, code: 'invalid-message', replyTo: 'a1' });
    expect(!missing.ok && missing.message).toContain('option');
    expect(parseClientFrame(JSON.stringify({ ...answer, promptId: 'x'.repeat(65) }))).toMatchObject({ ok: false, code: 'invalid-message' });
    expect(parseClientFrame(JSON.stringify({ ...answer, commands: [] }))).toMatchObject({ ok: false, code: 'invalid-message' });
  });

  it('accepts a request for a match log, and refuses a match id that is not one', () => {
    const request = { v: 1, id: 'l1', type: 'get-log', match: '0b6c1a4e-9f7d-4c1b-8f57-2f1d3c9a6e10' };
    expect(parseClientFrame(JSON.stringify(request))).toEqual({ ok: true, message: request });
    expect(parseClientFrame(JSON.stringify({ ...request, match: '../../etc/passwd' }))).toMatchObject({ ok: false, code: 'invalid-message', replyTo: 'l1' });
    expect(parseClientFrame(JSON.stringify({ ...request, match: '' }))).toMatchObject({ ok: false, code: 'invalid-message' });
  });

  it('accepts following a game topic with its game, and a list topic without one', () => {
    const raid = { v: 1, id: 'w1', type: 'watch', topic: 'raid', key: 'kitchen-raid' };
    expect(parseClientFrame(JSON.stringify(raid))).toEqual({ ok: true, message: raid });
    const list = { v: 1, type: 'unwatch', topic: 'team-games' };
    expect(parseClientFrame(JSON.stringify(list))).toEqual({ ok: true, message: list });
  });

  it('refuses a game topic without its game, a list topic with one, and a key that is no game id', () => {
    const noKey = parseClientFrame(JSON.stringify({ v: 1, id: 'w2', type: 'watch', topic: 'raid' }));
    expect(noKey).toMatchObject({ ok: false, code: 'invalid-message', replyTo: 'w2' });
    expect(!noKey.ok && noKey.message).toContain('key');
    expect(parseClientFrame(JSON.stringify({ v: 1, type: 'watch', topic: 'raids', key: 'kitchen-raid' }))).toMatchObject({ ok: false, code: 'invalid-message' });
    expect(parseClientFrame(JSON.stringify({ v: 1, type: 'watch', topic: 'raid', key: '../raids' }))).toMatchObject({ ok: false, code: 'invalid-message' });
    expect(parseClientFrame(JSON.stringify({ v: 1, type: 'watch', topic: 'matches' }))).toMatchObject({ ok: false, code: 'invalid-message' });
  });

  it('answers text that is not JSON as malformed', () => {
    expect(parseClientFrame('{"v":1,')).toMatchObject({ ok: false, code: 'malformed' });
  });

  it('answers JSON that is not an object as malformed', () => {
    expect(parseClientFrame('[1,2]')).toMatchObject({ ok: false, code: 'malformed' });
    expect(parseClientFrame('null')).toMatchObject({ ok: false, code: 'malformed' });
  });

  it('names an unknown message type and echoes the id', () => {
    expect(parseClientFrame('{"v":1,"id":"a","type":"launch"}')).toMatchObject({ ok: false, code: 'unknown-type', replyTo: 'a' });
  });

  it('refuses another protocol version', () => {
    expect(parseClientFrame('{"v":2,"type":"ping"}')).toMatchObject({ ok: false, code: 'unsupported-version' });
  });

  it('says which field is wrong in a known message', () => {
    const parsed = parseClientFrame('{"v":1,"type":"command","stateId":5,"command":{}}');
    expect(parsed).toMatchObject({ ok: false, code: 'invalid-message' });
    expect(!parsed.ok && parsed.message).toContain('stateId');
  });

  it('refuses a frame above the limit before parsing it', () => {
    expect(parseClientFrame(`{"v":1,"type":"ping","pad":"${'x'.repeat(MAX_FRAME_BYTES)}"}`)).toMatchObject({ ok: false, code: 'too-large' });
  });

  it('never throws, whatever the text', () => {
    fc.assert(
      fc.property(fc.oneof(fc.string(), fc.json(), fc.jsonValue().map((v) => JSON.stringify({ v: 1, ...asObject(v) }))), (text) => {
        const parsed = parseClientFrame(text);
        if (!parsed.ok) expect(parsed.message.length).toBeGreaterThan(0);
      }),
      { numRuns: 500 },
    );
  });

  it('every error it gives is a valid server frame', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const parsed = parseClientFrame(text);
        if (parsed.ok) return;
        const frame = { v: 1, type: 'error', code: parsed.code, message: parsed.message, ...(parsed.replyTo === undefined ? {} : { replyTo: parsed.replyTo }) };
        expect(serverMessageSchema.safeParse(frame).success).toBe(true);
      }),
      { numRuns: 300 },
    );
  });
});

function asObject(value: unknown): Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : { type: value };
}
