/**
 * Why the store's broker would not take the hub, in words a store can act on: mqtt.js reports a
 * refused CONNACK by its return code (MQTT 3.1.1 §3.2.2.3, MQTT 5 §3.2.2.2) and a failed TLS check
 * by Node's certificate error code.
 */
const REFUSALS: Readonly<Record<string, string>> = {
  '4': 'the broker refused the username or password (mqtt.username, mqtt.password or mqtt.passwordFile)',
  '134': 'the broker refused the username or password (mqtt.username, mqtt.password or mqtt.passwordFile)',
  '5': 'the broker refused this account: not authorised to connect',
  '135': 'the broker refused this account: not authorised to connect',
  SELF_SIGNED_CERT_IN_CHAIN: "the broker's certificate is not signed by mqtt.caFile",
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: "the broker's certificate is not signed by mqtt.caFile",
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: "the broker's certificate is not signed by mqtt.caFile",
  DEPTH_ZERO_SELF_SIGNED_CERT: "the broker's certificate is self-signed and not mqtt.caFile",
  ERR_TLS_CERT_ALTNAME_INVALID: "the broker's certificate does not name the host in mqtt.url",
  CERT_HAS_EXPIRED: "the broker's certificate has expired",
  CERT_NOT_YET_VALID: "the broker's certificate is not valid yet (check the clocks)",
  ECONNREFUSED: 'nothing listens at mqtt.url',
  ENOTFOUND: 'the host in mqtt.url is not found',
};

export function brokerRefusal(error: Error & { code?: string | number }): string {
  const known = error.code === undefined ? undefined : REFUSALS[String(error.code)];
  return known === undefined ? error.message : `${known} (${error.message})`;
}
