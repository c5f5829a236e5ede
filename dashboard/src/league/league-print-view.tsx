import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAdminToken } from '../components/admin-token.js';
import { SeatQr } from '../organiser/seat-qr.js';
import { readSeatCodes, type LeagueSeatCodes } from './league-api.js';
import { PairingsTable } from './league-pairings.js';
import { StandingsTable } from './league-standings.js';
import { useLeagueEvent } from './use-league-event.js';
import './league.css';

export type PrintSheet = 'pairings' | 'standings';

/**
 * A sheet to print and pin up (A4, black on white, no navigation: league.css). The organiser's
 * pairings sheet (admin token) carries each seat's join code and QR code; anyone else's has none.
 */
export function LeaguePrintView({ eventId, sheet }: { eventId: string; sheet: PrintSheet }) {
  const { t } = useTranslation('league');
  const [token] = useAdminToken();
  const { live } = useLeagueEvent(eventId, token === '' ? null : token);
  const round = live.status !== 'loading' ? live.data?.rounds.at(-1) : undefined;
  // Game 1 of a round gives each hub table new seat codes (src/matches/match.service.ts): they are printed once the round has started.
  const started = round !== undefined && round.startedAt !== null;
  const codes = useSeatCodes(sheet === 'pairings' && token !== '' && started ? token : null, eventId, round?.number);
  if (live.status === 'loading') return <p role="status">{t('common.loading')}</p>;
  const view = live.data;
  return (
    <div className="league-print">
      <div className="league-print-actions">
        <button type="button" onClick={() => window.print()}>
          {t('print.print')}
        </button>
      </div>
      {live.status === 'error' ? (
        <p className="form-error" role="alert">
          {live.message}
        </p>
      ) : null}
      {view ? (
        <>
          <h1>
            {view.event.name} · {view.event.date}
          </h1>
          {sheet === 'pairings' ? (
            round ? (
              <>
                <h2>{t('pairings.titleRound', { round: round.number })}</h2>
                {token !== '' && !started ? <p className="muted league-no-print">{t('print.codesAfterStart')}</p> : null}
                <PairingsTable
                  pairings={round.pairings}
                  clock={false}
                  extra={
                    codes
                      ? {
                          heading: t('print.seatCodes'),
                          cell: (p) => {
                            const table = codes.find((c) => c.table === p.table);
                            if (!table || p.p2 === null) return null;
                            return (
                              <div className="seat-codes">
                                <SeatQr table={table.tableId} code={table.codes.p1} label={p.p1.name} />
                                <SeatQr table={table.tableId} code={table.codes.p2} label={p.p2.name} />
                              </div>
                            );
                          },
                        }
                      : undefined
                  }
                />
              </>
            ) : (
              <p>{t('round.noneYet')}</p>
            )
          ) : (
            <>
              <h2>{round ? t('print.standingsAfter', { round: round.number }) : t('standings.title')}</h2>
              <StandingsTable standings={view.standings} penalties={view.penalties} />
            </>
          )}
        </>
      ) : null}
    </div>
  );
}

/** The current round's seat codes, read again when another round is paired; none without the admin token. */
function useSeatCodes(token: string | null, eventId: string, round: number | undefined): LeagueSeatCodes | null {
  const [codes, setCodes] = useState<LeagueSeatCodes | null>(null);
  useEffect(() => {
    let current = true;
    setCodes(null);
    if (token === null || round === undefined) return undefined;
    readSeatCodes(token, eventId).then(
      (found) => {
        if (current) setCodes(found);
      },
      () => {
        if (current) setCodes(null);
      },
    );
    return () => {
      current = false;
    };
  }, [token, eventId, round]);
  return codes;
}
