import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { hubNetworkSchema, type HubNetwork } from '@protocol';
import { requestJson } from '../api/rest.js';

/**
 * Where tablets open the dashboard: the hub's address as a QR code and as text, its mDNS name, and
 * the fingerprint of its certificate to compare when a browser warns about a self-signed one.
 * Read once: the hub's addresses do not change while it runs. Nothing shows for a hub only this
 * machine can reach (the demo).
 */
export function HubAddress() {
  const { t } = useTranslation();
  const [network, setNetwork] = useState<HubNetwork | null>(null);
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    requestJson('/api/hub', hubNetworkSchema).then(
      (answer) => !cancelled && setNetwork(answer),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, []);
  const urls = network?.urls.filter((url) => !url.includes('//localhost:')) ?? [];
  const first = urls[0];
  useEffect(() => {
    if (first === undefined) return;
    let cancelled = false;
    qrSvg(first, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (text) => !cancelled && setSvg(text),
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [first]);
  if (network === null || first === undefined) return null;
  return (
    <section className="panel hub-address" aria-labelledby="hub-address-title" data-testid="hub-address">
      <h2 id="hub-address-title">{t('hubAddress.title')}</h2>
      <p>{t('hubAddress.scan')}</p>
      <div className="hub-address-body">
        {svg ? <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('hubAddress.qrAlt', { url: first })} width={160} height={160} /> : null}
        <ul>
          {urls.map((url) => (
            <li key={url}>
              <code>{url}</code>
            </li>
          ))}
        </ul>
      </div>
      {network.advertisedAs ? <p className="muted">{t('hubAddress.listed', { name: network.advertisedAs })}</p> : null}
      {network.tls ? (
        <p>
          {t(network.tls.selfSigned ? 'hubAddress.fingerprintSelfSigned' : 'hubAddress.fingerprint')}
          <br />
          <code className="fingerprint" data-testid="fingerprint">
            {network.tls.fingerprint256}
          </code>
        </p>
      ) : (
        <p className="form-error">{t('hubAddress.noHttps')}</p>
      )}
    </section>
  );
}
