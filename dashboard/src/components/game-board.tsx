import { useTranslation } from 'react-i18next';
import { cardName } from '../game/card-names.js';
import type { GameView, Seat } from '../game/game-view.js';
import { usePreferences } from '../preferences.js';
import { PlayerSide } from './player-side.js';
import { PrintedCardFace } from './printed-card-face.js';
import './formats.css';

/**
 * Both sides of the mat, the Stadium between them, whose turn it is; the viewer's own side (`mine`, a seated player's)
 * at the bottom. With `onAdjust`, each Pokémon opens its damage counters and Special Conditions when tapped.
 */
export function GameBoard({ view, bottom = 'p1', mine = null, onAdjust }: { view: GameView; bottom?: Seat; mine?: Seat | null; onAdjust?: (id: string) => void }) {
  const top: Seat = bottom === 'p1' ? 'p2' : 'p1';
  return (
    <div className="game-board">
      <GameStatus view={view} />
      <PlayerSide seat={top} player={view.players[top]} isTurn={view.turn?.player === top && !view.result} mine={mine === top} onAdjust={onAdjust} />
      <StadiumZone view={view} />
      <PlayerSide seat={bottom} player={view.players[bottom]} isTurn={view.turn?.player === bottom && !view.result} mine={mine === bottom} onAdjust={onAdjust} />
    </div>
  );
}

export function GameStatus({ view }: { view: GameView }) {
  const { t } = useTranslation();
  const name = (s: Seat) => view.players[s].name || t(`seat.${s}`);
  return (
    <p className="game-status" data-testid="game-status">
      {view.result ? (
        <strong data-testid="result">
          {view.result.winner
            ? t('status.winner', { name: name(view.result.winner), reasons: view.result.reasons.map((r) => t(`winReason.${r}`)).join(', ') })
            : t('status.suddenDeath')}
        </strong>
      ) : view.turn ? (
        <strong data-testid="turn">{t('status.turn', { number: view.turn.number, name: name(view.turn.player) })}</strong>
      ) : (
        <strong>{t('status.setup')}</strong>
      )}{' '}
      <span className="stage">· {t(`stage.${view.stage}`)}</span>
      {view.profile ? <span className="profile"> · {t('status.rules', { profile: view.profile.id.toUpperCase() })}</span> : null}
    </p>
  );
}

function StadiumZone({ view }: { view: GameView }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  // Formats with several Stadiums in play (003 "Menü der Beschränkungen") list them all, oldest first.
  if (view.stadiums && view.stadiums.length > 1) {
    return (
      <div className="stadium-zone" data-testid="stadium">
        <span className="zone-title">{t('board.stadiums', { ns: 'formats' })}:</span>{' '}
        <ul className="stadium-list" data-testid="stadiums">
          {view.stadiums.map((card) => (
            <li key={card.uid}>{cardName(card.def, cardLanguage)}</li>
          ))}
        </ul>
      </div>
    );
  }
  if (!view.stadium) {
    return (
      <p className="stadium-zone" data-testid="stadium">
        <span className="zone-title">{t('zones.stadium')}:</span> {t('zones.noStadium')}
      </p>
    );
  }
  return (
    <div className="stadium-zone with-face" data-testid="stadium">
      <p>
        <span className="zone-title">{t('zones.stadium')}:</span> {cardName(view.stadium.def, cardLanguage)}
      </p>
      <PrintedCardFace card={view.stadium.def} />
    </div>
  );
}
