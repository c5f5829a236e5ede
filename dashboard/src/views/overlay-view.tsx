import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LatestLogLine } from '../components/battle-log-panel.js';
import { useHub } from '../connection/use-hub.js';
import { cardName } from '../game/card-names.js';
import { readGameView, maxHpOf, remainingHp, topOf, visible, type GameView, type Seat } from '../game/game-view.js';
import { resultText } from '../game/match-result.js';
import { usePreferences } from '../preferences.js';
import { RoundClock } from '../league-clock/round-clock.js';

/**
 * The stream overlay for an OBS browser source (1920×1080): transparent everywhere but two
 * bars at the bottom with each Active's HP, damage, conditions, the Prizes left and whose turn.
 */
export function OverlayView({ table }: { table: string }) {
  const { t } = useTranslation();
  const { state } = useHub(table, { role: 'spectator' });
  const view = readGameView(state.table?.view);
  const match = state.table?.match ?? null;
  useEffect(() => {
    document.documentElement.classList.add('overlay-page');
    return () => document.documentElement.classList.remove('overlay-page');
  }, []);
  return (
    <main className="overlay" data-testid="overlay">
      <RoundClock table={table} />
      {view?.result ? (
        <p className="overlay-result" data-testid="overlay-result">
          <span aria-hidden="true">★ </span>
          {resultText(view, t)}
        </p>
      ) : match?.finished ? (
        <p className="overlay-result" data-testid="overlay-result">
          {t(`matchEnded.${match.endedBy ?? 'organiser'}`)}
        </p>
      ) : null}
      {view ? <LatestLogLine events={state.table?.events ?? []} view={view} /> : null}
      {view ? (
        <div className="overlay-bars">
          <OverlaySide view={view} seat="p1" />
          <OverlaySide view={view} seat="p2" />
        </div>
      ) : null}
    </main>
  );
}

function OverlaySide({ view, seat }: { view: GameView; seat: Seat }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const player = view.players[seat];
  const active = visible(player.active);
  const turn = view.turn?.player === seat && !view.result;
  const conditions = active
    ? [active.rotation?.condition, active.poisoned ? 'Poisoned' : undefined, active.burned ? 'Burned' : undefined].filter((c) => c !== undefined)
    : [];
  return (
    <section className={`overlay-side overlay-${seat} ${turn ? 'overlay-turn' : ''}`} aria-label={player.name}>
      <p className="overlay-name">
        {turn ? <span className="overlay-turn-marker">▶ {t('overlay.turn')} </span> : null}
        {player.name} · {t('overlay.prizes', { count: player.prizes })}
      </p>
      {active ? (
        <p className="overlay-active" data-testid={`overlay-${seat}`}>
          <strong>{cardName(topOf(active), cardLanguage)}</strong> {t('card.hpLeft', { left: remainingHp(active), max: maxHpOf(active) })} ·{' '}
          {t('card.damageCounters', { count: active.damage / 10 })}
          {conditions.length > 0 ? ` · ${conditions.map((c) => t(`condition.${c}`)).join(', ')}` : ''}
        </p>
      ) : (
        <p className="overlay-active">{t('overlay.noActive')}</p>
      )}
    </section>
  );
}
