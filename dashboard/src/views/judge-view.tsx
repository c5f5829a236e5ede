import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { type Credentials, type ErrorCode, type ExportEvent, restoreNote, type RestoreRequest, type StateId } from '@protocol';
import { replay, viewFor, type GameView, type Seat, type ViewEvent } from '@rules/index.js';
import { readTables } from '../api/rest.js';
import { BattleLogPanel, turnLabel } from '../components/battle-log-panel.js';
import { CoinFlipList } from '../components/coin-flips.js';
import { ConnectionStatus } from '../components/connection-status.js';
import { CorrectionForm } from '../components/correction-form.js';
import { GameBoard } from '../components/game-board.js';
import { HiddenZones } from '../components/hidden-zones.js';
import { TablePromptDialogs } from '../components/prompt-dialogs.js';
import { RefusalBanner } from '../components/refusal-banner.js';
import { RestoreBanner } from '../components/restore-banner.js';
import { RestoreControls } from '../components/restore-controls.js';
import { loadCredentials, saveCredentials } from '../connection/credentials.js';
import { useCommand } from '../connection/use-command.js';
import type { HubClient } from '../connection/hub-client.js';
import { useHub } from '../connection/use-hub.js';
import { useLiveTopic } from '../connection/use-live-topic.js';
import { Link } from '../routing/navigation.js';
import { battleLog, lineOfLastEvent, type LogLine, type LogWords } from '../game/battle-log.js';
import { bookkeepingNote } from '../game/bookkeeping-note.js';
import { actorWords } from '../game/log-actor.js';
import { feedOf, gameEvents, readMatchExport, type MatchExport } from '../game/match-export.js';
import { useLogWords } from '../game/use-log-words.js';
import { readGameView } from '../game/game-view.js';
import { JudgeClockControls } from '../league-clock/judge-clock-controls.js';
import { RoundClock } from '../league-clock/round-clock.js';

/** Why the hub refused a judge's name and PIN, kept to show on the sign-in form with the name as typed. */
interface SignInRefusal {
  readonly name: string;
  readonly code: ErrorCode | null;
  readonly message: string;
}

/** Judges: sign in with name and PIN, pick a table, see everything, scrub through its log, correct it. */
export function JudgeView() {
  const { t } = useTranslation();
  const [credentials, setCredentials] = useState<Credentials | undefined>(() => loadCredentials('judge'));
  const [refusal, setRefusal] = useState<SignInRefusal | null>(null);
  const tables = useLiveTopic('tables', undefined, readTables);
  const [table, setTable] = useState<string>('');
  const tableList = tables.status === 'loading' ? [] : (tables.data ?? []);
  const chosen = table || tableList[0]?.id || '';
  const tableId = useId();
  const signIn = (next: Credentials | undefined) => {
    saveCredentials('judge', next);
    setCredentials(next);
  };
  if (!credentials) return <JudgeSignIn onSignIn={signIn} refusal={refusal} />;
  // The hub checks the PIN when the page connects to a table: a refusal goes back to the form, never to a judge's page with nobody signed in.
  const refused = (code: ErrorCode | null, message: string) => {
    setRefusal({ name: credentials.role === 'judge' ? credentials.name : '', code, message });
    signIn(undefined);
  };
  return (
    <div className="judge-view">
      <div className="view-header">
        <h1>{t('judge.title')}</h1>
        <label htmlFor={tableId}>{t('judge.table')}</label>
        <select id={tableId} value={chosen} onChange={(e) => setTable(e.target.value)} data-testid="judge-table">
          {/* By the name the store gave it, as on the store overview's card, its id beside it. */}
          {tableList.map(({ id, name }) => (
            <option key={id} value={id}>
              {name === id ? id : t('judge.tableOption', { name, id })}
            </option>
          ))}
        </select>
        <button type="button" onClick={() => signIn(undefined)}>
          {t('judge.signOut')}
        </button>
        <Link href="/judge/battle-log">{t('battleLogReview.fromJudge')}</Link>
      </div>
      {chosen ? <JudgeTable table={chosen} credentials={credentials} onSignInRefused={refused} /> : <p>{t('overview.loading')}</p>}
    </div>
  );
}

/** The refusal in the reader's language where its code says what went wrong; the hub's words otherwise. */
function refusalText(t: TFunction, refusal: SignInRefusal): string {
  switch (refusal.code) {
    case 'unauthorized':
      return t('judge.wrongNameOrPin');
    case 'throttled':
      return t('judge.throttled');
    default:
      return t('judge.signInFailed', { message: refusal.message });
  }
}

function JudgeSignIn({ onSignIn, refusal }: { onSignIn: (c: Credentials) => void; refusal: SignInRefusal | null }) {
  const { t } = useTranslation();
  const [name, setName] = useState(refusal?.name ?? '');
  const [pin, setPin] = useState('');
  const ids = { name: useId(), pin: useId() };
  return (
    <form
      className="panel form-grid judge-sign-in"
      aria-labelledby="judge-sign-in-title"
      onSubmit={(e) => {
        e.preventDefault();
        onSignIn({ role: 'judge', name: name.trim(), pin });
      }}
    >
      <h1 id="judge-sign-in-title">{t('judge.signInTitle')}</h1>
      <label htmlFor={ids.name}>{t('judge.name')}</label>
      <input id={ids.name} value={name} onChange={(e) => setName(e.target.value)} required autoComplete="username" />
      <label htmlFor={ids.pin}>{t('judge.pin')}</label>
      <input id={ids.pin} type="password" inputMode="numeric" pattern="\d{4,16}" value={pin} onChange={(e) => setPin(e.target.value)} required autoComplete="current-password" />
      <button type="submit" className="primary">
        {t('judge.signIn')}
      </button>
      {refusal ? (
        <p role="alert" className="form-error" data-testid="judge-sign-in-refused">
          {refusalText(t, refusal)}
        </p>
      ) : null}
      {/* A newcomer at the demo has never seen a PIN: say where the judges are set up, never what their PINs are. */}
      <p className="muted">{t('judge.where')}</p>
      {/* The review needs no sign-in: a player or streamer may use it too. */}
      <Link href="/judge/battle-log">{t('battleLogReview.fromJudge')}</Link>
    </form>
  );
}

function JudgeTable({ table, credentials, onSignInRefused }: { table: string; credentials: Credentials; onSignInRefused: (code: ErrorCode | null, message: string) => void }) {
  const { t } = useTranslation();
  const { client, state } = useHub(table, credentials);
  const { send, answer, restore, refusal, dismiss, busy } = useCommand(client);
  const view = readGameView(state.table?.view);
  const judgeName = state.session?.role === 'judge' ? state.session.name : null;
  useEffect(() => {
    if (state.signInError !== null) onSignInRefused(state.signInErrorCode, state.signInError);
  }, [state.signInError, state.signInErrorCode, onSignInRefused]);
  if (state.signInError !== null) return null;
  return (
    <>
      {/* The clock's controls once the hub has confirmed the judge; until then the clock alone. */}
      {judgeName && credentials.role === 'judge' ? <JudgeClockControls table={table} judge={credentials} /> : <RoundClock table={table} />}
      <ConnectionStatus state={state} />
      <RefusalBanner refusal={refusal} onDismiss={dismiss} />
      <RestoreBanner match={state.table?.match ?? null} />
      {!view ? (
        <p data-testid="no-match">{t('table.noMatch')}</p>
      ) : (
        <div className="table-layout">
          <div className={state.stale ? 'board-column stale-board' : 'board-column'}>
            <GameBoard view={view} />
            <HiddenZones view={view} />
            <CoinFlipList view={view} />
          </div>
          <aside className="side-column" aria-label={t('judge.tools')}>
            <TablePromptDialogs
              prompts={state.table?.prompts ?? []}
              answerers={[{ prompts: state.table?.prompts ?? [], answer, disabled: busy || state.stale || state.status !== 'open' }]}
              engineDialogs={false}
              judging={{ p1: view.players.p1.name, p2: view.players.p2.name }}
            />
            {judgeName ? (
              <CorrectionForm view={view} disabled={busy || state.stale || state.status !== 'open'} onCorrect={(command) => send(command)} judge={judgeName} />
            ) : (
              <p>{t('judge.waitingForSession')}</p>
            )}
            <BattleLogPanel events={state.table?.events ?? []} view={view} filterable />
          </aside>
        </div>
      )}
      {/* A finished game too: a restore to a point before the end reopens the match (an illegal play that ended it). */}
      {state.table?.match && judgeName ? (
        <MatchLogPanel
          client={client}
          matchId={state.table.match.matchId}
          players={{ p1: view?.players.p1.name ?? 'p1', p2: view?.players.p2.name ?? 'p2' }}
          seq={state.table.match.seq}
          restoreDisabled={busy || state.stale || state.status !== 'open'}
          onRestore={restore}
        />
      ) : null}
    </>
  );
}

/**
 * The match log: read over the judge's own WebSocket session (the same JSON Lines as the
 * organiser's REST export), verified link by link here, and folded to any point with the engine's replay.
 * Once loaded it is read again whenever the match moves on, so the scrubber and the restore point
 * are those of the game as it stands.
 */
function MatchLogPanel({
  client,
  matchId,
  players,
  seq,
  restoreDisabled,
  onRestore,
}: {
  client: HubClient;
  matchId: string;
  players: { readonly p1: string; readonly p2: string };
  seq: number;
  restoreDisabled: boolean;
  onRestore: (stateId: StateId, request: RestoreRequest) => void;
}) {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState<MatchExport | null>(null);
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [position, setPosition] = useState<number | null>(null);
  const ids = { scrub: useId() };
  const load = async () => {
    setError(null);
    setLoading(true);
    const reply = await client.readLog(matchId);
    setLoading(false);
    if (reply.type !== 'log') {
      setError(t('judge.logFailedWs', { message: reply.message }));
      return;
    }
    const read = readMatchExport(reply.lines);
    // A judge scrubbing through the past stays there; one at the end follows the game.
    const previousLength = loadedRef.current?.events.length ?? 0;
    loadedRef.current = read;
    setLoaded(read);
    setPosition((at) => (at === null || at >= previousLength ? read.events.length : at));
  };
  const loadedRef = useRef<MatchExport | null>(null);
  const loadRef = useRef(load);
  loadRef.current = load;
  useEffect(() => {
    if (loadedRef.current) void loadRef.current();
  }, [seq, matchId]);
  const events = loaded?.events ?? [];
  const at = Math.min(position ?? events.length, events.length);
  const pastView: GameView | null = useMemo(() => {
    if (!loaded || at === 0) return null;
    return viewFor(replay(gameEvents(events.slice(0, at))), { role: 'judge' });
  }, [loaded, events, at]);
  const current = events[at - 1];
  // The step in the battle log's words, as the log told it up to this event, with the names of then.
  const feed = useMemo(() => feedOf(events.slice(0, at)), [events, at]);
  const { words } = useLogWords(pastView, feed);
  const line = useMemo(() => lineOfLastEvent(feed, words), [feed, words]);
  // The whole log's lines, with the names of its last state: what the undo says the undone play did.
  const lastView: GameView | null = useMemo(() => (loaded && events.length > 0 ? viewFor(replay(gameEvents(events)), { role: 'judge' }) : null), [loaded, events]);
  const wholeFeed = useMemo(() => feedOf(events), [events]);
  const { words: lastWords } = useLogWords(lastView, wholeFeed);
  const lines = useMemo(() => battleLog(wholeFeed, lastWords), [wholeFeed, lastWords]);
  return (
    <section className="panel match-log" aria-labelledby="log-title">
      <h2 id="log-title">{t('judge.logTitle', { seq })}</h2>
      <form
        className="field-row"
        onSubmit={(e) => {
          e.preventDefault();
          void load();
        }}
      >
        <button type="submit" disabled={loading}>
          {loaded ? t('judge.reloadLog') : t('judge.loadLog')}
        </button>
        <span>{loading ? t('judge.loadingLog') : t('judge.logVia')}</span>
      </form>
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {loaded ? (
        <>
          <p className={loaded.verification.ok ? 'chain-ok' : 'chain-broken'} data-testid="chain-check" role="status">
            {loaded.verification.ok ? `✔ ${t('judge.chainOk', { count: loaded.verification.events })}` : `✘ ${t('judge.chainBroken')}`}
          </p>
          {!loaded.verification.ok ? (
            <ul className="chain-problems">
              {loaded.verification.problems.map((p, i) => (
                <li key={i}>
                  {p.seq !== undefined ? t('judge.atSeq', { seq: p.seq }) : ''} {p.message}
                </li>
              ))}
            </ul>
          ) : null}
          <div className="field-row scrubber">
            <label htmlFor={ids.scrub}>{t('judge.scrub')}</label>
            <input
              id={ids.scrub}
              type="range"
              min={0}
              max={events.length}
              value={at}
              onChange={(e) => setPosition(Number(e.target.value))}
              aria-valuetext={t('judge.scrubValue', { at, total: events.length })}
              data-testid="scrubber"
            />
            <output htmlFor={ids.scrub} data-testid="scrub-position">
              {t('judge.scrubValue', { at, total: events.length })}
            </output>
          </div>
          {current ? <LoggedEventLine event={current} line={line} words={words} players={players} /> : null}
          <RestoreControls matchId={matchId} players={players} events={events} lines={lines} at={at} disabled={restoreDisabled || loading} onRestore={onRestore} />
          {pastView ? (
            <div className="past-board" data-testid="past-board">
              <GameBoard view={pastView} />
            </div>
          ) : (
            <p>{t('judge.beforeFirstEvent')}</p>
          )}
        </>
      ) : null}
    </section>
  );
}

/**
 * One logged event: its number, what it did in the battle log's words (an event no line tells in a plain sentence of
 * what the hub kept track of), the player who did it or whose Pokémon it happened to, where the command came from and
 * when; a correction with its judge and reason, once: where the line tells the reason already, no note repeats it.
 */
function LoggedEventLine({ event, line, words, players }: { event: ExportEvent; line: LogLine | null; words: LogWords; players: { readonly p1: string; readonly p2: string } }) {
  const { t } = useTranslation();
  const body = event.event as ViewEvent;
  const note = reasonNote(event, words, t);
  return (
    <p data-testid="scrub-event">
      <strong>#{event.seq}</strong> {line ? `${turnLabel(line, t)} · ${line.text}` : bookkeepingNote(body, words)}
      {line ? ` · ${line.player ? t('judge.stepPlayer', { player: words.player(line.player) }) : t('judge.stepTable')}` : null} · {t('judge.sentBy', { actor: actorWords(event.actor, players, t) })} ·{' '}
      {new Date(event.at).toLocaleTimeString()}
      {note && !tellsReason(line) ? <span className="correction-note"> · {note}</span> : null}
    </p>
  );
}

/** The note an event carries, with the reason: a judge's correction's or a player's adjustment's cause, or a restore. */
function reasonNote(event: ExportEvent, words: LogWords, t: TFunction): string | null {
  const cause = (event.event as { cause?: { kind?: string; judge?: string; player?: Seat; reason?: string } }).cause;
  if (cause?.kind === 'judge') return t('judge.correctedBy', { judge: cause.judge, reason: cause.reason });
  if (cause?.kind === 'adjustment' && cause.player) return t('judge.adjustedBy', { player: words.player(cause.player), reason: cause.reason });
  const restored = restoreNote(event);
  return restored ? t('restore.logged', { judge: restored.judge, toSeq: restored.toSeq, reason: restored.reason }) : null;
}

/** The lines that tell a reason: the correction's or adjustment's own and the restore's (battle-log.ts); what either did names who made it alone. */
function tellsReason(line: LogLine | null): boolean {
  return line !== null && line.told.some((type) => type === 'AdjustmentLogged' || type === 'JudgeRestored');
}
