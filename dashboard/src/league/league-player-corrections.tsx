import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../components/modal-dialog.js';
import type { LeagueView } from './league-api.js';

type LeaguePlayer = LeagueView['players'][number];

/** Whether a round pairs the player (a bye included): from then on they are dropped, never removed. */
export const everPaired = (view: LeagueView, playerId: string): boolean =>
  view.rounds.some((r) => r.pairings.some((p) => p.p1.id === playerId || p.p2?.id === playerId));

/** The organiser corrects a mistyped name; the field starts with the name as registered. */
export function RenameDialog({ player, onRename, onClose }: { player: LeaguePlayer; onRename: (name: string) => void; onClose: () => void }) {
  const { t } = useTranslation('league');
  const id = useId();
  const [name, setName] = useState(player.name);
  const changed = name.trim() !== '' && name.trim() !== player.name;
  return (
    <ModalDialog title={t('players.renameTitle', { player: player.name })} onDismiss={onClose} testId="rename-dialog">
      <form
        className="league-form"
        onSubmit={(e) => {
          e.preventDefault();
          if (changed) onRename(name.trim());
        }}
      >
        <label htmlFor={`${id}-name`}>{t('players.newName')}</label>
        <input id={`${id}-name`} value={name} maxLength={60} required autoComplete="off" onChange={(e) => setName(e.target.value)} />
        <div className="action-row">
          <button type="button" onClick={onClose}>
            {t('players.cancel')}
          </button>
          <button type="submit" className="primary" disabled={!changed}>
            {t('players.saveName')}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}

/** Removing is for a player entered by mistake; the dialog says what it does, keeping first as the drop dialog does. */
export function RemoveDialog({ player, onRemove, onClose }: { player: LeaguePlayer; onRemove: () => void; onClose: () => void }) {
  const { t } = useTranslation('league');
  return (
    <ModalDialog title={t('players.removeTitle', { player: player.name })} onDismiss={onClose} testId="remove-dialog">
      <p>{t('players.removeExplained', { player: player.name })}</p>
      <div className="action-row">
        <button type="button" onClick={onClose}>
          {t('players.keep')}
        </button>
        <button type="button" className="danger" onClick={onRemove}>
          {t('players.remove', { player: player.name })}
        </button>
      </div>
    </ModalDialog>
  );
}
