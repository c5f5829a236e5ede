import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { crc16Hex } from './crc16.js';
import { CoinFrameParser, type ParsedLine } from './frame.parser.js';

const frame = (body: string): string => `${body}*${crc16Hex(body)}\n`;

async function parse(chunks: readonly Buffer[]): Promise<ParsedLine[]> {
  const parser = new CoinFrameParser();
  const out: ParsedLine[] = [];
  parser.on('data', (line: ParsedLine) => out.push(line));
  for (const chunk of chunks) parser.write(chunk);
  await new Promise<void>((resolve) => parser.end(resolve));
  return out;
}

describe('CoinFrameParser (one line per frame, checked at the edge)', () => {
  it('emits the same frames however the bytes are split into chunks', async () => {
    const stream = Buffer.from(frame('ACK id=1') + frame('COIN id=1 i=1 face=H') + frame('RESULT id=1 faces=H'));
    await fc.assert(
      fc.asyncProperty(fc.array(fc.integer({ min: 1, max: stream.length }), { maxLength: 10 }), async (cuts) => {
        const points = [...new Set(cuts)].sort((a, b) => a - b);
        const chunks = [0, ...points].map((start, i) => stream.subarray(start, points[i] ?? stream.length)).filter((c) => c.length > 0);
        const lines = await parse(chunks);
        expect(lines.map((l) => (l.kind === 'frame' ? l.frame.type : l.reason))).toEqual(['ACK', 'COIN', 'RESULT']);
      }),
    );
  });

  it('reports noise between frames as bad and still delivers the frames around it', async () => {
    const lines = await parse([
      Buffer.from(frame('ACK id=2')),
      Buffer.from([0xff, 0x00, 0x41, 0x0a]),
      Buffer.from('RESULT id=2 faces=T*0000\n'),
      Buffer.from(frame('RESULT id=2 faces=T')),
    ]);
    expect(lines.map((l) => l.kind)).toEqual(['frame', 'bad', 'bad', 'frame']);
  });

  it('cuts off an endless line without growing, reports it once, and resynchronises', async () => {
    const parser = new CoinFrameParser();
    const out: ParsedLine[] = [];
    parser.on('data', (line: ParsedLine) => out.push(line));
    for (let i = 0; i < 1000; i++) parser.write(Buffer.alloc(1000, 0x41));
    parser.write(Buffer.from(`\n${frame('ACK id=3')}`));
    await new Promise<void>((resolve) => parser.end(resolve));
    expect(out).toHaveLength(2);
    expect(out[0]).toMatchObject({ kind: 'bad', reason: 'longer than 96 bytes' });
    expect(out[1]).toMatchObject({ kind: 'frame', frame: { type: 'ACK', id: 3 } });
  });

  it('does not pass off a half line left at close as a frame', async () => {
    const lines = await parse([Buffer.from('RESULT id=4 fa')]);
    expect(lines).toEqual([{ kind: 'bad', reason: 'incomplete line at close', raw: 'RESULT id=4 fa' }]);
  });
});
