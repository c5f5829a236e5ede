import { pino } from 'pino';
import { afterEach, describe, expect, it } from 'vitest';
import type { FlipResult } from '../coin-source.js';
import type { EmulatedLanding } from './device-emulator.js';
import { createSimulatedCoinFlipper, type SimulatedCoinFlipper } from './simulated-coin-flipper.js';

const logger = pino({ level: 'silent' });
let table = 0;
const started: SimulatedCoinFlipper[] = [];

async function simulated(landings: EmulatedLanding[] = []): Promise<SimulatedCoinFlipper> {
  const script = [...landings];
  const flipper = createSimulatedCoinFlipper(`demo-${++table}`, logger, {
    coinMs: 5,
    land: () => script.shift() ?? 'heads',
    timing: { backoff: { initialMs: 5, maxMs: 20 } },
  });
  flipper.binding.plugIn();
  await flipper.driver.start();
  started.push(flipper);
  expect(await flipper.driver.whenAvailable(1_000)).toBe(true);
  return flipper;
}

afterEach(async () => {
  await Promise.all(started.splice(0).map((f) => f.driver.stop()));
});

describe('simulated coin flipper (demo mode: the real driver, binding-mock, the TypeScript emulator)', () => {
  it('flips 3 coins through the protocol and marks them simulated', async () => {
    const { driver } = await simulated(['heads', 'tails', 'tails']);
    const result = await driver.flip({ mode: 'coins', count: 3 });
    expect(result.results).toEqual(['heads', 'tails', 'tails']);
    expect(result.origin).toMatchObject({ kind: 'simulated', note: expect.stringMatching(/emulated coin flipper MMCF-1-SIM SIM-demo-\d+.*not a real coin/) });
    expect(driver.health()[0]).toMatchObject({ status: 'up', detail: { simulated: true, badFrames: 0, serialNumber: expect.stringMatching(/^SIM-/) } });
  });

  it('flips until tails', async () => {
    const { driver } = await simulated(['heads', 'heads', 'heads', 'tails']);
    expect((await driver.flip({ mode: 'until-tails' })).results).toEqual(['heads', 'heads', 'heads', 'tails']);
  });

  it('reports a coin the emulated sensor cannot read as a failed flip', async () => {
    const { driver } = await simulated(['heads', 'unreadable']);
    await expect(driver.flip({ mode: 'coins', count: 2 })).rejects.toMatchObject({ code: 'device-error', message: expect.stringMatching(/coin 2/) });
    expect((await driver.flip({ mode: 'coins', count: 1 })).results).toEqual(['heads']);
  });

  it('reports a press of the emulated button as a button flip with its sequence number', async () => {
    const { driver, emulator } = await simulated(['tails']);
    const flips: FlipResult[] = [];
    driver.onButtonFlip((flip) => flips.push(flip));
    emulator.pressButton();
    await expect.poll(() => flips).toHaveLength(1);
    expect(flips[0]?.results).toEqual(['tails']);
    expect(flips[0]?.origin).toMatchObject({ kind: 'simulated', note: expect.stringMatching(/button flip #1/) });
  });

  it('survives an emulated unplug: the flip in the air fails, the driver reconnects, the next flip works', async () => {
    const { driver, binding } = await simulated(['heads', 'tails']);
    const interrupted = driver.flip({ mode: 'coins', count: 2 });
    binding.unplug();
    await expect(interrupted).rejects.toMatchObject({ code: 'unavailable' });
    binding.plugIn();
    expect(await driver.whenAvailable(1_000)).toBe(true);
    expect((await driver.flip({ mode: 'coins', count: 1 })).origin.kind).toBe('simulated');
    expect(driver.health()[0]?.detail).toMatchObject({ reconnects: 1 });
  });
});
