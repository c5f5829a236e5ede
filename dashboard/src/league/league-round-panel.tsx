import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ModalDialog } from '../components/modal-dialog.js';
import { Link } from '../routing/navigation.js';
import type { LeagueActions, LeaguePairing, LeagueView } from './league-api.js';
import { PairingsTable } from './league-pairings.js';
import type { LeagueEvent } from './use-league-event.js';

/**
 * The round in hand: pair it (Swiss, or pairings made elsewhere as CSV), start it (its clock on the
 * hub's time, game 1 at every hub table), call time, enter results, end it. Earlier rounds below.
 */
export function RoundPanel({ view, actions, act }: { view: LeagueView; actions: LeagueActions; act: LeagueEvent['act'] }) {
  const { t } = useTranslation('league');
  const id = useId();
  const round = view.rounds.at(-1);
  const canPair = round === undefined || round.ended;
  // The hub pairs two players at least; said here, before the button, in the page's language.
  const tooFew = view.players.filter((p) => !p.dropped).length < 2;
  return (
    <section className="panel league-round" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{round ? t('round.title', { round: round.number }) : t('round.noneYet')}</h2>
      {round ? <p className="muted">{round.ended ? t('round.ended') : round.startedAt ? t('round.running') : t('round.paired')}</p> : null}
      {round && !round.ended && round.startedAt !== null && round.pairings.some((p) => p.tableId !== null && p.p2 !== null) ? (
        <p data-testid="seat-codes-where">
          {t('round.seatCodesWhere')} <Link href={`/league/${view.event.eventId}/print/pairings`}>{t('print.pairingsLink')}</Link> · <Link href="/">{t('round.storeOverview')}</Link>
        </p>
      ) : null}
      <div className="action-row">
        {canPair ? (
          <button type="button" className="primary" disabled={tooFew} aria-describedby={tooFew ? `${id}-too-few` : undefined} onClick={() => void act(actions.pair)}>
            {t('round.pair', { round: (round?.number ?? 0) + 1 })}
          </button>
        ) : null}
        {round && !round.ended && round.startedAt === null ? (
          <button type="button" className="primary" onClick={() => void act(actions.startRound)}>
            {t('round.start', { round: round.number })}
          </button>
        ) : null}
        {round && !round.ended && round.startedAt !== null ? (
          <>
            <button type="button" onClick={() => void act(actions.callTime)}>
              {t('round.callTime')}
            </button>
            <button type="button" onClick={() => void act(actions.endRound)}>
              {t('round.end', { round: round.number })}
            </button>
          </>
        ) : null}
      </div>
      {canPair && tooFew ? (
        <p className="muted" id={`${id}-too-few`}>
          {t('round.tooFewPlayers')}
        </p>
      ) : null}
      {canPair ? <ImportPairings actions={actions} act={act} /> : null}
      {round ? (
        <PairingsTable
          pairings={round.pairings}
          extra={round.ended || round.startedAt === null ? undefined : { heading: t('result.enter'), cell: (p) => <ResultEntry pairing={p} round={round.number} actions={actions} act={act} /> }}
        />
      ) : null}
      {view.rounds.length > 1 ? (
        <details>
          <summary>{t('round.earlier')}</summary>
          {view.rounds.slice(0, -1).map((r) => (
            <div key={r.number}>
              <h3>{t('round.title', { round: r.number })}</h3>
              <PairingsTable pairings={r.pairings} clock={false} />
            </div>
          ))}
        </details>
      ) : null}
    </section>
  );
}

function ImportPairings({ actions, act }: { actions: LeagueActions; act: LeagueEvent['act'] }) {
  const { t } = useTranslation('league');
  const id = useId();
  const [csv, setCsv] = useState('');
  return (
    <details className="league-import">
      <summary>{t('round.import')}</summary>
      <form
        className="league-form"
        onSubmit={(e) => {
          e.preventDefault();
          void act(() => actions.importPairings(csv)).then((done) => {
            if (done) setCsv('');
          });
        }}
      >
        <label htmlFor={`${id}-csv`}>{t('round.importCsv')}</label>
        <textarea id={`${id}-csv`} value={csv} rows={5} placeholder="table,player1,player2" onChange={(e) => setCsv(e.target.value)} />
        <button type="submit" disabled={csv.trim() === ''}>
          {t('round.importSubmit')}
        </button>
      </form>
    </details>
  );
}

/** The organiser's result for one table: the hub's proposal chosen where it has one. */
function ResultEntry({ pairing, round, actions, act }: { pairing: LeaguePairing; round: number; actions: LeagueActions; act: LeagueEvent['act'] }) {
  const { t } = useTranslation('league');
  const [outcome, setOutcome] = useState<'' | 'p1' | 'p2' | 'tie'>(pairing.proposal?.outcome ?? '');
  const [asking, setAsking] = useState(false);
  if (pairing.p2 === null || pairing.result !== null) return null;
  const opponent = pairing.p2.name;
  // A result for a hub table whose game is still being played ends that game at the table: asked once more.
  const gameRunning = pairing.tableId !== null && pairing.games.at(-1)?.outcome === null;
  const record = () => {
    setAsking(false);
    if (outcome !== '') void act(() => actions.decideResult(round, pairing.table, outcome));
  };
  return (
    <form
      className="league-result-entry"
      onSubmit={(e) => {
        e.preventDefault();
        if (outcome === '') return;
        if (gameRunning) setAsking(true);
        else record();
      }}
    >
      {asking ? (
        <ModalDialog title={t('result.endsGameTitle', { table: pairing.table })} onDismiss={() => setAsking(false)} testId="end-game-dialog">
          <p>{t('result.endsGame', { table: pairing.table, hubTable: pairing.tableId })}</p>
          <div className="action-row">
            <button type="button" onClick={() => setAsking(false)}>
              {t('result.keepPlaying')}
            </button>
            <button type="button" className="danger" onClick={record}>
              {t('result.recordAndEnd')}
            </button>
          </div>
        </ModalDialog>
      ) : null}
      <select aria-label={t('result.label', { table: pairing.table })} value={outcome} onChange={(e) => setOutcome(e.target.value as typeof outcome)}>
        <option value="">{t('result.choose')}</option>
        <option value="p1">{t('pairings.won', { player: pairing.p1.name })}</option>
        <option value="p2">{t('pairings.won', { player: opponent })}</option>
        <option value="tie">{t('pairings.tie')}</option>
      </select>
      <button type="submit" disabled={outcome === ''}>
        {pairing.proposal !== null && outcome === pairing.proposal.outcome ? t('result.confirm') : t('result.record')}
      </button>
    </form>
  );
}
