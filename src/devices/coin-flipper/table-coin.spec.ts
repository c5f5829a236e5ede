import { pino } from 'pino';
import { describe, expect, it, vi } from 'vitest';
import { CoinSourceError, type FlipResult } from '../coin-source.js';
import { SoftwareCoin } from './software-coin.js';
import { TableCoin, type FlipperDevice } from './table-coin.js';

const logger = pino({ level: 'silent' });
const DEVICE_RESULT: FlipResult = { results: ['heads'], origin: { kind: 'device', serialNumber: 'E66058A1', firmwareVersion: '1.4.2' } };

function device(up: boolean, flip: FlipperDevice['flip'] = async () => DEVICE_RESULT): FlipperDevice {
  return { available: () => up, flip: vi.fn(flip), onButtonFlip: () => () => undefined };
}

describe('TableCoin: which coin answers a table\'s flip', () => {
  it('uses the flipper when it is up', async () => {
    const source = new TableCoin('t1', device(true), new SoftwareCoin(), logger);
    expect(await source.flip({ mode: 'coins', count: 1 })).toEqual(DEVICE_RESULT);
  });

  it('flips in software, marked as such, when the flipper is down and the table allows it', async () => {
    const flipper = device(false);
    const source = new TableCoin('t1', flipper, new SoftwareCoin(), logger);
    const result = await source.flip({ mode: 'coins', count: 2 });
    expect(result.origin).toEqual({ kind: 'software', rng: 'crypto.randomInt' });
    expect(flipper.flip).not.toHaveBeenCalled();
  });

  it('flips in software when no flipper is configured and the table allows it', async () => {
    const source = new TableCoin('t1', undefined, new SoftwareCoin(), logger);
    expect((await source.flip({ mode: 'until-tails' })).origin.kind).toBe('software');
    expect(source.available()).toBe(true);
  });

  it('refuses with "unavailable" when the flipper is down and software flips are not allowed', async () => {
    const source = new TableCoin('t1', device(false), undefined, logger);
    expect(source.available()).toBe(false);
    const error = await source.flip({ mode: 'coins', count: 1 }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(CoinSourceError);
    expect(error).toMatchObject({ code: 'unavailable' });
  });

  it('refuses with "software-flips-forbidden" when there is no flipper and software flips are not allowed', async () => {
    const source = new TableCoin('t1', undefined, undefined, logger);
    await expect(source.flip({ mode: 'coins', count: 1 })).rejects.toMatchObject({ code: 'software-flips-forbidden' });
  });

  it('never re-flips in software a device flip that failed half-way', async () => {
    const failing = device(true, async () => {
      throw new CoinSourceError('unavailable', 'The coin flipper disconnected. No result was recorded.');
    });
    const source = new TableCoin('t1', failing, new SoftwareCoin(), logger);
    await expect(source.flip({ mode: 'coins', count: 1 })).rejects.toMatchObject({ code: 'unavailable' });
  });
});
