import { useTranslation } from 'react-i18next';
import type { CardInst } from '@rules/index.js';
import { cardName } from '../game/card-names.js';
import { SEATS, type GameView } from '../game/game-view.js';
import { usePreferences } from '../preferences.js';

/** What a judge sees beyond the public board: known hand cards, discard piles and Lost Zones card by card. */
export function HiddenZones({ view }: { view: GameView }) {
  const { t } = useTranslation();
  return (
    <section className="panel hidden-zones" aria-labelledby="hidden-zones-title" data-testid="hidden-zones">
      <h2 id="hidden-zones-title">{t('judge.hiddenZones')}</h2>
      {SEATS.map((seat) => {
        const player = view.players[seat];
        const known = player.hand.known ?? [];
        return (
          <div key={seat}>
            <h3>{player.name || t(`seat.${seat}`)}</h3>
            <dl>
              <dt>{t('zones.hand')}</dt>
              <dd data-testid={`hidden-hand-${seat}`}>
                {t('judge.handCount', { count: player.hand.count })}
                {known.length > 0 ? (
                  <>
                    {` — ${t('judge.handKnown')}:`} <CardList cards={known} />
                  </>
                ) : null}
              </dd>
              <dt>{t('zones.prizesLeft')}</dt>
              <dd>{t('judge.prizes', { left: player.prizes, taken: player.prizesTaken })}</dd>
              <dt>{t('zones.discard')}</dt>
              <dd data-testid={`hidden-discard-${seat}`}>
                <CardList cards={player.discard} />
              </dd>
              <dt>{t('zones.lostZone')}</dt>
              <dd>
                <CardList cards={player.lostZone} />
              </dd>
            </dl>
          </div>
        );
      })}
    </section>
  );
}

/**
 * Cards by the name a judge reads on the paper card; the sticker's id after it in small type, to find the one sticker
 * among copies of a card (a uid alone names nothing a judge can check at the table).
 */
function CardList({ cards }: { cards: readonly CardInst[] }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  if (cards.length === 0) return <>{t('zones.empty')}</>;
  return (
    <ul className="card-names">
      {cards.map((c) => (
        <li key={c.uid}>
          {cardName(c.def, cardLanguage)} <small className="sticker-id">{t('judge.sticker', { uid: c.uid })}</small>
        </li>
      ))}
    </ul>
  );
}
