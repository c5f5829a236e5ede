import type { ExternalMqttConfig } from '../config/config.schema.js';
import type { MqttConnection } from './mqtt.tokens.js';

/**
 * The hub's connection to a store's broker from mqtt.mode "external": the password from the config,
 * the environment (MIRRORMAT__MQTT__PASSWORD, applied before validation) or passwordFile; the CA and
 * an optional client certificate read once at start. A file that cannot be read stops the start
 * naming its key; no message ever carries the password.
 */
export function externalConnection(mqtt: ExternalMqttConfig, readFile: (path: string) => Buffer): MqttConnection {
  const read = (key: 'passwordFile' | 'caFile' | 'certFile' | 'keyFile', path: string): Buffer => {
    try {
      return readFile(path);
    } catch (error) {
      throw new Error(`mqtt.${key}: cannot read ${path}: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const password = mqtt.passwordFile === undefined ? mqtt.password : read('passwordFile', mqtt.passwordFile).toString('utf8').replace(/\r?\n$/, '');
  if (password === '') throw new Error(`mqtt.passwordFile: ${mqtt.passwordFile} is empty`);
  return {
    url: mqtt.url,
    ...(mqtt.username === undefined ? {} : { username: mqtt.username }),
    ...(password === undefined ? {} : { password }),
    ...(mqtt.caFile === undefined ? {} : { ca: read('caFile', mqtt.caFile) }),
    ...(mqtt.certFile === undefined ? {} : { cert: read('certFile', mqtt.certFile) }),
    ...(mqtt.keyFile === undefined ? {} : { key: read('keyFile', mqtt.keyFile) }),
    rejectUnauthorized: mqtt.rejectUnauthorized,
  };
}
