import { hostname, networkInterfaces } from 'node:os';
import { Inject, Injectable, type OnApplicationShutdown } from '@nestjs/common';
import { CONFIG } from '../config/config.tokens.js';
import type { MirrormatConfig } from '../config/config.schema.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import type { HubNetwork } from '../protocol/hub-network.schema.js';
import { dashboardUrls, isLoopbackOnly } from './hub-addresses.js';
import { advertiseHub, type Advertised } from './hub-advertisement.js';
import type { HubCertificate } from './hub-certificate.js';

/** Where the listening hub is reached, told once it listens (its port may be 0 in the config), and its mDNS advertisement. */
@Injectable()
export class HubNetworkService implements OnApplicationShutdown {
  private network: HubNetwork;
  private advertised: Advertised | undefined;

  constructor(
    @Inject(CONFIG) private readonly config: MirrormatConfig,
    @Inject(LOGGER) private readonly logger: Logger,
  ) {
    this.network = { hubId: config.hub.id, urls: [], tls: null, advertisedAs: null };
  }

  /** Called by main once the server listens. */
  listening(port: number, certificate: HubCertificate | undefined): HubNetwork {
    const https = certificate !== undefined;
    const listenHost = this.config.http.host;
    if (this.config.discovery.mdns && !isLoopbackOnly(listenHost)) {
      this.advertised = advertiseHub({
        hubId: this.config.hub.id,
        port,
        https,
        // A network without multicast leaves tablets the QR code and the typed address; the hub runs on.
        onError: (error) => this.logger.warn({ err: error }, 'mDNS advertisement failed; tablets can still scan the QR code'),
      });
    }
    this.network = {
      hubId: this.config.hub.id,
      urls: dashboardUrls({ listenHost, port, https, hostname: hostname(), interfaces: networkInterfaces() }),
      tls: certificate ? { fingerprint256: certificate.fingerprint256, selfSigned: certificate.selfSigned, validTo: certificate.validTo } : null,
      advertisedAs: this.advertised?.name ?? null,
    };
    return this.network;
  }

  current(): HubNetwork {
    return this.network;
  }

  async onApplicationShutdown(): Promise<void> {
    await this.advertised?.stop();
    this.advertised = undefined;
  }
}
