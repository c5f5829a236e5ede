import { SerialPortStream } from '@serialport/stream';
import type { Logger } from 'pino';
import { CoinFrameParser, type ParsedLine } from './frame.parser.js';
import { reconnectDelay, type BackoffPolicy } from './reconnect-backoff.js';
import type { SerialBinding } from './serial-binding.js';

export interface SerialLinkOptions {
  readonly path: string;
  readonly baudRate: number;
  readonly binding: SerialBinding;
  readonly backoff: BackoffPolicy;
  readonly logger: Logger;
}

export interface SerialLinkHandlers {
  opened(): void;
  line(line: ParsedLine): void;
  closed(reason: string): void;
}

/**
 * Keeps one serial path open: opens it, parses what arrives into frames, and when the device
 * goes away (or was never there) re-opens the same path with backoff. serialport does not
 * reconnect by itself; a replugged USB device comes back under its by-id name.
 */
export class SerialLink {
  private port: SerialPortStream | undefined;
  private parser: CoinFrameParser | undefined;
  private running = false;
  private attempt = 0;
  private timer: NodeJS.Timeout | undefined;
  lastError: string | undefined;
  disconnects = 0;

  constructor(
    private readonly options: SerialLinkOptions,
    private readonly handlers: SerialLinkHandlers,
  ) {}

  get isOpen(): boolean {
    return this.port?.isOpen === true;
  }

  start(): void {
    if (this.running) return;
    this.running = true;
    this.open();
  }

  async stop(): Promise<void> {
    this.running = false;
    clearTimeout(this.timer);
    this.timer = undefined;
    const port = this.port;
    this.detach();
    if (port?.isOpen) await new Promise<void>((resolve) => port.close(() => resolve()));
  }

  /** The device proved it is there: the next disconnect starts the backoff from the beginning. */
  resetBackoff(): void {
    this.attempt = 0;
  }

  write(text: string): void {
    this.port?.write(text);
  }

  private open(): void {
    this.timer = undefined;
    const port = new SerialPortStream({
      binding: this.options.binding,
      path: this.options.path,
      baudRate: this.options.baudRate,
      autoOpen: false,
    });
    port.open((error) => {
      if (!this.running) {
        if (!error) port.close();
        return;
      }
      if (error) {
        this.lastError = error.message;
        const level = this.attempt === 0 ? 'warn' : 'debug';
        this.options.logger[level]({ err: error.message, attempt: this.attempt }, 'cannot open the serial port; retrying');
        this.retry();
        return;
      }
      this.attach(port);
    });
  }

  private attach(port: SerialPortStream): void {
    this.port = port;
    this.parser = new CoinFrameParser();
    port.pipe(this.parser);
    this.parser.on('data', this.onLine);
    port.on('close', this.onClose);
    port.on('error', this.onError);
    port.on('end', this.onEnd);
    this.handlers.opened();
  }

  private detach(): void {
    const port = this.port;
    if (port) {
      port.off('close', this.onClose);
      port.off('error', this.onError);
      port.off('end', this.onEnd);
      // A dead port may still report the write it was doing; nothing waits for it any more.
      port.on('error', (error: Error) => this.options.logger.debug({ err: error.message }, 'error from a closed serial port'));
      if (this.parser) port.unpipe(this.parser);
    }
    this.parser?.off('data', this.onLine);
    this.parser = undefined;
    this.port = undefined;
  }

  private retry(): void {
    this.timer = setTimeout(() => this.open(), reconnectDelay(this.attempt++, this.options.backoff));
  }

  private readonly onLine = (line: ParsedLine): void => {
    this.handlers.line(line);
  };

  private readonly onClose = (error?: Error | null): void => {
    this.detach();
    const reason = error?.message ?? 'port closed';
    this.lastError = reason;
    this.disconnects++;
    this.handlers.closed(reason);
    if (this.running) this.retry();
  };

  private readonly onError = (error: Error): void => {
    this.lastError = error.message;
    this.options.logger.warn({ err: error.message }, 'serial port error');
  };

  /** End of stream without a close (EOF on the device node): the device is gone. */
  private readonly onEnd = (): void => {
    if (this.port?.isOpen) this.port.close();
  };
}
