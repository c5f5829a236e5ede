import type { NetworkInterfaceInfo } from 'node:os';
import { describe, expect, it } from 'vitest';
import { dashboardUrls, hubNames, isLoopbackOnly } from './hub-addresses.js';

const iface = (address: string, family: 'IPv4' | 'IPv6', internal = false) => ({ address, family, internal }) as NetworkInterfaceInfo;
const interfaces = {
  lo: [iface('127.0.0.1', 'IPv4', true), iface('::1', 'IPv6', true)],
  eth0: [iface('192.168.1.20', 'IPv4'), iface('fe80::1', 'IPv6')],
  wlan0: [iface('10.0.0.7', 'IPv4')],
};

describe("the hub's names and addresses", () => {
  it('every name a certificate must carry: localhost, the host name and its .local name, loopback and each LAN IPv4', () => {
    expect(hubNames('Counter', interfaces)).toEqual({ dns: ['localhost', 'counter', 'counter.local'], ips: ['127.0.0.1', '192.168.1.20', '10.0.0.7'] });
  });

  it('a hub on every address: the mDNS name first (it survives a new DHCP lease), then each LAN address', () => {
    expect(dashboardUrls({ listenHost: '0.0.0.0', port: 8443, https: true, hostname: 'counter', interfaces })).toEqual([
      'https://counter.local:8443/',
      'https://192.168.1.20:8443/',
      'https://10.0.0.7:8443/',
    ]);
  });

  it('a hub on one address: that address alone; loopback is localhost and is not advertised', () => {
    expect(dashboardUrls({ listenHost: '192.168.1.20', port: 80, https: false, hostname: 'counter', interfaces })).toEqual(['http://192.168.1.20:80/']);
    expect(dashboardUrls({ listenHost: '127.0.0.1', port: 8080, https: false, hostname: 'counter', interfaces })).toEqual(['http://localhost:8080/']);
    expect(isLoopbackOnly('127.0.0.1')).toBe(true);
    expect(isLoopbackOnly('0.0.0.0')).toBe(false);
  });
});
