import { describe, expect, it } from 'vitest';
import { CONFORMANCE_FACES, FrameCollector, runConformance } from '../../../firmware-bridge/coin-flipper/host/conformance.js';
import { crc16Hex } from './crc16.js';
import { CoinFlipperEmulator, type EmulatedLanding } from './device-emulator.js';

const LANDING: Record<string, EmulatedLanding> = { H: 'heads', T: 'tails', U: 'unreadable' };

describe('CoinFlipperEmulator (demo mode\'s device)', () => {
  it('holds the protocol conversation the firmware holds, word for word', async () => {
    const faces = [...CONFORMANCE_FACES];
    const emulator = new CoinFlipperEmulator({ serialNumber: 'SIM-t1', coinMs: 0, land: () => LANDING[faces.shift() ?? 'H'] ?? 'heads' });
    const collector = new FrameCollector(crc16Hex);
    emulator.connect((bytes) => collector.push(bytes));
    expect(collector.received).toEqual(['HELLO model=MMCF-1-SIM fw=1.0.0 sn=SIM-t1 proto=1']);

    const mismatches = await runConformance(
      { write: (bytes) => emulator.receive(Buffer.from(bytes, 'latin1')), received: collector.received },
      (body) => `${body}*${crc16Hex(body)}\n`,
      10,
    );
    expect(mismatches).toEqual([]);
    emulator.disconnect();
  });

  it('refuses a second request while one is in the air, and the button while busy', async () => {
    const emulator = new CoinFlipperEmulator({ serialNumber: 'SIM-t1', coinMs: 30, land: () => 'heads' });
    const collector = new FrameCollector(crc16Hex);
    emulator.connect((bytes) => collector.push(bytes));
    collector.received.length = 0;
    const send = (body: string): void => emulator.receive(Buffer.from(`${body}*${crc16Hex(body)}\n`, 'latin1'));
    send('FLIP id=1 n=1');
    send('FLIP id=2 n=1');
    emulator.pressButton();
    await expect.poll(() => collector.received.at(-1)).toBe('RESULT id=1 faces=H');
    expect(collector.received).toEqual(['ACK id=1', 'ERR id=2 code=busy', 'COIN id=1 i=1 face=H', 'RESULT id=1 faces=H']);
    emulator.disconnect();
  });
});
