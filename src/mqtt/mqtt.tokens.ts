/** Where the hub's own MQTT client gets its broker URL and credentials (MqttBrokerService). */
export const MQTT_CONNECTION_SOURCE = Symbol('MIRRORMAT_MQTT_CONNECTION_SOURCE');

export interface MqttConnection {
  /** mqtt:// or mqtts:// URL. */
  readonly url: string;
  readonly username?: string;
  readonly password?: string;
  /** PEM of the CA that signed an external broker's certificate. */
  readonly ca?: Buffer;
  readonly rejectUnauthorized: boolean;
}

export interface MqttConnectionSource {
  /** Valid once the module has initialised (the embedded broker's hub password is made at start). */
  connection(): MqttConnection;
}
