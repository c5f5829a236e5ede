import { useTranslation } from 'react-i18next';
import type { CheckupSheet } from '../game/checkup-sheet.js';
import { checkupLineText } from '../game/checkup-words.js';
import type { GameView } from '../game/game-view.js';
import { CoinOrigin } from './coin-flips.js';

/** The Pokémon Checkup of the last turn's end, step by step in the rulebook's order. */
export function CheckupSheetPanel({ sheet, view }: { sheet: CheckupSheet; view: GameView }) {
  const { t } = useTranslation();
  const playerName = (seat: 'p1' | 'p2') => view.players[seat].name || t(`seat.${seat}`);
  // A game conceded or ended by the organiser mid-turn had no Checkup: "nothing changed" would claim one.
  if (view.result && sheet.lines.length === 0) return null;
  return (
    <section className="panel checkup-sheet" aria-labelledby="checkup-title" aria-live="polite" data-testid="checkup-sheet">
      <h2 id="checkup-title">
        {t('checkup.title', { turn: sheet.turn })} <small>{sheet.done ? t('checkup.done') : t('checkup.running')}</small>
      </h2>
      {sheet.lines.length === 0 ? <p>{t('checkup.nothing')}</p> : null}
      <ol>
        {sheet.lines.map((line, i) => (
          <li key={i} className={`checkup-line checkup-${line.kind}`} data-testid="checkup-line">
            <strong>{t(`checkup.step.${line.kind}`)}</strong> — {checkupLineText(line, t, playerName)}
            {(line.kind === 'burn' || line.kind === 'sleep') && line.origin ? (
              <>
                {' '}
                · {t('checkup.coinFrom')} <CoinOrigin origin={line.origin} />
              </>
            ) : null}
          </li>
        ))}
      </ol>
      {/* Where a coin came from matters only where the Checkup flipped one. */}
      {sheet.lines.some((line) => line.kind === 'burn' || line.kind === 'sleep') ? <p className="coin-origin-note">{t('checkup.coinOrigin')}</p> : null}
    </section>
  );
}
