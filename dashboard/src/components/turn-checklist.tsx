import { useTranslation } from 'react-i18next';
import type { GameView } from '../game/game-view.js';
import { oncePerGameFor } from '../game/once-per-game.js';

/** What the player whose turn it is has done of the once-per-turn (and once-per-game) actions. */
export function TurnChecklist({ view }: { view: GameView }) {
  const { t } = useTranslation();
  const turn = view.turn;
  if (!turn) return null;
  const player = view.players[turn.player];
  const items: { key: string; done: boolean; detail?: string }[] = [
    { key: 'energy', done: turn.energyAttached > 0 },
    { key: 'supporter', done: turn.supportersPlayed > 0 },
    { key: 'stadium', done: turn.stadiumsPlayed > 0 },
    { key: 'retreat', done: turn.retreats > 0 },
    // Only where the format limits Item cards per turn (003 "Menü der Beschränkungen").
    ...(view.profile?.itemsPerTurn != null ? [{ key: 'items', done: turn.itemsPlayed >= view.profile.itemsPerTurn, detail: t('board.itemsOf', { ns: 'formats', count: turn.itemsPlayed, max: view.profile.itemsPerTurn }) }] : []),
    // GX and VSTAR only where a Pokémon of the player can use them (not in a Scarlet & Violet Standard game).
    ...oncePerGameFor(view, turn.player).map((key) => ({ key, done: key === 'gx' ? player.gxUsed : player.vstarUsed })),
  ];
  return (
    <section className="panel checklist" aria-labelledby="checklist-title">
      <h2 id="checklist-title">{t('checklist.title', { name: player.name })}</h2>
      <ul>
        {items.map((item) => (
          <li key={item.key} className={item.done ? 'done' : 'open'} data-testid={`check-${item.key}`}>
            <span aria-hidden="true">{item.done ? '☑' : '☐'} </span>
            {item.key === 'items' ? t('board.itemsPlayed', { ns: 'formats' }) : t(`checklist.${item.key}`)}: <strong>{item.detail ?? (item.done ? t('checklist.done') : t('checklist.notYet'))}</strong>
          </li>
        ))}
      </ul>
    </section>
  );
}
