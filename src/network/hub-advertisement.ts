import { Bonjour } from 'bonjour-service';

export interface Advertised {
  /** The service instance name tablets' browsers and apps list. */
  readonly name: string;
  stop(): Promise<void>;
}

/**
 * Advertises the dashboard by mDNS/DNS-SD (bonjour-service: multicast DNS in plain Node, no
 * avahi needed) as an `_http._tcp` or `_https._tcp` service named "Mirrormat <hub id>", with the hub
 * id in its TXT record, so a store's tablets and discovery apps list every hub by name.
 */
export function advertiseHub(options: { hubId: string; port: number; https: boolean; onError: (error: Error) => void }): Advertised {
  const bonjour = new Bonjour(undefined, (error: Error) => options.onError(error));
  const name = `Mirrormat ${options.hubId}`;
  const service = bonjour.publish({ name, type: options.https ? 'https' : 'http', port: options.port, txt: { path: '/', hub: options.hubId, app: 'mirrormat' } });
  service.on('error', (error: Error) => options.onError(error));
  return {
    name,
    stop: () =>
      new Promise<void>((resolve) => {
        bonjour.unpublishAll(() => bonjour.destroy(() => resolve()));
      }),
  };
}
