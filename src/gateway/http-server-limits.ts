import type { IncomingMessage, Server } from 'node:http';
import type { Socket } from 'node:net';
import { Inject, Injectable, type BeforeApplicationShutdown, type OnApplicationBootstrap } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import { CONFIG } from '../config/config.tokens.js';
import type { MirrormatConfig } from '../config/config.schema.js';
import { LOGGER, type Logger } from '../logging/logger.js';
import { ConnectionLimits } from './connection-limits.js';

/** A client has this long to send a request's headers once connected: a slow-loris sender is closed. */
export const HEADERS_TIMEOUT_MS = 10_000;
/** A whole request (the largest body is 256 kB) on a store's network. */
const REQUEST_TIMEOUT_MS = 30_000;
const KEEP_ALIVE_TIMEOUT_MS = 5_000;
/** On SIGTERM, what clients get to finish before their connections are cut. */
export const SHUTDOWN_GRACE_MS = 1_000;

/**
 * The hub's one HTTP server (REST, dashboard, WebSocket upgrades) held against hostile clients:
 * connections capped per address and in all, headers that must arrive in time, and a shutdown that
 * does not wait for clients that never finish. WebSocket connections are counted here too; their
 * liveness is the gateway's heartbeat.
 */
@Injectable()
export class HttpServerLimits implements OnApplicationBootstrap, BeforeApplicationShutdown {
  private readonly log: Logger;
  private server: Server | undefined;
  private readonly sockets = new Set<Socket>();
  /** Only the first refusal of a burst is logged per address: a flood must not flood the log. */
  private lastRefusalLogged = new Map<string, number>();

  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(CONFIG) private readonly config: MirrormatConfig,
    @Inject(LOGGER) logger: Logger,
  ) {
    this.log = logger.child({ component: 'http' });
  }

  onApplicationBootstrap(): void {
    const server = this.adapterHost.httpAdapter.getHttpServer() as Server;
    this.server = server;
    server.headersTimeout = HEADERS_TIMEOUT_MS;
    server.requestTimeout = REQUEST_TIMEOUT_MS;
    server.keepAliveTimeout = KEEP_ALIVE_TIMEOUT_MS;
    const limits = new ConnectionLimits(this.config.http.limits);
    const awaitingHeaders = new WeakMap<object, NodeJS.Timeout>();
    server.on('connection', (socket: Socket) => {
      const address = socket.remoteAddress ?? 'unknown';
      const admitted = limits.admit(address);
      if (typeof admitted !== 'function') {
        this.logRefusal(address, admitted.refused);
        socket.destroy();
        return;
      }
      this.sockets.add(socket);
      // Node checks headersTimeout only every 30 s; a socket whose first request's headers are not complete in time is closed now.
      const firstRequest = setTimeout(() => socket.destroy(), HEADERS_TIMEOUT_MS);
      firstRequest.unref();
      awaitingHeaders.set(socket, firstRequest);
      socket.once('close', () => {
        clearTimeout(firstRequest);
        this.sockets.delete(socket);
        admitted();
      });
    });
    const headersArrived = (request: IncomingMessage) => clearTimeout(awaitingHeaders.get(request.socket));
    server.on('request', headersArrived);
    server.on('upgrade', headersArrived);
  }

  /** Idle keep-alive sockets go now; whatever is still open after a short grace is cut, so SIGTERM ends the hub promptly. */
  beforeApplicationShutdown(): void {
    const server = this.server;
    if (!server) return;
    server.closeIdleConnections();
    const cut = setTimeout(() => {
      if (this.sockets.size > 0) this.log.info({ sockets: this.sockets.size }, 'cutting connections still open at shutdown');
      for (const socket of this.sockets) socket.destroy();
    }, SHUTDOWN_GRACE_MS);
    cut.unref();
  }

  private logRefusal(address: string, why: string): void {
    const now = Date.now();
    if (now - (this.lastRefusalLogged.get(address) ?? 0) < 10_000) return;
    if (this.lastRefusalLogged.size > 1_000) this.lastRefusalLogged = new Map();
    this.lastRefusalLogged.set(address, now);
    this.log.warn({ address }, `connection refused: ${why}`);
  }
}
