/**
 * The slice of nfc-pcsc (an untyped, optional dependency) the driver uses, typed here so the rest
 * of this folder never touches its loosely emitted events, and so unit tests can stand in for it.
 */

export interface PcscCard {
  readonly uid?: string;
  readonly atr?: Buffer;
}

/** pcsclite's own reader, under nfc-pcsc's: its first `status` says whether the slot is empty. */
export interface PcscRawReader {
  readonly SCARD_STATE_EMPTY: number;
  once(event: 'status', listener: (status: { state: number }) => void): unknown;
}

/** nfc-pcsc's Reader. */
export interface PcscReaderDevice {
  readonly name: string;
  readonly reader: PcscRawReader;
  connect(mode?: string): Promise<unknown>;
  read(block: number, length: number, blockSize?: number, packetSize?: number): Promise<Buffer>;
  write(block: number, data: Buffer, blockSize?: number): Promise<unknown>;
  on(event: 'card' | 'card.off', listener: (card: PcscCard) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  on(event: 'end', listener: () => void): unknown;
  removeAllListeners(): unknown;
}

/** nfc-pcsc's NFC: one PC/SC context watching pcscd for readers. */
export interface PcscService {
  on(event: 'reader', listener: (reader: PcscReaderDevice) => void): unknown;
  on(event: 'error', listener: (error: Error) => void): unknown;
  removeAllListeners(): unknown;
  close(): void;
}

export type PcscAvailability = { readonly ok: true } | { readonly ok: false; readonly reason: string };

export interface PcscBackend {
  /** Whether nfc-pcsc loads and pcscd answers; never blocks for long. */
  availability(): Promise<PcscAvailability>;
  /** Only after availability() said ok: nfc-pcsc's constructor spins while pcscd is away. */
  open(): PcscService;
}

export const PCSC_BACKEND = Symbol('PCSC_BACKEND');
