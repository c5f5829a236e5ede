import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join, normalize } from 'node:path';

/** A local server playing a pokemon-tcg-data address (raw.githubusercontent.com) for tests, which never reach the internet. */
export interface SetServer {
  /** The address to give as catalogue.setSource.from. */
  readonly url: string;
  /** Paths asked for, in order. */
  readonly requests: string[];
  /** Answers every request with this status instead (a source in trouble); undefined serves the files. */
  failWith: number | undefined;
  close(): Promise<void>;
}

/** Serves the files of a pokemon-tcg-data directory (sets/en.json, cards/en/<set>.json) as its address does. */
export async function startSetServer(dir: string): Promise<SetServer> {
  const requests: string[] = [];
  const state: { failWith: number | undefined } = { failWith: undefined };
  const server: Server = createServer((req, res) => {
    const path = normalize(decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname));
    requests.push(path);
    if (state.failWith !== undefined) {
      res.writeHead(state.failWith).end();
      return;
    }
    if (!/^\/(sets|cards|decks)\//.test(path)) {
      res.writeHead(404).end();
      return;
    }
    readFile(join(dir, path)).then(
      (body) => res.writeHead(200, { 'content-type': 'application/json' }).end(body),
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    get failWith() {
      return state.failWith;
    },
    set failWith(status) {
      state.failWith = status;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
