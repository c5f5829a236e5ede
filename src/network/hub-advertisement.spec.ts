import { Bonjour, type Service } from 'bonjour-service';
import { afterEach, describe, expect, it } from 'vitest';
import { advertiseHub, type Advertised } from './hub-advertisement.js';

let advertised: Advertised | undefined;
let browser: Bonjour | undefined;
afterEach(async () => {
  await advertised?.stop();
  browser?.destroy();
});

describe('the hub advertised by mDNS/DNS-SD', () => {
  it('a browser on the network finds "Mirrormat <hub id>" as an HTTPS service with its port and hub id', async () => {
    const hubId = `test-${process.pid}`;
    const errors: Error[] = [];
    advertised = advertiseHub({ hubId, port: 48443, https: true, onError: (e) => errors.push(e) });
    browser = new Bonjour();
    const found = await new Promise<Service>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no "${advertised!.name}" within 8 s; errors: ${errors.map(String).join('; ')}`)), 8_000);
      browser!.find({ type: 'https' }, (service) => {
        if (service.name !== advertised!.name) return;
        clearTimeout(timer);
        resolve(service);
      });
    });
    expect(found).toMatchObject({ name: `Mirrormat ${hubId}`, port: 48443, txt: { hub: hubId, app: 'mirrormat', path: '/' } });
  });
});
