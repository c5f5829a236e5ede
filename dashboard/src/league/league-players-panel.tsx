import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LeagueActions, LeagueView } from './league-api.js';
import type { LeagueEvent } from './use-league-event.js';

/** The event's players: each with Play! Pokémon ID, deck and status, a drop button, and the registration form (a late entry once rounds are paired). */
export function PlayersPanel({ view, actions, act }: { view: LeagueView; actions: LeagueActions; act: LeagueEvent['act'] }) {
  const { t } = useTranslation('league');
  const id = useId();
  const [name, setName] = useState('');
  const [playId, setPlayId] = useState('');
  const [deckList, setDeckList] = useState('');
  const [busy, setBusy] = useState(false);
  const late = view.rounds.length > 0;
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('players.title', { count: view.players.length })}</h2>
      {view.players.length === 0 ? (
        <p className="muted">{t('players.none')}</p>
      ) : (
        <table className="league-table">
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
                <td>{p.playId ?? '—'}</td>
                <td>{p.deckRegistrationId != null ? t('players.deckRegistered') : '—'}</td>
                <td>
                  {p.dropped ? (
                    t('players.dropped')
                  ) : (
                    <>
                      {p.firstRound > 1 ? <span className="muted">{t('players.lateEntry', { round: p.firstRound })} </span> : null}
                      <button type="button" aria-label={t('players.drop', { player: p.name })} onClick={() => void act(() => actions.drop(p.id))}>
                        {t('players.dropShort')}
                      </button>
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <form
        className="league-form"
        onSubmit={(e) => {
          e.preventDefault();
          setBusy(true);
          const input = { name: name.trim(), ...(playId.trim() ? { playId: playId.trim() } : {}), ...(deckList.trim() ? { deckList } : {}) };
          void act(() => actions.register(input))
            .then((done) => {
              if (!done) return;
              setName('');
              setPlayId('');
              setDeckList('');
            })
            .finally(() => setBusy(false));
        }}
      >
        <h3>{late ? t('players.lateTitle', { round: view.rounds.length + 1 }) : t('players.registerTitle')}</h3>
        <label htmlFor={`${id}-name`}>{t('players.name')}</label>
        <input id={`${id}-name`} value={name} maxLength={60} required autoComplete="off" onChange={(e) => setName(e.target.value)} />
        <label htmlFor={`${id}-play-id`}>{t('players.playIdOptional')}</label>
        <input id={`${id}-play-id`} value={playId} inputMode="numeric" pattern="\d{1,12}" maxLength={12} autoComplete="off" onChange={(e) => setPlayId(e.target.value)} />
        <label htmlFor={`${id}-deck`}>{t('players.deckList')}</label>
        <textarea id={`${id}-deck`} value={deckList} rows={5} maxLength={20_000} placeholder={t('players.deckListHint')} onChange={(e) => setDeckList(e.target.value)} />
        <button type="submit" className="primary" disabled={busy || name.trim() === ''}>
          {late ? t('players.registerLate') : t('players.register')}
        </button>
      </form>
    </section>
  );
}
