import { SerialPortMock } from 'serialport';
import type { SerialBinding, SerialOpenOptions, SerialPortBinding } from './serial-binding.js';

/** The far end of an emulated port: CoinFlipperEmulator, or a scripted device in unit tests. */
export interface EmulatedDevice {
  /** The hub opened the port; the device's bytes go to `output` until disconnect(). */
  connect(output: (bytes: Buffer) => void): void;
  disconnect(): void;
  receive(bytes: Buffer): void;
}

/**
 * serialport's mock binding with an emulated device on the far end: what the hub
 * writes reaches the emulator, what the emulator sends arrives as received bytes. The driver
 * runs unchanged on top, so demo flips take the exact path of real ones. unplug()/plugIn()
 * make the device vanish and come back like a USB replug.
 */
export class EmulatedSerialBinding implements SerialBinding {
  private plugged = false;
  private port: EmulatedPort | undefined;

  constructor(
    private readonly path: string,
    private readonly emulator: EmulatedDevice,
  ) {}

  plugIn(): void {
    // SerialPortMock.binding, not an import of @serialport/binding-mock: under ESM that would
    // be a second copy of the mock that knows none of these ports.
    SerialPortMock.binding.createPort(this.path, { echo: false, record: false });
    this.plugged = true;
  }

  unplug(): void {
    this.plugged = false;
    this.port?.disconnect();
  }

  list(): ReturnType<SerialBinding['list']> {
    return SerialPortMock.binding.list();
  }

  async open(options: SerialOpenOptions): Promise<SerialPortBinding> {
    if (!this.plugged || options.path !== this.path) throw new Error(`${options.path}: no such device`);
    const inner = await SerialPortMock.binding.open(options);
    const port = new EmulatedPort(inner, this.emulator, () => {
      if (this.port === port) this.port = undefined;
    });
    this.port = port;
    this.emulator.connect((bytes) => {
      if (inner.isOpen) inner.emitData(bytes);
    });
    return port;
  }
}

class EmulatedPort implements SerialPortBinding {
  private unplugged: (error: Error) => void = () => undefined;
  private readonly gone = new Promise<never>((_, reject) => {
    this.unplugged = reject;
  });

  constructor(
    private readonly inner: SerialPortBinding,
    private readonly emulator: EmulatedDevice,
    private readonly onClosed: () => void,
  ) {
    this.gone.catch(() => undefined);
  }

  get openOptions(): SerialPortBinding['openOptions'] {
    return this.inner.openOptions;
  }

  get isOpen(): boolean {
    return this.inner.isOpen;
  }

  /** A pending read fails with a non-cancel error: serialport's signal for a lost device. */
  disconnect(): void {
    this.emulator.disconnect();
    this.unplugged(new Error('device unplugged'));
  }

  async close(): Promise<void> {
    this.emulator.disconnect();
    this.onClosed();
    await this.inner.close();
  }

  read(buffer: Buffer, offset: number, length: number): Promise<{ buffer: Buffer; bytesRead: number }> {
    return Promise.race([this.inner.read(buffer, offset, length), this.gone]);
  }

  async write(buffer: Buffer): Promise<void> {
    await Promise.race([this.inner.write(buffer), this.gone]);
    this.emulator.receive(buffer);
  }

  update(options: Parameters<SerialPortBinding['update']>[0]): Promise<void> {
    return this.inner.update(options);
  }

  set(options: Parameters<SerialPortBinding['set']>[0]): Promise<void> {
    return this.inner.set(options);
  }

  get(): ReturnType<SerialPortBinding['get']> {
    return this.inner.get();
  }

  getBaudRate(): ReturnType<SerialPortBinding['getBaudRate']> {
    return this.inner.getBaudRate();
  }

  flush(): Promise<void> {
    return this.inner.flush();
  }

  drain(): Promise<void> {
    return this.inner.drain();
  }
}
