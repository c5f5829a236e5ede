import { Transform, type TransformCallback } from 'node:stream';
import { decodeLine, MAX_LINE, type DecodedLine } from './protocol.js';

export type ParsedLine = Exclude<DecodedLine, { kind: 'empty' }> & { readonly raw: string };

/**
 * The coin flipper's one framing: bytes in, one decoded frame (or bad-frame notice) per line
 * out. A line that grows past the protocol's limit is cut off and reported once as bad, and
 * the parser resynchronises at the next '\n', so no amount of noise grows its buffer.
 */
export class CoinFrameParser extends Transform {
  private pending = '';
  private overflowed = false;

  constructor() {
    super({ readableObjectMode: true });
  }

  override _transform(chunk: Buffer, _encoding: BufferEncoding, callback: TransformCallback): void {
    // latin1 keeps one char per byte, so non-ASCII bytes stay visible to the frame check.
    let text = chunk.toString('latin1');
    let newline = text.indexOf('\n');
    while (newline !== -1) {
      this.line(this.pending + text.slice(0, newline));
      this.pending = '';
      text = text.slice(newline + 1);
      newline = text.indexOf('\n');
    }
    this.pending += text;
    if (this.pending.length > MAX_LINE + 1) {
      this.pending = this.pending.slice(0, MAX_LINE + 2);
      this.overflowed = true;
    }
    callback();
  }

  override _flush(callback: TransformCallback): void {
    // A half line when the port closes never completed: it cannot be a frame.
    if (this.pending !== '') this.push({ kind: 'bad', reason: 'incomplete line at close', raw: this.pending });
    this.pending = '';
    callback();
  }

  private line(line: string): void {
    if (this.overflowed) {
      this.overflowed = false;
      this.push({ kind: 'bad', reason: `longer than ${MAX_LINE} bytes`, raw: line.slice(0, MAX_LINE) });
      return;
    }
    const decoded = decodeLine(line);
    if (decoded.kind === 'empty') return;
    this.push({ ...decoded, raw: line });
  }
}
