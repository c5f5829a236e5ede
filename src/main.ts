import 'reflect-metadata';
import { hostname, networkInterfaces } from 'node:os';
import { relative } from 'node:path';
import { NestFactory } from '@nestjs/core';
import compression from 'compression';
import { toString as qrToString } from 'qrcode';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { serveApiDocument } from './api/api-document.js';
import { AppModule } from './app.module.js';
import { ConfigError, ConfigModule } from './config/index.js';
import { LiveProtocolAdapter } from './gateway/live-protocol.adapter.js';
import { logDestination, logFormat } from './logging/log-format.js';
import { createLogger } from './logging/logger.js';
import { PinoNestLogger } from './logging/nest-logger.js';
import { requestLogging } from './logging/request-logging.js';
import { startBanner } from './logging/start-banner.js';
import { hubNames } from './network/hub-addresses.js';
import { CertificateError, hubCertificate } from './network/hub-certificate.js';
import { HubNetworkService } from './network/hub-network.service.js';

/**
 * node dist/main.js [--config mirrormat.yaml]: loads and validates the configuration (a bad
 * file stops here with one line per problem), starts the hub, listens, prints the banner (the
 * dashboard URL, the organiser sign-in, the demo), and stops cleanly on SIGTERM / SIGINT
 * (devices released, database closed). Logs are readable lines at a terminal, JSON lines elsewhere.
 */
async function main(): Promise<void> {
  let loaded;
  try {
    loaded = ConfigModule.loadConfig({ argv: process.argv.slice(2), env: process.env, cwd: process.cwd() });
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`mirrormat: the configuration cannot be used:\n${error.problems.map((p) => `  - ${p}`).join('\n')}\n`);
      process.exit(2);
    }
    throw error;
  }
  const { config } = loaded;
  const logger = createLogger(config.logLevel, await logDestination(logFormat(process.env, process.stdout.isTTY === true)));
  logger.info({ config: loaded.path, overrides: loaded.overrides, dataDir: config.dataDir }, 'configuration loaded');

  let certificate;
  try {
    certificate = await hubCertificate(config.http.tls, config.dataDir, hubNames(hostname(), networkInterfaces()));
  } catch (error) {
    if (error instanceof CertificateError) {
      process.stderr.write(`mirrormat: HTTPS cannot start (http.tls): ${error.message}\n`);
      process.exit(2);
    }
    throw error;
  }

  const app = await NestFactory.create<NestExpressApplication>(AppModule.forRoot(config, logger), {
    logger: new PinoNestLogger(logger.child({ component: 'nest' })),
    bodyParser: true,
    ...(certificate === undefined ? {} : { httpsOptions: { key: certificate.key, cert: certificate.cert } }),
  });
  // Every request logged (without its credentials); answers gzip'd for clients that take it (the dashboard's bundle, the API page).
  app.use(requestLogging(logger), compression());
  app.useBodyParser('json', { limit: '256kb' });
  app.useWebSocketAdapter(new LiveProtocolAdapter(app));
  app.enableShutdownHooks(['SIGTERM', 'SIGINT']);
  serveApiDocument(app);
  await app.listen(config.http.port, config.http.host);

  const address = app.getHttpServer().address();
  const port = typeof address === 'object' && address !== null ? address.port : config.http.port;
  const host = config.http.host === '0.0.0.0' || config.http.host === '::' ? 'localhost' : config.http.host;
  const url = `${certificate === undefined ? 'http' : 'https'}://${host}:${port}/`;
  const network = app.get(HubNetworkService).listening(port, certificate);
  logger.info({ url, port, urls: network.urls, tls: network.tls, mdns: network.advertisedAs }, 'hub ready');
  const tabletUrl = network.urls.find((u) => !u.includes('//localhost:'));
  const qr = tabletUrl === undefined ? undefined : await qrToString(tabletUrl, { type: 'terminal', small: true });
  process.stdout.write(startBanner(config, url, relative(process.cwd(), loaded.path) || loaded.path, network, qr));
}

main().catch((error: unknown) => {
  process.stderr.write(`mirrormat: the hub failed to start: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
  process.exit(1);
});
