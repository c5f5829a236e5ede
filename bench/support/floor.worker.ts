/**
 * The floor: a bare MQTT subscriber to every zone report, in a thread of its own so that nothing
 * else this benchmark does (256 WebSocket clients) delays it. It logs in with the hub's account,
 * the only one the broker lets read zone topics. Messages: { fromUs, toUs } sets the window of
 * send times to keep; "stop" answers with the latencies (ms) and leaves.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { connectAsync } from 'mqtt';
import type { MqttConnection } from '../../src/mqtt/mqtt.tokens.js';
import { nowUs, sentUsOf, type MeasureWindow } from './latency.js';

const port = parentPort;
if (port === null) throw new Error('floor.worker.ts runs as a worker thread');
const connection = workerData as MqttConnection;
const latencyMs: number[] = [];
let window: MeasureWindow = { fromUs: Number.POSITIVE_INFINITY, toUs: Number.POSITIVE_INFINITY };

const client = await connectAsync(connection.url, { username: connection.username, password: connection.password, reconnectPeriod: 0 });
client.on('message', (_topic, payload) => {
  const t1 = nowUs();
  const uid = /"uid":"([0-9A-F]+)"/.exec(payload.toString())?.[1];
  const t0 = uid === undefined ? Number.NaN : sentUsOf(uid);
  if (t0 >= window.fromUs && t0 < window.toUs) latencyMs.push((t1 - t0) / 1000);
});
const granted = await client.subscribeAsync('mirrormat/+/+/board/+/zone/+', { qos: 1 });
if (granted.some((g) => g.qos === 128)) throw new Error('the broker refused the floor subscriber');
port.on('message', (message: MeasureWindow | 'stop') => {
  if (message !== 'stop') {
    window = message;
    return;
  }
  void client.endAsync(true).then(() => port.postMessage(latencyMs));
});
port.postMessage('ready');
