import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deflateSync } from 'node:zlib';

/**
 * A local image server for tests of card art: never the internet. It answers every path with a card-sized PNG,
 * except under /text/ (an HTML page), /huge/ (a PNG far over any size limit) and /slow/ (no answer at all), and
 * records the paths asked for.
 */
export interface ImageServer {
  /** http://127.0.0.1:<port> */
  readonly origin: string;
  readonly requests: readonly string[];
  close(): Promise<void>;
}

/** `port`: listen there again after a close, as a source that comes back; default a free port. */
export async function startImageServer(port = 0): Promise<ImageServer> {
  const requests: string[] = [];
  const hanging = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const path = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
    requests.push(path);
    if (path.startsWith('/slow/')) {
      hanging.add(res);
      return;
    }
    if (path.startsWith('/text/')) {
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<h1>not an image</h1>');
      return;
    }
    const body = path.startsWith('/huge/') ? Buffer.alloc(6_000_000) : CARD_PNG;
    res.writeHead(200, { 'content-type': 'image/png', 'content-length': body.length }).end(body);
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** A 63 × 88 picture (the card's proportions): a magenta frame round a teal field, unlike any drawn face. */
export const CARD_PNG = png(63, 88, (x, y) => (x < 4 || y < 4 || x > 58 || y > 83 ? [220, 0, 160] : [0, 150, 150]));

function png(width: number, height: number, colour: (x: number, y: number) => [number, number, number]): Buffer {
  const rows = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) rows.set(colour(x, y), y * (1 + width * 3) + 1 + x * 3);
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', header), chunk('IDAT', deflateSync(rows)), chunk('IEND', Buffer.alloc(0))]);
}

function chunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

function crc32(bytes: Buffer): number {
  let c = 0xffffffff;
  for (const byte of bytes) {
    c ^= byte;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}
