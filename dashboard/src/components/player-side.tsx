import { useTranslation } from 'react-i18next';
import type { PlayerView, Seat } from '../game/game-view.js';
import { PokemonCard } from './pokemon-card.js';

/** One player's half of the mat: Active, Bench and the counted zones. */
export function PlayerSide({
  seat,
  player,
  isTurn,
  mine = false,
  onAdjust,
}: {
  seat: Seat;
  player: PlayerView;
  isTurn: boolean;
  mine?: boolean;
  onAdjust?: ((id: string) => void) | undefined;
}) {
  const { t } = useTranslation();
  const headingId = `side-${seat}`;
  return (
    <section className={`player-side side-${seat} ${isTurn ? 'has-turn' : ''} ${mine ? 'mine' : ''}`} aria-labelledby={headingId} data-testid={`side-${seat}`}>
      <h2 id={headingId}>
        {player.name || t(`seat.${seat}`)} <span className="seat-label">({t(`seat.${seat}`)})</span>
        {isTurn ? <span className="turn-badge">▶ {mine ? t('table.yourTurn') : t('table.turnOf', { name: player.name || t(`seat.${seat}`) })}</span> : null}
      </h2>
      <dl className="zone-counts">
        <div>
          <dt>{t('zones.prizesLeft')}</dt>
          <dd data-testid="prizes-left">
            {player.prizes}
            {/* A Double or Quad Prize Card penalty given to the opponent: this player wins with that many left. */}
            {player.prizesWaived ? <span className="prizes-waived"> ({t('zones.winsWith', { count: player.prizesWaived })})</span> : null}
          </dd>
        </div>
        <div>
          <dt>{t('zones.deck')}</dt>
          <dd>{player.deck}</dd>
        </div>
        <div>
          <dt>{t('zones.hand')}</dt>
          <dd>{player.hand.count}</dd>
        </div>
        <div>
          <dt>{t('zones.discard')}</dt>
          <dd>{player.discard.length}</dd>
        </div>
        <div>
          <dt>{t('zones.lostZone')}</dt>
          <dd data-testid="lost-zone">{player.lostZone.length}</dd>
        </div>
      </dl>
      <div className="active-spot">
        <h3 className="zone-title">{t('zones.active')}</h3>
        {player.active ? <PokemonCard pokemon={player.active} position="active" onAdjust={onAdjust} /> : <p className="empty-zone">{t('zones.empty')}</p>}
      </div>
      <div className="bench">
        <h3 className="zone-title">{t('zones.bench', { count: player.bench.length })}</h3>
        {player.bench.length > 0 ? (
          <ul className="bench-list">
            {player.bench.map((p) => (
              <li key={p.id}>
                <PokemonCard pokemon={p} position="bench" onAdjust={onAdjust} />
              </li>
            ))}
          </ul>
        ) : (
          <p className="empty-zone">{t('zones.empty')}</p>
        )}
      </div>
    </section>
  );
}
