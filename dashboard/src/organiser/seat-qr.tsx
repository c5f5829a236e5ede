import { toString as qrSvg } from 'qrcode';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { seatLink } from './seat-link.js';

/** One seat's code, large enough to read across the table, and a QR code that opens the table view seated. */
export function SeatQr({ table, code, label }: { table: string; code: string; label: string }) {
  const { t } = useTranslation();
  const link = seatLink(window.location.origin, table, code);
  const [svg, setSvg] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    qrSvg(link, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' }).then(
      (text) => {
        if (!cancelled) setSvg(text);
      },
      () => {
        if (!cancelled) setSvg(null);
      },
    );
    return () => {
      cancelled = true;
    };
  }, [link]);
  return (
    <figure className="seat-qr" data-testid="seat-qr">
      {svg ? <img src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`} alt={t('organiser.qrAlt', { seat: label })} width={140} height={140} /> : null}
      <figcaption>
        {label}: <strong className="seat-code" data-testid="seat-code">{code}</strong>
        <br />
        <a href={link} className="muted">
          {t('organiser.seatLink', { seat: label })}
        </a>
      </figcaption>
    </figure>
  );
}
