import type { IClientOptions } from 'mqtt';
/** Where the hub's own MQTT client gets its broker URL and credentials (MqttBrokerService). */
export const MQTT_CONNECTION_SOURCE = Symbol('MIRRORMAT_MQTT_CONNECTION_SOURCE');

export interface MqttConnection {
  /** mqtt:// or mqtts:// URL. */
  readonly url: string;
  readonly username?: string;
  readonly password?: string;
  /** PEM of the CA that signed an external broker's certificate. */
  readonly ca?: Buffer;
  /** PEM client certificate and key, for a broker that asks for one. */
  readonly cert?: Buffer;
  readonly key?: Buffer;
  readonly rejectUnauthorized: boolean;
}

/** The options every hub-side MQTT client connects with: the hub's broker account, reconnecting each second. */
export function hubClientOptions(connection: MqttConnection, clientId: string): IClientOptions {
  return {
    clientId,
    clean: true,
    reconnectPeriod: 1000,
    connectTimeout: 10_000,
    rejectUnauthorized: connection.rejectUnauthorized,
    ...(connection.username === undefined ? {} : { username: connection.username }),
    ...(connection.password === undefined ? {} : { password: connection.password }),
    ...(connection.ca === undefined ? {} : { ca: connection.ca }),
    ...(connection.cert === undefined ? {} : { cert: connection.cert }),
    ...(connection.key === undefined ? {} : { key: connection.key }),
  };
}

export interface MqttConnectionSource {
  /** Valid once the module has initialised (the embedded broker's hub password is made at start). */
  connection(): MqttConnection;
}
