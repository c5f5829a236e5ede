import { useTranslation } from 'react-i18next';
import { cardName } from '../game/card-names.js';
import { SEATS, type GameView } from '../game/game-view.js';
import { usePreferences } from '../preferences.js';

/** What a judge sees beyond the public board: known hand cards, discard piles and Lost Zones card by card. */
export function HiddenZones({ view }: { view: GameView }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  return (
    <section className="panel hidden-zones" aria-labelledby="hidden-zones-title" data-testid="hidden-zones">
      <h2 id="hidden-zones-title">{t('judge.hiddenZones')}</h2>
      {SEATS.map((seat) => {
        const player = view.players[seat];
        const list = (cards: readonly { uid: string; def: { name: string; names?: { de?: string; fr?: string } } }[]) =>
          cards.length === 0 ? t('zones.empty') : cards.map((c) => `${cardName(c.def, cardLanguage)} [${c.uid}]`).join(', ');
        return (
          <div key={seat}>
            <h3>{player.name || t(`seat.${seat}`)}</h3>
            <dl>
              <dt>{t('zones.hand')}</dt>
              <dd>
                {t('judge.handCount', { count: player.hand.count })}
                {player.hand.known && player.hand.known.length > 0 ? ` — ${t('judge.handKnown')}: ${list(player.hand.known)}` : ''}
              </dd>
              <dt>{t('zones.prizesLeft')}</dt>
              <dd>{t('judge.prizes', { left: player.prizes, taken: player.prizesTaken })}</dd>
              <dt>{t('zones.discard')}</dt>
              <dd>{list(player.discard)}</dd>
              <dt>{t('zones.lostZone')}</dt>
              <dd>{list(player.lostZone)}</dd>
            </dl>
          </div>
        );
      })}
    </section>
  );
}
