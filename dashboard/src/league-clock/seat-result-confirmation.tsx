import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { requestJson } from '../api/rest.js';
import { useLeagueRefusal } from '../league/use-league-refusal.js';
import { proposedResult, type ProposedResult } from './proposed-result.js';
import { latestPairing, type TableLeague } from './round-clock.js';

type Side = 'p1' | 'p2';

/**
 * The result the hub proposes after time, on a seated player's tablet: the proposal in words and a
 * Confirm button for each seat signed in here, then "Waiting for … to confirm" until the other seat
 * does. Each seat confirms with its own join code; the league's live topic brings the other tablet's
 * confirmation. A judge can still decide the result from the judge view.
 */
export function SeatResultConfirmation({ league, seats }: { league: TableLeague; seats: readonly { readonly seat: Side; readonly code: string }[] }) {
  const { t } = useTranslation();
  const { eventId } = league;
  const { pairing, roundNumber } = latestPairing(league);
  // The refusal as the hub sent it, worded as it shows (in the page's language, which may change meanwhile).
  const [problem, setProblem] = useState<{ error: unknown } | null>(null);
  const refusal = useLeagueRefusal();
  const proposed = pairing ? proposedResult(pairing) : null;
  if (!eventId || !pairing || !pairing.p2 || roundNumber === null || !proposed || seats.length === 0) return null;
  const names: Record<Side, string> = { p1: pairing.p1.name, p2: pairing.p2.name };
  const open = seats.filter((s) => !pairing.confirmedBy.includes(s.seat));
  const waitingFor = (['p1', 'p2'] as const).filter((side) => !pairing.confirmedBy.includes(side) && !seats.some((s) => s.seat === side));
  const confirm = (code: string) => {
    setProblem(null);
    requestJson(`/api/league/events/${eventId}/rounds/${roundNumber}/tables/${pairing.table}/result`, z.unknown(), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ confirmSeat: code }),
    }).catch((error: unknown) => setProblem({ error }));
  };
  return (
    <section className="panel seat-result" aria-label={t('seatConfirm.label')} data-testid="seat-result">
      <p>
        {gameWords(t, proposed, names)} {matchWords(t, proposed, names)}
      </p>
      {open.map((s) => (
        <button key={s.seat} type="button" className="primary" onClick={() => confirm(s.code)}>
          {t('seatConfirm.confirm', { name: names[s.seat] })}
        </button>
      ))}
      {open.length === 0 ? waitingFor.map((side) => <p key={side}>{t('seatConfirm.waiting', { name: names[side] })}</p>) : null}
      {problem ? (
        <p role="alert" className="form-error">
          {refusal(problem.error)}
        </p>
      ) : null}
    </section>
  );
}

type T = ReturnType<typeof useTranslation>['t'];

function gameWords(t: T, r: ProposedResult, names: Record<Side, string>): string {
  if (r.gameWinner === null) return t('seatConfirm.gameTie', { game: r.game });
  const loser = r.gameWinner === 'p1' ? 'p2' : 'p1';
  const name = names[r.gameWinner];
  if (r.prizesTaken && r.prizesTaken[r.gameWinner] > r.prizesTaken[loser]) {
    return t('seatConfirm.gameOnPrizes', { name, game: r.game, more: r.prizesTaken[r.gameWinner], fewer: r.prizesTaken[loser] });
  }
  return t('seatConfirm.gameWin', { name, game: r.game });
}

function matchWords(t: T, r: ProposedResult, names: Record<Side, string>): string {
  if (r.matchWinner === null) return t('seatConfirm.matchTie', { p1: r.wins.p1, p2: r.wins.p2 });
  const loser = r.matchWinner === 'p1' ? 'p2' : 'p1';
  return t('seatConfirm.matchWin', { name: names[r.matchWinner], won: r.wins[r.matchWinner], lost: r.wins[loser] });
}
