import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '../routing/navigation.js';
import type { LeagueView } from './league-api.js';
import { timeLeftText } from './league-format.js';
import { PairingsTable } from './league-pairings.js';
import { StandingsTable } from './league-standings.js';
import { useLeagueEvent } from './use-league-event.js';
import './league.css';

const MINE_KEY = (eventId: string) => `mirrormat.league.${eventId}.me`;

/**
 * An event for its players and spectators: the round's pairings, my table once I pick my name, and
 * the standings. The hub's public view carries no deck list, Play! Pokémon ID or seat code.
 */
export function LeaguePublicView({ eventId }: { eventId: string }) {
  const { t } = useTranslation('league');
  const { live } = useLeagueEvent(eventId, null);
  const [mine, setMine] = useState<string | null>(() => window.localStorage.getItem(MINE_KEY(eventId)));
  const pick = (playerId: string) => {
    if (playerId === '') window.localStorage.removeItem(MINE_KEY(eventId));
    else window.localStorage.setItem(MINE_KEY(eventId), playerId);
    setMine(playerId === '' ? null : playerId);
  };
  if (live.status === 'loading') return <p role="status">{t('common.loading')}</p>;
  const view = live.data;
  const round = view?.rounds.at(-1);
  return (
    <div className="league-view">
      {live.status === 'error' ? (
        <p className="form-error" role="alert">
          {live.message}
        </p>
      ) : null}
      {view ? (
        <>
          <div className="view-header">
            <h1>{view.event.name}</h1>
            <span className="muted">{view.event.date}</span>
          </div>
          <MyTable view={view} mine={mine} onPick={pick} />
          <section className="panel" aria-labelledby="league-public-pairings">
            <h2 id="league-public-pairings">{round ? t('pairings.titleRound', { round: round.number }) : t('pairings.title')}</h2>
            {round ? <PairingsTable pairings={round.pairings} mine={mine} /> : <p className="muted">{t('round.noneYet')}</p>}
            <p>
              <Link href={`/league/${eventId}/print/pairings`}>{t('print.pairingsLink')}</Link>
            </p>
          </section>
          <section className="panel" aria-labelledby="league-public-standings">
            <h2 id="league-public-standings">{t('standings.title')}</h2>
            {view.standings.length === 0 ? <p className="muted">{t('standings.none')}</p> : <StandingsTable standings={view.standings} penalties={view.penalties} mine={mine} />}
            <p>
              <Link href={`/league/${eventId}/print/standings`}>{t('print.standingsLink')}</Link>
            </p>
          </section>
        </>
      ) : null}
    </div>
  );
}

/** "I am …": the player picks their name (kept on this device) and sees their table, opponent and time. */
function MyTable({ view, mine, onPick }: { view: LeagueView; mine: string | null; onPick: (playerId: string) => void }) {
  const { t } = useTranslation('league');
  const id = useId();
  const round = view.rounds.at(-1);
  const pairing = mine === null ? undefined : round?.pairings.find((p) => p.p1.id === mine || p.p2?.id === mine);
  const opponent = pairing ? (pairing.p1.id === mine ? pairing.p2 : pairing.p1) : null;
  return (
    <section className="panel league-my-table" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('me.title')}</h2>
      <div className="field-row">
        <label htmlFor={`${id}-me`}>{t('me.pick')}</label>
        <select id={`${id}-me`} value={mine ?? ''} onChange={(e) => onPick(e.target.value)}>
          <option value="">{t('me.nobody')}</option>
          {view.players.map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
        </select>
      </div>
      {mine === null || !round ? null : pairing === undefined ? (
        <p>{t('me.notPaired', { round: round.number })}</p>
      ) : (
        <p className="league-my-pairing" data-testid="my-pairing">
          {opponent === null
            ? t('me.bye', { round: round.number })
            : t('me.pairing', { round: round.number, table: pairing.table, opponent: opponent.name })}
          {pairing.clock?.remainingMs != null && pairing.result === null ? <> {t('pairings.timeLeft', { time: timeLeftText(pairing.clock.remainingMs) })}</> : null}
        </p>
      )}
    </section>
  );
}
