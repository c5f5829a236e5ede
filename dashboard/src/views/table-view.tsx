import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Credentials } from '@protocol';
import { AchievementsPanel } from '../components/achievements-panel.js';
import { AdjustSheet, proposerFor } from '../components/adjust-sheet.js';
import { ActionReason, refused } from '../components/action-reason.js';
import { Announcer } from '../components/announcer.js';
import { AttackPicker } from '../components/attack-picker.js';
import { BattleLogPanel } from '../components/battle-log-panel.js';
import { CheckupSheetPanel } from '../components/checkup-sheet-panel.js';
import { WithYourCardsPanel } from '../components/with-your-cards-panel.js';
import { LatestCoinFlip } from '../components/coin-flips.js';
import { ConnectionStatus } from '../components/connection-status.js';
import { AbilityActions, TrainerPlay } from '../components/effect-actions.js';
import { FormatActions, StartingPokemonDialog } from '../components/format-actions.js';
import { GameBoard } from '../components/game-board.js';
import { ModalDialog } from '../components/modal-dialog.js';
import { PendingAdjustment } from '../components/pending-adjustment.js';
import { PromptDialogs, TablePromptDialogs } from '../components/prompt-dialogs.js';
import { RefusalBanner } from '../components/refusal-banner.js';
import { RestoreBanner } from '../components/restore-banner.js';
import { StadiumAction } from '../components/stadium-action.js';
import { TurnChecklist } from '../components/turn-checklist.js';
import { loadCredentials, saveCredentials } from '../connection/credentials.js';
import { useCommand } from '../connection/use-command.js';
import { useHub } from '../connection/use-hub.js';
import { useSeatActions, type CheckedActions } from '../connection/use-seat-actions.js';
import { cardName } from '../game/card-names.js';
import { otherSeat, readGameView, topOf, visible, type GameView, type Seat } from '../game/game-view.js';
import { playerName } from '../game/match-result.js';
import { useCheckupSheet } from '../game/use-checkup.js';
import { codeFromAddress } from '../organiser/seat-link.js';
import { usePreferences } from '../preferences.js';
import { Link } from '../routing/navigation.js';
import { useScreenWakeLock } from '../connection/use-screen-wake-lock.js';
import { FollowedRoundClock, useTableLeague } from '../league-clock/round-clock.js';
import { SeatResultConfirmation } from '../league-clock/seat-result-confirmation.js';
import { pathOf } from '../routing/routes.js';
import { TableHeading } from '../components/table-heading.js';

/** One seat's connection on this tablet: its sign-in (kept for the tab), its session and its commands. */
function useSeat(table: string, slot: 'first' | 'second', allowed: boolean) {
  const key = slot === 'first' ? `table.${table}` : `table.${table}.second`;
  const [credentials, setCredentials] = useState<Credentials | undefined>(() => loadCredentials(key));
  const enabled = allowed && (slot === 'first' || credentials !== undefined);
  const { client, state } = useHub(table, credentials, enabled);
  const command = useCommand(client);
  const seat: Seat | null = state.session?.role === 'player' && state.session.table === table ? state.session.seat : null;
  const checked = useSeatActions(table, seat !== null && credentials?.role === 'player' ? credentials.code : undefined, state.table?.stateId);
  const signIn = (next: Credentials | undefined) => {
    saveCredentials(key, next);
    setCredentials(next);
  };
  const code = credentials?.role === 'player' ? credentials.code : undefined;
  return { client, state, seat, code, signIn, checked, ...command, disabled: command.busy || state.stale || state.status !== 'open' };
}

type SeatConnection = ReturnType<typeof useSeat>;

/**
 * The tablet at the table: the board, the prompts, and for a seated player the turn's actions.
 * One tablet per seat, or one shared by both players: then each takes their seat on it, and each
 * action goes out on the connection of the player who makes it.
 */
export function TableView({ table }: { table: string }) {
  useScreenWakeLock();
  const { t } = useTranslation();
  const first = useSeat(table, 'first', true);
  const second = useSeat(table, 'second', first.seat !== null);
  // A seat's QR code (the organiser's screen) opens this page with the code: take the seat, keep the code out of the history.
  useEffect(() => {
    const scanned = codeFromAddress(window.location.href);
    if (!scanned) return;
    window.history.replaceState(window.history.state, '', scanned.rest);
    first.signIn({ role: 'player', table, code: scanned.code });
  }, [table]);
  const { state } = first;
  const view = readGameView(state.table?.view);
  const sheet = useCheckupSheet(state.table);
  const seated = [first, second].filter((s): s is SeatConnection & { seat: Seat } => s.seat !== null);
  const refusal = [first.refusal, second.refusal].filter((r) => r !== null).sort((a, b) => b.at - a.at)[0] ?? null;
  const [adjusting, setAdjusting] = useState<string | null>(null);
  // One lookup and one live subscription for the round clock and the result panel both.
  const league = useTableLeague(table);
  const adjuster = view && adjusting ? seated.find((s) => s.seat === proposerFor(view, adjusting, seated.map((x) => x.seat))) : undefined;
  return (
    <div className="table-view">
      <div className="view-header">
        <TableHeading table={table} page="table" />
        <ConnectionStatus state={state} />
        <nav aria-label={t('table.otherViews')} className="view-links">
          <Link href={`/table/${table}/spectate`}>{t('table.spectate')}</Link>
          <Link href={`/overlay/${table}`}>{t('table.overlay')}</Link>
          <Link href={`/virtual/${table}`}>{t('table.virtual')}</Link>
        </nav>
      </div>
      <FollowedRoundClock league={league} />
      <SeatResultConfirmation league={league} seats={seated.flatMap((s) => (s.code === undefined ? [] : [{ seat: s.seat, code: s.code }]))} />
      {first.seat ? null : <SeatSignIn table={table} seated={null} error={state.signInError} onSignIn={first.signIn} />}
      <RefusalBanner
        refusal={refusal}
        onDismiss={() => {
          first.dismiss();
          second.dismiss();
        }}
      />
      <RestoreBanner match={state.table?.match ?? null} />
      {state.problems.length > 0 ? (
        <ul className="problems" role="alert">
          {state.problems.map((p) => (
            <li key={p.at}>
              <span aria-hidden="true">⚠ </span>
              {p.message}{' '}
              <button type="button" onClick={() => first.client.dismissProblem(p.at)}>
                {t('common.dismiss')}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
      {!state.table ? (
        <p>{t('table.loading')}</p>
      ) : !view ? (
        <p data-testid="no-match">{t('table.noMatch')}</p>
      ) : (
        <div className={first.seat ? 'table-layout seated-layout' : 'table-layout'}>
          <div className={state.stale ? 'board-column stale-board' : 'board-column'}>
            {seated.length > 0 ? <PendingAdjustment view={view} seats={seated} /> : null}
            <GameBoard view={view} bottom={first.seat ?? 'p1'} mine={first.seat} onAdjust={seated.length > 0 && !view.result ? setAdjusting : undefined} />
            {adjusting && adjuster ? (
              <AdjustSheet view={view} pokemonId={adjusting} seat={adjuster.seat} send={adjuster.send} disabled={adjuster.disabled} onClose={() => setAdjusting(null)} />
            ) : null}
          </div>
          <aside className="side-column" aria-label={t('table.actionsAndInfo')}>
            <WithYourCardsPanel match={state.table?.match?.matchId ?? null} events={state.table?.events ?? []} view={view} seats={seated.length > 0 ? seated.map((s) => s.seat) : null} />
            <TablePromptDialogs
              prompts={state.table?.prompts ?? []}
              answerers={seated.map((s) => ({ prompts: s.state.table?.prompts ?? [], answer: s.answer, disabled: s.disabled }))}
            />
            <PromptDialogs view={view} seats={seated.map((s) => ({ seat: s.seat, send: s.send, disabled: s.disabled, checked: s.checked }))} />
            <StartingPokemonDialog view={view} seats={seated.map((s) => ({ seat: s.seat, send: s.send, disabled: s.disabled }))} />
            {seated.map((s) => (
              <SeatActions
                key={s.seat}
                view={view}
                seat={s.seat}
                send={s.send}
                disabled={s.disabled}
                checked={s.checked}
                table={table}
                ended={state.table?.match?.finished === true}
                title={seated.length > 1 ? t('actions.titleFor', { name: view.players[s.seat].name }) : t('actions.title')}
              />
            ))}
            {/* A finished game has no turn to check off, nor one ended without a winner (time, the organiser). */}
            {view.result || state.table?.match?.finished === true ? null : <TurnChecklist view={view} />}
            {state.table?.match?.format === 'erfolge' ? <AchievementsPanel matchId={state.table.match.matchId} seq={state.table.match.seq} view={view} table={table} /> : null}
            <LatestCoinFlip view={view} />
            {sheet ? <CheckupSheetPanel sheet={sheet} view={view} /> : null}
            <Announcer events={state.table?.events ?? []} view={view} refusal={refusal} sheet={sheet} seats={seated.map((s) => s.seat)} />
            <BattleLogPanel events={state.table?.events ?? []} view={view} />
          </aside>
        </div>
      )}
      {first.seat ? (
        // Once seated, the seat's controls wait at the bottom, folded: the board and the actions come first.
        <details className="panel seat-controls" data-testid="seat-controls">
          <summary>{t('table.seatedAs', { seat: t(`seat.${first.seat}`) })}</summary>
          <p className="seated">
            <button type="button" onClick={() => first.signIn(undefined)}>
              {t('table.leaveSeat')}
            </button>
          </p>
          <SeatSignIn table={table} seated={second.seat} error={second.state.signInError} onSignIn={second.signIn} shared />
        </details>
      ) : null}
    </div>
  );
}

function SeatSignIn({
  table,
  seated,
  error,
  onSignIn,
  shared = false,
}: {
  table: string;
  seated: Seat | null;
  error: string | null;
  onSignIn: (c: Credentials | undefined) => void;
  shared?: boolean;
}) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');
  const codeId = useId();
  if (seated) {
    return (
      <p className="seated">
        {t('table.alsoSeated', { seat: t(`seat.${seated}`) })}{' '}
        <button type="button" onClick={() => onSignIn(undefined)}>
          {t('table.leaveSeat')}
        </button>
      </p>
    );
  }
  return (
    <form
      className="seat-sign-in"
      onSubmit={(e) => {
        e.preventDefault();
        if (code.trim().length >= 4) onSignIn({ role: 'player', table, code: code.trim() });
      }}
    >
      <label htmlFor={codeId}>{t(shared ? 'table.sharedSeatCode' : 'table.seatCode')}</label>
      <input id={codeId} name="seat-code" value={code} onChange={(e) => setCode(e.target.value)} autoComplete="off" minLength={4} maxLength={12} />
      <button type="submit">{t(shared ? 'table.takeSharedSeat' : 'table.takeSeat')}</button>
      {/* A player who opened the table page first is told where the code comes from. */}
      {shared ? null : (
        <p className="muted seat-code-hint" data-testid="seat-code-hint">
          {t('table.seatCodeHint')}
        </p>
      )}
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * The turn's actions for the seated player: setup, attack, retreat, end the turn, concede. Each the
 * hub refuses for now is disabled, its reason beside it (`checked`, from the hub's seat actions).
 */
function SeatActions({
  view,
  seat,
  send,
  disabled,
  checked,
  table,
  ended,
  title,
}: {
  view: GameView;
  seat: Seat;
  send: (c: Record<string, unknown>) => void;
  disabled: boolean;
  checked: CheckedActions | null;
  table: string;
  /** The match was ended at the table (time is up in a league round, or the organiser ended it). */
  ended: boolean;
  title: string;
}) {
  const { t } = useTranslation();
  const [confirmConcede, setConfirmConcede] = useState(false);
  // Ended without a winner, the engine still holds the last turn: nothing more is played in it.
  if (ended && !view.result) {
    return (
      <section className="panel seat-actions" aria-labelledby={`actions-title-${seat}`} data-testid={`actions-${seat}`}>
        <h2 id={`actions-title-${seat}`}>{title}</h2>
        <p data-testid="game-ended">{t('actions.gameEnded')}</p>
      </section>
    );
  }
  const myTurn = view.turn?.player === seat && !view.result;
  const me = view.players[seat];
  const finishSetup = checked?.get('finish-setup');
  const mulligan = checked?.get('mulligan');
  const endTurn = checked?.get('end-turn');
  // After the first attack an Ability may let the Pokémon attack again: its dialog (PromptDialogs) asks, the one way to answer.
  const again = myTurn && view.prompts.some((p) => p.kind === 'attack-again' && p.player === seat);
  return (
    <section className="panel seat-actions" aria-labelledby={`actions-title-${seat}`} data-testid={`actions-${seat}`}>
      <h2 id={`actions-title-${seat}`}>{title}</h2>
      {view.stage === 'placing' || view.stage === 'mulligan-draws' ? (
        <>
          <SetupHint view={view} seat={seat} />
          <div className="action-row">
            <button
              type="button"
              disabled={disabled || me.setupDone || refused(finishSetup)}
              aria-describedby={refused(finishSetup) ? `finish-setup-${seat}` : undefined}
              onClick={() => send({ type: 'FinishSetup', player: seat })}
            >
              {t('actions.finishSetup')}
            </button>
            <ActionReason id={`finish-setup-${seat}`} action={me.setupDone ? undefined : finishSetup} />
          </div>
          <div className="action-row">
            <button
              type="button"
              disabled={disabled || me.setupDone || me.active !== null || refused(mulligan)}
              aria-describedby={refused(mulligan) ? `mulligan-${seat}` : undefined}
              onClick={() => send({ type: 'DeclareMulligan', player: seat })}
            >
              {t('actions.mulligan')}
            </button>
            <ActionReason id={`mulligan-${seat}`} action={me.setupDone || me.active !== null ? undefined : mulligan} />
          </div>
        </>
      ) : null}
      {again ? (
        <p data-testid="attack-again-hint">{t('actions.attackAgain')}</p>
      ) : myTurn && view.stage === 'main' ? (
        <>
          <AttackPicker view={view} seat={seat} disabled={disabled} checked={checked} onAttack={(choice) => send({ type: 'Attack', player: seat, ...choice })} />
          <FormatActions view={view} seat={seat} send={send} disabled={disabled} />
          <RetreatAction view={view} seat={seat} send={send} disabled={disabled} checked={checked} />
          <StadiumAction view={view} seat={seat} send={send} disabled={disabled} checked={checked} />
          <AbilityActions view={view} seat={seat} send={send} disabled={disabled} checked={checked} />
          <TrainerPlay view={view} seat={seat} send={send} disabled={disabled} />
          <div className="action-row">
            <button
              type="button"
              className="primary"
              disabled={disabled || refused(endTurn)}
              aria-describedby={refused(endTurn) ? `end-turn-${seat}` : undefined}
              onClick={() => send({ type: 'EndTurn', player: seat })}
              data-testid="end-turn"
            >
              {t('actions.endTurn')}
            </button>
            <ActionReason id={`end-turn-${seat}`} action={endTurn} />
          </div>
        </>
      ) : !view.result && view.turn ? (
        <p>{view.turn.player === seat ? t('actions.waitForGame') : t('actions.notYourTurn', { name: playerName(view, view.turn.player, t) })}</p>
      ) : view.result ? (
        <p data-testid="game-over">
          {t('actions.gameOver')} <Link href={pathOf({ page: 'result', table })}>{t('actions.seeResult')}</Link>
        </p>
      ) : null}
      {!view.result && view.turn ? (
        <div className="action-row">
          <button type="button" className="danger" disabled={disabled} onClick={() => setConfirmConcede(true)}>
            {t('actions.concede')}
          </button>
        </div>
      ) : null}
      {confirmConcede ? (
        <ModalDialog title={t('actions.concedeTitle')} onDismiss={() => setConfirmConcede(false)}>
          <p>{t('actions.concedeText')}</p>
          <div className="dialog-actions">
            <button type="button" onClick={() => setConfirmConcede(false)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="danger"
              onClick={() => {
                setConfirmConcede(false);
                send({ type: 'Concede', player: seat });
              }}
            >
              {t('actions.concede')}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </section>
  );
}

/** What to do with the paper cards before "Setup finished", and that it is pressed again after the mulligan cards. */
function SetupHint({ view, seat }: { view: GameView; seat: Seat }) {
  const { t } = useTranslation();
  const me = view.players[seat];
  const other = otherSeat(seat);
  const them = playerName(view, other, t);
  const hint = me.setupDone
    ? view.players[other].setupDone
      ? null
      : t('actions.setupHint.done', { name: them })
    : me.active === null
      ? t('actions.setupHint.placeActive')
      : view.players[other].mulligans > 0
        ? t('actions.setupHint.afterMulliganCards', { name: them })
        : t('actions.setupHint.bench');
  return hint === null ? null : (
    <p className="setup-hint" data-testid="setup-hint">
      {hint}
    </p>
  );
}

function RetreatAction({
  view,
  seat,
  send,
  disabled,
  checked,
}: {
  view: GameView;
  seat: Seat;
  send: (c: Record<string, unknown>) => void;
  disabled: boolean;
  checked: CheckedActions | null;
}) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const [open, setOpen] = useState(false);
  const [to, setTo] = useState<string>('');
  const [discard, setDiscard] = useState<readonly string[]>([]);
  const active = visible(view.players[seat].active);
  const bench = view.players[seat].bench.map(visible).filter((p) => p !== null);
  if (!active || bench.length === 0) return null;
  const cost = topOf(active).retreatCost;
  const energy = active.attached.filter((c) => c.def.supertype === 'Energy');
  const retreat = checked?.get('retreat');
  return (
    <div className="action-row">
      <button type="button" disabled={disabled || refused(retreat)} aria-describedby={refused(retreat) ? `retreat-${seat}` : undefined} onClick={() => setOpen(true)}>
        {t('actions.retreat', { count: cost })}
      </button>
      <ActionReason id={`retreat-${seat}`} action={retreat} />
      {open ? (
        <ModalDialog title={t('actions.retreatTitle')} onDismiss={() => setOpen(false)}>
          <fieldset>
            <legend>{t('actions.retreatTo')}</legend>
            {bench.map((p) => (
              <label key={p.id} className="choice">
                <input type="radio" name="retreat-to" value={p.id} checked={to === p.id} onChange={() => setTo(p.id)} />
                {cardName(topOf(p), cardLanguage)}
              </label>
            ))}
          </fieldset>
          <fieldset>
            <legend>{t('actions.retreatDiscard', { count: cost })}</legend>
            {energy.map((c) => (
              <label key={c.uid} className="choice">
                <input
                  type="checkbox"
                  checked={discard.includes(c.uid)}
                  onChange={(e) => setDiscard(e.target.checked ? [...discard, c.uid] : discard.filter((u) => u !== c.uid))}
                />
                {cardName(c.def, cardLanguage)}
              </label>
            ))}
          </fieldset>
          <div className="dialog-actions">
            <button type="button" onClick={() => setOpen(false)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="primary"
              disabled={to === ''}
              onClick={() => {
                setOpen(false);
                send({ type: 'Retreat', player: seat, to, discard });
              }}
            >
              {t('actions.retreatConfirm')}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </div>
  );
}
