import type { NetworkInterfaceInfo } from 'node:os';

/** The names and addresses by which tablets on the store's network reach this machine. */
export interface HubNames {
  readonly dns: readonly string[];
  readonly ips: readonly string[];
}

type Interfaces = NodeJS.Dict<NetworkInterfaceInfo[]>;

/**
 * Every name the machine answers to: localhost, its host name and the `.local` name mDNS gives it,
 * loopback and each IPv4 address of its network interfaces (IPv6 link-local addresses need a zone a
 * URL cannot carry well, so they are left out).
 */
export function hubNames(hostname: string, interfaces: Interfaces): HubNames {
  const host = hostname.toLowerCase();
  const dns = [...new Set(['localhost', host, host.endsWith('.local') ? host : `${host}.local`])];
  const ips = ['127.0.0.1', ...lanAddresses(interfaces)];
  return { dns, ips: [...new Set(ips)] };
}

/** IPv4 addresses of the interfaces that are not loopback, in the order the system lists them. */
export function lanAddresses(interfaces: Interfaces): string[] {
  return Object.values(interfaces)
    .flatMap((list) => list ?? [])
    .filter((info) => info.family === 'IPv4' && !info.internal)
    .map((info) => info.address);
}

/**
 * The dashboard's URLs for a person to type or scan: where the hub listens on every address, the
 * mDNS name first (it survives a new DHCP lease), then each LAN address; only the listening
 * address itself when the hub listens on one address.
 */
export function dashboardUrls(options: { listenHost: string; port: number; https: boolean; hostname: string; interfaces: Interfaces }): string[] {
  const scheme = options.https ? 'https' : 'http';
  const url = (host: string) => `${scheme}://${host.includes(':') ? `[${host}]` : host}:${options.port}/`;
  const everywhere = options.listenHost === '0.0.0.0' || options.listenHost === '::';
  if (!everywhere) return [url(options.listenHost === '127.0.0.1' || options.listenHost === '::1' ? 'localhost' : options.listenHost)];
  const local = options.hostname.endsWith('.local') ? options.hostname : `${options.hostname}.local`;
  return [url(local.toLowerCase()), ...lanAddresses(options.interfaces).map(url)];
}

/** Whether only this machine can reach the hub, so advertising it on the network would mislead. */
export function isLoopbackOnly(listenHost: string): boolean {
  return listenHost === '127.0.0.1' || listenHost === '::1' || listenHost === 'localhost';
}
