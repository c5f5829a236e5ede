/**
 * Why the store's broker would not take the hub, in words a store can act on: mqtt.js reports a
 * refused CONNACK by its return code (MQTT 3.1.1 §3.2.2.3, MQTT 5 §3.2.2.2) and a failed TLS check
 * by Node's certificate error code.
 */
// mosquitto answers a wrong password with "not authorised" (5) as often as with "bad username or password" (4).
const ACCOUNT_REFUSED = "the broker refused the hub's account: check mqtt.username and mqtt.password (or passwordFile) against the broker's password_file";

const REFUSALS: Readonly<Record<string, string>> = {
  '4': ACCOUNT_REFUSED,
  '5': ACCOUNT_REFUSED,
  '134': ACCOUNT_REFUSED,
  '135': ACCOUNT_REFUSED,
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
