/**
 * The hub's aedes broker (EmbeddedMqttBroker: same accounts, same topic ACL) in a worker thread
 * of the benchmark, so the hub process can use it as an "external" broker while the floor
 * subscriber logs in with the hub's account on the very same broker. (Inside the hub, only the
 * hub's per-start random account may subscribe to zone topics, so no floor could listen there.)
 * Posts the hub account's connection once listening; stops on the message "stop".
 */
import { parentPort, workerData } from 'node:worker_threads';
import { pino } from 'pino';
import type { BoardAccount } from '../../src/mqtt/broker-acl.js';
import { EmbeddedMqttBroker } from '../../src/mqtt/embedded-broker.js';

export interface BrokerWorkerData {
  readonly boards: readonly BoardAccount[];
}

const port = parentPort;
if (port === null) throw new Error('broker.worker.ts runs as a worker thread');
// Warnings (refused logins or topics) go to stderr: stdout carries the benchmark's JSON.
const broker = new EmbeddedMqttBroker(
  { hubId: 'hub', host: '127.0.0.1', port: 0, allowAnonymous: false, boards: (workerData as BrokerWorkerData).boards },
  pino({ level: 'warn' }, pino.destination(2)),
);
port.on('message', (message: unknown) => {
  if (message !== 'stop') return;
  void broker.stop().then(() => port.postMessage('stopped'));
});
await broker.start();
port.postMessage({ connection: broker.connection() });
