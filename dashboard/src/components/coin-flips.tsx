import { useTranslation } from 'react-i18next';
import { readSimulatedFlipNote } from '@protocol';
import type { CoinFace, FlipOrigin } from '@rules/index.js';
import type { GameView } from '../game/game-view.js';
import { coinReason } from '../game/coin-reason.js';
import { usePreferences } from '../preferences.js';

type CoinFlipRecord = GameView['coinFlips'][number];

/** The symbol before each origin, so the kind reads without colour (and a software flip stands out). */
const ORIGIN_MARK: Record<FlipOrigin['kind'], string> = { device: '🪙', software: '⚠', simulated: '⚙' };

/**
 * Where a coin came from, in words: the table's flipper with its serial number, the hub's
 * software flip (marked, as the table allowed it), or a simulated flipper. `detailed` adds what a
 * judge checks: firmware, the device button's sequence number, the simulator's own note.
 */
export function CoinOrigin({ origin, detailed = false }: { origin: FlipOrigin; detailed?: boolean }) {
  const { t } = useTranslation();
  // A simulated coin's short words keep its note at hand, on hover.
  const note = origin.kind === 'simulated' && !detailed ? simulatedText(origin.note, t) : undefined;
  return (
    <span className={`coin-origin coin-origin-${origin.kind}`} data-testid="coin-origin" data-origin={origin.kind} title={note}>
      <span aria-hidden="true">{ORIGIN_MARK[origin.kind]} </span>
      {originText(origin, detailed, t)}
    </span>
  );
}

function originText(origin: FlipOrigin, detailed: boolean, t: (key: string, options?: Record<string, unknown>) => string): string {
  switch (origin.kind) {
    case 'device': {
      const base = detailed
        ? t('coinOrigin.deviceDetailed', { serial: origin.serialNumber, firmware: origin.firmwareVersion })
        : t('coinOrigin.device', { serial: origin.serialNumber });
      return origin.buttonSequence === undefined ? base : `${base}, ${t('coinOrigin.button', { sequence: origin.buttonSequence })}`;
    }
    case 'software':
      return t('coinOrigin.software');
    case 'simulated':
      return detailed ? simulatedText(origin.note, t) : t('coinOrigin.simulated');
  }
}

/** The simulator's note worded in the page's language from its parts; a note of another form quoted, said to be English. */
function simulatedText(note: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  const flipper = readSimulatedFlipNote(note);
  if (!flipper) return t('coinOrigin.simulatedNote', { note });
  const { model, serial, firmware, button } = flipper;
  return button === undefined ? t('coinOrigin.simulatedDetailed', { model, serial, firmware }) : t('coinOrigin.simulatedButton', { model, serial, firmware, sequence: button });
}

/** "heads, tails, heads": the faces in the order they fell. */
export function CoinFaces({ results }: { results: readonly CoinFace[] }) {
  const { t } = useTranslation();
  return <span data-testid="coin-faces">{results.map((face) => t(`coin.${face}`)).join(', ')}</span>;
}

/** The table's latest coin flip: why, the faces, and where the coin came from. */
export function LatestCoinFlip({ view }: { view: GameView }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const latest = view.coinFlips.at(-1);
  if (!latest) return null;
  return (
    <section className="panel latest-coin" aria-labelledby="latest-coin-title" aria-live="polite" data-testid="latest-coin">
      <h2 id="latest-coin-title">{t('coinFlips.latest')}</h2>
      <p>
        <strong>
          <CoinFaces results={latest.results} />
        </strong>{' '}
        — {coinReason(latest, view, t, cardLanguage)}
      </p>
      <p>
        {t('coinFlips.from')} <CoinOrigin origin={latest.origin} />
      </p>
    </section>
  );
}

/** Every flip of the match, for the judge: when, why, the faces and the origin of each. */
export function CoinFlipList({ view }: { view: GameView }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const software = view.coinFlips.filter((f) => f.origin.kind === 'software').length;
  return (
    <section className="panel coin-flip-list" aria-labelledby="coin-flips-title" data-testid="coin-flip-list">
      <h2 id="coin-flips-title">{t('coinFlips.title', { count: view.coinFlips.length })}</h2>
      {view.coinFlips.length === 0 ? (
        <p>{t('coinFlips.none')}</p>
      ) : (
        <>
          {software > 0 ? <p className="software-flip-note">⚠ {t('coinFlips.softwareCount', { count: software })}</p> : null}
          <table>
            <thead>
              <tr>
                <th scope="col">{t('coinFlips.turn')}</th>
                <th scope="col">{t('coinFlips.reason')}</th>
                <th scope="col">{t('coinFlips.result')}</th>
                <th scope="col">{t('coinFlips.origin')}</th>
              </tr>
            </thead>
            <tbody>
              {view.coinFlips.map((flip: CoinFlipRecord) => (
                <tr key={flip.promptId} data-testid="coin-flip-row">
                  <td data-label={t('coinFlips.turn')}>{flip.turn === null ? t('coinFlips.setup') : flip.turn}</td>
                  <td data-label={t('coinFlips.reason')}>{coinReason(flip, view, t, cardLanguage)}</td>
                  <td data-label={t('coinFlips.result')}>
                    <CoinFaces results={flip.results} />
                  </td>
                  <td data-label={t('coinFlips.origin')}>
                    <CoinOrigin origin={flip.origin} detailed />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </>
      )}
    </section>
  );
}
