import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../components/modal-dialog.js';
import { checkDeckList, type DeckCheck, type LeagueActions, type LeagueView } from './league-api.js';
import { DeckProblems } from './league-deck-problems.js';
import { formatName } from './league-format-name.js';
import { everPaired, RemoveDialog, RenameDialog } from './league-player-corrections.js';

type LeaguePlayer = LeagueView['players'][number];
import type { LeagueEvent } from './use-league-event.js';

/**
 * The event's players: each with Play! Pokémon ID, deck and status, a rename button, a remove button
 * until a round pairs them and a drop button after, and the registration form (a late entry once rounds are paired).
 */
export function PlayersPanel({ view, actions, act }: { view: LeagueView; actions: LeagueActions; act: LeagueEvent['act'] }) {
  const { t, i18n } = useTranslation('league');
  const id = useId();
  const [name, setName] = useState('');
  const [playId, setPlayId] = useState('');
  const [deckList, setDeckList] = useState('');
  const [busy, setBusy] = useState(false);
  // A drop cannot be undone and its button sits beside every name: it is asked once more.
  const [dropping, setDropping] = useState<LeaguePlayer | null>(null);
  const [renaming, setRenaming] = useState<LeaguePlayer | null>(null);
  const [removing, setRemoving] = useState<LeaguePlayer | null>(null);
  // A list the hub would refuse is checked first and its problems shown beside it, not as one long line at the top.
  const [deckCheck, setDeckCheck] = useState<DeckCheck | null>(null);
  const late = view.rounds.length > 0;
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('players.title', { count: view.players.length })}</h2>
      {view.players.length === 0 ? (
        <p className="muted">{t('players.none')}</p>
      ) : (
        <table className="league-table league-players">
          <thead>
            <tr>
              <th scope="col">{t('players.name')}</th>
              <th scope="col">{t('players.playId')}</th>
              <th scope="col">{t('players.deck')}</th>
              <th scope="col">{t('players.status')}</th>
            </tr>
          </thead>
          <tbody>
            {view.players.map((p) => (
              <tr key={p.id} data-testid={`player-${p.id}`}>
                <th scope="row">{p.name}</th>
                <td data-label={t('players.playId')}>{p.playId ?? '—'}</td>
                <td data-label={t('players.deck')}>{p.deckRegistrationId != null ? t('players.deckRegistered') : '—'}</td>
                <td data-label={t('players.status')}>
                  <div className="league-player-actions">
                    {p.dropped ? <span>{t('players.dropped')}</span> : null}
                    {!p.dropped && p.firstRound > 1 ? <span className="muted">{t('players.lateEntry', { round: p.firstRound })}</span> : null}
                    <button type="button" aria-label={t('players.rename', { player: p.name })} onClick={() => setRenaming(p)}>
                      {t('players.renameShort')}
                    </button>
                    {p.dropped ? null : everPaired(view, p.id) ? (
                      <button type="button" aria-label={t('players.drop', { player: p.name })} onClick={() => setDropping(p)}>
                        {t('players.dropShort')}
                      </button>
                    ) : (
                      <button type="button" aria-label={t('players.remove', { player: p.name })} onClick={() => setRemoving(p)}>
                        {t('players.removeShort')}
                      </button>
                    )}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {dropping ? (
        <ModalDialog title={t('players.dropTitle', { player: dropping.name })} onDismiss={() => setDropping(null)} testId="drop-dialog">
          <p>{t('players.dropExplained', { player: dropping.name })}</p>
          {/* Keeping comes first, so the dialog's first focus is on the answer that changes nothing. */}
          <div className="action-row">
            <button type="button" onClick={() => setDropping(null)}>
              {t('players.keep')}
            </button>
            <button
              type="button"
              className="danger"
              onClick={() => {
                const { id: playerId } = dropping;
                setDropping(null);
                void act(() => actions.drop(playerId));
              }}
            >
              {t('players.drop', { player: dropping.name })}
            </button>
          </div>
        </ModalDialog>
      ) : null}
      {renaming ? (
        <RenameDialog
          player={renaming}
          onClose={() => setRenaming(null)}
          onRename={(newName) => {
            const { id: playerId } = renaming;
            setRenaming(null);
            void act(() => actions.rename(playerId, newName));
          }}
        />
      ) : null}
      {removing ? (
        <RemoveDialog
          player={removing}
          onClose={() => setRemoving(null)}
          onRemove={() => {
            const { id: playerId } = removing;
            setRemoving(null);
            void act(() => actions.remove(playerId));
          }}
        />
      ) : null}
      <form
        className="league-form"
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          const input = { name: name.trim(), ...(playId.trim() ? { playId: playId.trim() } : {}), ...(deckList.trim() ? { deckList } : {}) };
          const register = async () => {
            if (input.deckList !== undefined) {
              const check = await checkDeckList(input.deckList, view.event.format);
              setDeckCheck(check.legal ? null : check);
              if (!check.legal) return false;
            }
            return act(() => actions.register(input));
          };
          void register()
            .then((done) => {
              if (!done) return;
              setName('');
              setPlayId('');
              setDeckList('');
            })
            // A check that fails (the hub out of reach) shows as any refused action does.
            .catch((error: unknown) => act(() => Promise.reject(error)))
            .finally(() => setBusy(false));
        }}
      >
        <h3>{late ? t('players.lateTitle', { round: view.rounds.length + 1 }) : t('players.registerTitle')}</h3>
        <label htmlFor={`${id}-name`}>{t('players.name')}</label>
        <input id={`${id}-name`} value={name} maxLength={60} required autoComplete="off" onChange={(e) => setName(e.target.value)} />
        <label htmlFor={`${id}-play-id`}>{t('players.playIdOptional')}</label>
        <input id={`${id}-play-id`} value={playId} inputMode="numeric" pattern="\d{1,12}" maxLength={12} autoComplete="off" onChange={(e) => setPlayId(e.target.value)} />
        <label htmlFor={`${id}-deck`}>{t('players.deckList')}</label>
        <textarea
          id={`${id}-deck`}
          value={deckList}
          rows={5}
          maxLength={20_000}
          placeholder={t('players.deckListHint')}
          onChange={(e) => {
            setDeckList(e.target.value);
            setDeckCheck(null);
          }}
        />
        {deckCheck ? <DeckProblems check={deckCheck} formatName={formatName(view.event.format, i18n.language)} /> : null}
        <button type="submit" className="primary" disabled={busy || name.trim() === ''}>
          {late ? t('players.registerLate') : t('players.register')}
        </button>
      </form>
    </section>
  );
}
