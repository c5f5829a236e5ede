import type { Logger } from 'pino';
import { CoinFlipperDriver, type CoinFlipperTiming } from './coin-flipper.driver.js';
import { CoinFlipperEmulator, type EmulatedLanding } from './device-emulator.js';
import { EmulatedSerialBinding } from './emulated-binding.js';

export interface SimulatedCoinFlipper {
  readonly driver: CoinFlipperDriver;
  readonly emulator: CoinFlipperEmulator;
  readonly binding: EmulatedSerialBinding;
}

export interface SimulatedCoinFlipperOptions {
  /** Per coin; the real device's 1.2 s scaled down so a demo stays lively. */
  readonly coinMs?: number;
  readonly land?: () => EmulatedLanding;
  readonly requestTimeoutMs?: number;
  readonly timing?: Partial<CoinFlipperTiming>;
  readonly onHealthChange?: () => void;
}

/** Demo mode's flipper: the real driver over binding-mock with the emulator on the far end. */
export function createSimulatedCoinFlipper(
  tableId: string,
  logger: Logger,
  options: SimulatedCoinFlipperOptions = {},
): SimulatedCoinFlipper {
  const path = `simulated:coin-flipper/${tableId}`;
  const emulator = new CoinFlipperEmulator({
    serialNumber: `SIM-${tableId}`,
    coinMs: options.coinMs ?? 150,
    ...(options.land ? { land: options.land } : {}),
  });
  const binding = new EmulatedSerialBinding(path, emulator);
  const driver = new CoinFlipperDriver({
    tableId,
    path,
    baudRate: 115_200,
    requestTimeoutMs: options.requestTimeoutMs ?? 5_000,
    binding,
    logger,
    origin: 'simulated',
    ...(options.timing ? { timing: options.timing } : {}),
    ...(options.onHealthChange ? { onHealthChange: options.onHealthChange } : {}),
  });
  return { driver, emulator, binding };
}
