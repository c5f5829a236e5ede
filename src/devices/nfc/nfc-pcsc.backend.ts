import { createRequire } from 'node:module';
import { createConnection } from 'node:net';
import type { PcscAvailability, PcscBackend, PcscService } from './pcsc-backend.js';

type NfcConstructor = new () => PcscService;

/** pcsc-lite's client socket; PCSCLITE_CSOCK_NAME moves it (used by the test harness). */
export function pcscdSocketPath(env: NodeJS.ProcessEnv = process.env): string {
  return env.PCSCLITE_CSOCK_NAME ?? '/run/pcscd/pcscd.comm';
}

/**
 * nfc-pcsc through PC/SC. It is an optional dependency with a native addon: when it cannot load,
 * availability() says why and the hub runs without PC/SC readers.
 */
export class NfcPcscBackend implements PcscBackend {
  private nfc: NfcConstructor | undefined;
  private loadError: string | undefined;

  constructor(private readonly socketPath = pcscdSocketPath()) {}

  async availability(): Promise<PcscAvailability> {
    const loaded = this.load();
    if (!loaded.ok) return loaded;
    return probe(this.socketPath);
  }

  /**
   * @pokusew/pcsclite's constructor retries SCardEstablishContext in a loop, on the main thread,
   * for as long as pcscd is absent; the probe just before makes that window tiny, not zero.
   */
  open(): PcscService {
    if (!this.nfc) throw new Error('nfc-pcsc is not loaded');
    return new this.nfc();
  }

  private load(): PcscAvailability {
    if (this.nfc) return { ok: true };
    if (this.loadError === undefined) {
      try {
        // CommonJS with a native addon; createRequire keeps a failed load catchable and synchronous.
        const mod = createRequire(import.meta.url)('nfc-pcsc') as { NFC?: NfcConstructor };
        if (typeof mod.NFC !== 'function') throw new Error('nfc-pcsc exports no NFC class');
        this.nfc = mod.NFC;
        return { ok: true };
      } catch (error) {
        this.loadError = `nfc-pcsc could not be loaded (${error instanceof Error ? error.message.split('\n')[0] : String(error)})`;
      }
    }
    return { ok: false, reason: this.loadError };
  }
}

/** Connecting to pcscd's socket is harmless (it is how every client starts) and fails fast. */
function probe(path: string): Promise<PcscAvailability> {
  return new Promise((resolve) => {
    const socket = createConnection({ path });
    const done = (result: PcscAvailability) => {
      clearTimeout(timer);
      socket.destroy();
      resolve(result);
    };
    const timer = setTimeout(() => done({ ok: false, reason: `pcscd does not answer on ${path}` }), 1000);
    socket.once('connect', () => done({ ok: true }));
    socket.once('error', (error: NodeJS.ErrnoException) =>
      done({ ok: false, reason: `pcscd is not running (${error.code ?? error.message} on ${path})` }),
    );
  });
}
