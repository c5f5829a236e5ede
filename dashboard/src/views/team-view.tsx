import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FIELDS, playsOn, PRIZES_TO_WIN, SEATS, sideField, teamOf } from '@protocol';
import {
  readTeamGame,
  readTeamGames,
  sendTeamAction,
  startTeamGame,
  type StartedTeamGame,
  type Field,
  type Seat,
  type Team,
  type TeamAction,
  type TeamCredential,
  type TeamGameState,
  type TeamSnapshot,
} from '../api/team-api.js';
import { AdminTokenForm, useAdminToken } from '../components/admin-token.js';
import '../components/formats.css';
import { RefusalNotice } from '../components/refusal-banner.js';
import { useLiveTopic } from '../connection/use-live-topic.js';
import { Link } from '../routing/navigation.js';

const TEAMS: readonly Team[] = ['A', 'B'];
const KINDS = ['Supporter', 'Stadium', 'Energy'] as const;
const ACTIONS = ['PlayCard', 'EndFieldTurn', 'TakePrizes', 'AttackEmptyField', 'UseGxOrVstar', 'ReportFieldEmpty', 'PlayerCannotDraw', 'ChooseOnCenter', 'CardDecidesGame', 'EndTurn'] as const;
type ActionType = (typeof ACTIONS)[number];
const OF = ['discard-pile', 'lost-zone', 'hand', 'prize-cards'] as const;

/** A seat's token, kept for this tab only, per game. */
function useSeatToken(gameId: string): [{ seat: Seat; token: string } | null, (next: { seat: Seat; token: string } | null) => void] {
  const key = `mirrormat.teamSeat.${gameId}`;
  const [value, setValue] = useState<{ seat: Seat; token: string } | null>(() => {
    const stored = window.sessionStorage.getItem(key);
    const [seat, token] = stored?.split(':', 2) ?? [];
    return seat && token && (SEATS as readonly string[]).includes(seat) ? { seat: seat as Seat, token } : null;
  });
  const save = (next: { seat: Seat; token: string } | null) => {
    if (next === null) window.sessionStorage.removeItem(key);
    else window.sessionStorage.setItem(key, `${next.seat}:${next.token}`);
    setValue(next);
  };
  return [value, save];
}

/**
 * A Team-Format game (003 "Team-Format (fortgesetzt)"): the four seats, whose turn, what each
 * field has had played this turn, the Prize cards toward nine of twelve, the winner. A seat signs
 * in with its X-Team-Token and sends its own moves; the admin token may send any.
 */
export function TeamView({ game }: { game: string }) {
  const { t } = useTranslation('formats');
  const [adminToken, setAdminToken] = useAdminToken();
  const [seatToken, setSeatToken] = useSeatToken(game);
  const [snapshot, setSnapshot] = useState<TeamSnapshot | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The hub pushes what the other seats send; an action's own answer shows at once.
  const live = useLiveTopic('team-game', game, readTeamGame);
  const error = live.status === 'error' ? live.message : null;
  useEffect(() => {
    if (live.status === 'loading' || live.data === undefined) return;
    const next = live.data;
    setSnapshot((previous) => (previous && previous.game.gameId === next.game.gameId && previous.seq > next.seq ? previous : next));
  }, [live]);

  const credential: TeamCredential | null = seatToken ? { kind: 'seat', token: seatToken.token } : adminToken !== '' ? { kind: 'admin', token: adminToken } : null;

  const act = (action: TeamAction) => {
    if (!snapshot || !credential) return;
    setBusy(true);
    setRefusal(null);
    sendTeamAction(game, credential, { ...action, seq: snapshot.seq })
      .then(setSnapshot, (e: unknown) => setRefusal(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(false));
  };

  const state = snapshot?.state;
  return (
    <div className="team-view">
      <div className="view-header">
        <h1>{t('team.title', { game })}</h1>
      </div>
      {seatToken ? (
        <p className="seated" data-testid="team-signed-in">
          {t('team.signedInAs', { seat: seatToken.seat, name: state?.players[seatToken.seat].name ?? '' })}{' '}
          <button type="button" onClick={() => setSeatToken(null)}>
            {t('admin.signOut')}
          </button>
        </p>
      ) : (
        <>
          <SeatSignIn onSeat={setSeatToken} />
          <AdminTokenForm token={adminToken} onToken={setAdminToken} />
        </>
      )}
      <RefusalNotice title={t('team.refused')} message={refusal} testId="team-refusal" onDismiss={() => setRefusal(null)} />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {!state || !snapshot ? (
        <p role="status">{t('team.loading')}</p>
      ) : (
        <div className="raid-layout">
          <TeamStatus snapshot={snapshot} />
          <SeatsSection state={state} />
          <FieldsSection state={state} />
          {credential && state.phase === 'playing' ? <ActionForm state={state} seat={seatToken?.seat ?? null} busy={busy} act={act} /> : null}
        </div>
      )}
    </div>
  );
}

function SeatSignIn({ onSeat }: { onSeat: (value: { seat: Seat; token: string }) => void }) {
  const { t } = useTranslation('formats');
  const [seat, setSeat] = useState<Seat>('A1');
  const [text, setText] = useState('');
  const id = useId();
  return (
    <form
      className="seat-sign-in"
      data-testid="team-seat-sign-in"
      onSubmit={(e) => {
        e.preventDefault();
        if (text.trim() !== '') onSeat({ seat, token: text.trim() });
      }}
    >
      <label htmlFor={`${id}-seat`}>{t('team.seat')}</label>
      <select id={`${id}-seat`} value={seat} onChange={(e) => setSeat(e.target.value as Seat)} data-testid="team-seat">
        {SEATS.map((s) => (
          <option key={s} value={s}>
            {s}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-token`}>{t('team.seatToken')}</label>
      <input id={`${id}-token`} type="password" value={text} onChange={(e) => setText(e.target.value)} autoComplete="off" data-testid="team-seat-token" />
      <button type="submit">{t('team.signInSeat')}</button>
    </form>
  );
}

function TeamStatus({ snapshot }: { snapshot: TeamSnapshot }) {
  const { t } = useTranslation('formats');
  const { state } = snapshot;
  const names = (team: Team) =>
    SEATS.filter((s) => teamOf(s) === team)
      .map((s) => state.players[s].name)
      .join(' & ');
  return (
    <section className="panel" aria-labelledby="team-status-title">
      <h2 id="team-status-title">{t('team.status')}</h2>
      <p data-testid="team-turn">
        <strong>{t('team.turn', { number: state.turn })}</strong> · {t('team.activeTeam', { team: state.activeTeam, names: names(state.activeTeam) })}
      </p>
      <ul data-testid="team-taken">
        {TEAMS.map((team) => (
          <li key={team}>
            <meter min={0} max={PRIZES_TO_WIN} value={Math.min(state.taken[team], PRIZES_TO_WIN)} aria-hidden="true" />{' '}
            {t('team.taken', { team, names: names(team), count: state.taken[team], win: PRIZES_TO_WIN })}
          </li>
        ))}
      </ul>
      {state.winner ? (
        <p data-testid="team-winner">
          <strong>{t('team.winner', { team: state.winner, names: names(state.winner) })}</strong>
          {state.winReason ? ` — ${state.winReason}` : null}
        </p>
      ) : null}
      <p className="muted">{t(`team.phase.${state.phase}`)}</p>
    </section>
  );
}

function SeatsSection({ state }: { state: TeamGameState }) {
  const { t } = useTranslation('formats');
  return (
    <section className="panel" aria-labelledby="team-seats-title">
      <h2 id="team-seats-title">{t('team.seats')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('team.seat')}</th>
            <th scope="col">{t('team.player')}</th>
            <th scope="col">{t('team.sideField')}</th>
            <th scope="col">{t('team.prizesSide')}</th>
            <th scope="col">{t('team.prizesCenter')}</th>
            <th scope="col">{t('team.prizesLeft')}</th>
          </tr>
        </thead>
        <tbody>
          {SEATS.map((seat) => {
            const player = state.players[seat];
            return (
              <tr key={seat} data-testid={`team-seat-${seat}`}>
                <td>{t('team.seatOf', { seat, team: teamOf(seat) })}</td>
                <th scope="row">
                  {player.name}
                  {player.out ? <strong> · {t('team.out')}</strong> : null}
                </th>
                <td>{t(`team.field.${sideField(seat)}`)}</td>
                <td>{player.prizes.side}</td>
                <td>{player.prizes.center}</td>
                <td data-testid="team-prizes-left">{state.left[seat]}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function FieldsSection({ state }: { state: TeamGameState }) {
  const { t } = useTranslation('formats');
  return (
    <section className="panel" aria-labelledby="team-fields-title">
      <h2 id="team-fields-title">{t('team.fields')}</h2>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('team.fieldHeader')}</th>
            {KINDS.map((kind) => (
              <th scope="col" key={kind}>
                {t(`team.kind.${kind}`)}
              </th>
            ))}
            <th scope="col">{t('team.fieldState')}</th>
          </tr>
        </thead>
        <tbody>
          {FIELDS.map((field) => {
            const turn = state.fields[field];
            const notes = [
              turn.ended ? t('team.fieldEnded') : null,
              ...state.empty.filter((e) => e.field === field).map((e) => t('team.fieldEmpty', { team: e.team })),
              ...state.gxUsed.filter((g) => g.field === field).map((g) => t('team.gxUsed', { team: g.team })),
            ].filter((n): n is string => n !== null);
            return (
              <tr key={field} data-testid={`team-field-${field}`}>
                <th scope="row">{t(`team.field.${field}`)}</th>
                {KINDS.map((kind) => (
                  <td key={kind} data-testid={`team-played-${kind}`}>
                    {turn.played[kind]}
                  </td>
                ))}
                <td>{notes.join(' · ')}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

interface FormValues {
  seat: Seat;
  field: Field;
  team: Team;
  kind: (typeof KINDS)[number];
  reason: string;
  earned: number;
  taker1: Seat;
  count1: number;
  taker2: Seat | '';
  count2: number;
  damage: number;
  byCounters: boolean;
  empty: boolean;
  of: (typeof OF)[number];
  card: string;
  outcome: 'wins' | 'loses';
  extraTurn: boolean;
}

function buildAction(type: ActionType, v: FormValues): TeamAction {
  switch (type) {
    case 'PlayCard':
      return { type, seat: v.seat, field: v.field, kind: v.kind };
    case 'EndFieldTurn':
      return { type, field: v.field, reason: v.reason };
    case 'TakePrizes':
      return {
        type,
        field: v.field,
        team: v.team,
        earned: v.earned,
        takers: [{ seat: v.taker1, count: v.count1 }, ...(v.taker2 === '' ? [] : [{ seat: v.taker2, count: v.count2 }])],
      };
    case 'AttackEmptyField':
      return { type, seat: v.seat, field: v.field, damage: v.damage, byCounters: v.byCounters };
    case 'UseGxOrVstar':
      return { type, seat: v.seat, field: v.field };
    case 'ReportFieldEmpty':
      return { type, team: v.team, field: v.field, empty: v.empty };
    case 'PlayerCannotDraw':
      return { type, seat: v.seat };
    case 'ChooseOnCenter':
      return { type, seat: v.seat, of: v.of, card: v.card };
    case 'CardDecidesGame':
      return { type, team: v.team, outcome: v.outcome, card: v.card };
    case 'EndTurn':
      return { type, extraTurn: v.extraTurn };
  }
}

/** Which of the form's inputs each action needs. */
const INPUTS: Record<ActionType, readonly (keyof FormValues)[]> = {
  PlayCard: ['seat', 'field', 'kind'],
  EndFieldTurn: ['field', 'reason'],
  TakePrizes: ['field', 'team', 'earned', 'taker1', 'count1', 'taker2', 'count2'],
  AttackEmptyField: ['seat', 'field', 'damage', 'byCounters'],
  UseGxOrVstar: ['seat', 'field'],
  ReportFieldEmpty: ['team', 'field', 'empty'],
  PlayerCannotDraw: ['seat'],
  ChooseOnCenter: ['seat', 'of', 'card'],
  CardDecidesGame: ['team', 'outcome', 'card'],
  EndTurn: ['extraTurn'],
};

/** One form: pick the action, fill its fields. A seat sends for itself only; the hub checks the rest. */
function ActionForm({ state, seat, busy, act }: { state: TeamGameState; seat: Seat | null; busy: boolean; act: (a: TeamAction) => void }) {
  const { t } = useTranslation('formats');
  const id = useId();
  const [type, setType] = useState<ActionType>('PlayCard');
  const [values, setValues] = useState<FormValues>({
    seat: seat ?? 'A1',
    field: seat ? sideField(seat) : 'left',
    team: seat ? teamOf(seat) : state.activeTeam,
    kind: 'Supporter',
    reason: '',
    earned: 1,
    taker1: seat ?? 'A1',
    count1: 1,
    taker2: '',
    count2: 0,
    damage: 10,
    byCounters: false,
    empty: true,
    of: 'discard-pile',
    card: '',
    outcome: 'wins',
    extraTurn: false,
  });
  const set = <K extends keyof FormValues>(key: K, value: FormValues[K]) => setValues((v) => ({ ...v, [key]: value }));
  const shown = INPUTS[type];
  const fields = seat && shown.includes('seat') ? FIELDS.filter((f) => playsOn(seat, f)) : FIELDS;
  const field = fields.includes(values.field) ? values.field : (fields[0] ?? 'center');
  const own: FormValues = { ...values, field, ...(seat ? { seat } : {}) };
  const row = (key: keyof FormValues, label: string, input: (inputId: string) => ReactNode) =>
    shown.includes(key) ? (
      <div className="form-row" key={key}>
        <label htmlFor={`${id}-${key}`}>{label}</label>
        {input(`${id}-${key}`)}
      </div>
    ) : null;
  const seatSelect = (key: 'seat' | 'taker1', inputId: string) => (
    <select id={inputId} value={values[key]} onChange={(e) => set(key, e.target.value as Seat)} data-testid={`team-action-${key}`}>
      {SEATS.map((s) => (
        <option key={s} value={s}>
          {s} · {state.players[s].name}
        </option>
      ))}
    </select>
  );
  const numberInput = (key: 'earned' | 'count1' | 'count2' | 'damage', inputId: string, max: number) => (
    <input id={inputId} type="number" min={0} max={max} value={values[key]} onChange={(e) => set(key, Number(e.target.value))} data-testid={`team-action-${key}`} />
  );
  return (
    <section className="panel" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{seat ? t('team.actionsOf', { seat, name: state.players[seat].name }) : t('team.actions')}</h2>
      <form
        data-testid="team-action-form"
        onSubmit={(e) => {
          e.preventDefault();
          act(buildAction(type, own));
        }}
      >
        <div className="form-row">
          <label htmlFor={`${id}-type`}>{t('team.actionType')}</label>
          <select id={`${id}-type`} value={type} onChange={(e) => setType(e.target.value as ActionType)} data-testid="team-action-type">
            {ACTIONS.map((a) => (
              <option key={a} value={a}>
                {t(`team.action.${a}`)}
              </option>
            ))}
          </select>
        </div>
        {seat ? (shown.includes('seat') ? <p>{t('team.asSeat', { seat, name: state.players[seat].name })}</p> : null) : row('seat', t('team.seat'), (i) => seatSelect('seat', i))}
        {row('field', t('team.fieldHeader'), (i) => (
          <select id={i} value={field} onChange={(e) => set('field', e.target.value as Field)} data-testid="team-action-field">
            {fields.map((f) => (
              <option key={f} value={f}>
                {t(`team.field.${f}`)}
              </option>
            ))}
          </select>
        ))}
        {row('kind', t('team.cardKind'), (i) => (
          <select id={i} value={values.kind} onChange={(e) => set('kind', e.target.value as FormValues['kind'])} data-testid="team-action-kind">
            {KINDS.map((k) => (
              <option key={k} value={k}>
                {t(`team.kind.${k}`)}
              </option>
            ))}
          </select>
        ))}
        {row('team', t('team.team'), (i) => (
          <select id={i} value={values.team} onChange={(e) => set('team', e.target.value as Team)}>
            {TEAMS.map((team) => (
              <option key={team} value={team}>
                {t('team.teamName', { team })}
              </option>
            ))}
          </select>
        ))}
        {row('reason', t('team.reason'), (i) => <input id={i} value={values.reason} onChange={(e) => set('reason', e.target.value)} required maxLength={200} />)}
        {row('earned', t('team.earned'), (i) => numberInput('earned', i, 3))}
        {row('taker1', t('team.taker', { number: 1 }), (i) => seatSelect('taker1', i))}
        {row('count1', t('team.takerCount', { number: 1 }), (i) => numberInput('count1', i, 3))}
        {row('taker2', t('team.taker', { number: 2 }), (i) => (
          <select id={i} value={values.taker2} onChange={(e) => set('taker2', e.target.value as Seat | '')}>
            <option value="">{t('team.nobody')}</option>
            {SEATS.map((s) => (
              <option key={s} value={s}>
                {s} · {state.players[s].name}
              </option>
            ))}
          </select>
        ))}
        {values.taker2 !== '' ? row('count2', t('team.takerCount', { number: 2 }), (i) => numberInput('count2', i, 3)) : null}
        {row('damage', t('team.damage'), (i) => numberInput('damage', i, 10_000))}
        {row('byCounters', t('team.byCounters'), (i) => <input id={i} type="checkbox" checked={values.byCounters} onChange={(e) => set('byCounters', e.target.checked)} />)}
        {row('empty', t('team.emptyNow'), (i) => <input id={i} type="checkbox" checked={values.empty} onChange={(e) => set('empty', e.target.checked)} />)}
        {row('of', t('team.choiceOf'), (i) => (
          <select id={i} value={values.of} onChange={(e) => set('of', e.target.value as FormValues['of'])}>
            {OF.map((o) => (
              <option key={o} value={o}>
                {t(`team.of.${o}`)}
              </option>
            ))}
          </select>
        ))}
        {row('card', t('team.card'), (i) => <input id={i} value={values.card} onChange={(e) => set('card', e.target.value)} required maxLength={80} />)}
        {row('outcome', t('team.outcome'), (i) => (
          <select id={i} value={values.outcome} onChange={(e) => set('outcome', e.target.value as FormValues['outcome'])}>
            <option value="wins">{t('team.outcomeWins')}</option>
            <option value="loses">{t('team.outcomeLoses')}</option>
          </select>
        ))}
        {row('extraTurn', t('team.extraTurn'), (i) => <input id={i} type="checkbox" checked={values.extraTurn} onChange={(e) => set('extraTurn', e.target.checked)} />)}
        <button type="submit" className="primary" disabled={busy} data-testid="team-action-send">
          {t('team.send')}
        </button>
      </form>
    </section>
  );
}

/** On the formats page: every Team-Format game with a link to its page. */
export function TeamGameList() {
  const { t } = useTranslation('formats');
  const live = useLiveTopic('team-games', undefined, readTeamGames);
  const games = live.status !== 'loading' && live.data ? live.data : null;
  const error = live.status === 'error' ? live.message : null;
  return (
    <section className="panel" aria-labelledby="runs-team-title">
      <h2 id="runs-team-title">{t('team.games')}</h2>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {games === null ? (
        <p role="status">{t('runs.loading')}</p>
      ) : games.length === 0 ? (
        <p>{t('team.noGames')}</p>
      ) : (
        <ul data-testid="runs-team-games">
          {games.map((game) => (
            <li key={game.gameId}>
              <Link href={`/team/${encodeURIComponent(game.gameId)}`}>{game.gameId}</Link> · {game.tableId} ·{' '}
              {game.endedAt ? t('runs.over') : <strong>{t('runs.running')}</strong>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface StartPlayerRow {
  name: string;
  side: number;
  center: number;
}

/** On the formats page: four names in two teams, each one's Prize split, the team going first. */
export function StartTeamGameForm({ token }: { token: string }) {
  const { t } = useTranslation('formats');
  const [gameId, setGameId] = useState('');
  const [first, setFirst] = useState<Team>('A');
  const [players, setPlayers] = useState<Record<Seat, StartPlayerRow>>({
    A1: { name: '', side: 3, center: 3 },
    A2: { name: '', side: 3, center: 3 },
    B1: { name: '', side: 3, center: 3 },
    B2: { name: '', side: 3, center: 3 },
  });
  const [started, setStarted] = useState<StartedTeamGame | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { gameId: useId(), first: useId() };

  if (started) return <StartedTeamTokens game={started} onDone={() => setStarted(null)} />;

  const submit = () => {
    setError(null);
    setBusy(true);
    const body = {
      ...(gameId.trim() === '' ? {} : { gameId: gameId.trim() }),
      first,
      players: Object.fromEntries(SEATS.map((s) => [s, { name: players[s].name.trim(), prizes: { side: players[s].side, center: players[s].center } }])) as Record<
        Seat,
        { name: string; prizes: { side: number; center: number } }
      >,
    };
    startTeamGame(token, body)
      .then(setStarted, (e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(false));
  };

  return (
    <section className="panel" aria-labelledby="runs-start-team-title">
      <h2 id="runs-start-team-title">{t('team.start')}</h2>
      {token === '' ? <p className="muted">{t('runs.needsToken')}</p> : null}
      <form
        className="form-grid"
        data-testid="start-team"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={ids.gameId}>
          {t('team.gameId')} <span className="muted">({t('runs.optional')})</span>
        </label>
        <input id={ids.gameId} value={gameId} onChange={(e) => setGameId(e.target.value)} maxLength={80} pattern="[A-Za-z0-9_.\-]{1,80}" data-testid="team-game-id" />
        {SEATS.map((seat) => (
          <TeamPlayerFields key={seat} seat={seat} player={players[seat]} onChange={(next) => setPlayers({ ...players, [seat]: next })} />
        ))}
        <label htmlFor={ids.first}>{t('team.first')}</label>
        <select id={ids.first} value={first} onChange={(e) => setFirst(e.target.value as Team)} data-testid="team-first">
          {TEAMS.map((team) => (
            <option key={team} value={team}>
              {t('team.teamName', { team })}
            </option>
          ))}
        </select>
        {error ? (
          <p className="form-error" role="alert" data-testid="start-team-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="primary" disabled={token === '' || busy} data-testid="start-team-submit">
          {t('team.startSubmit')}
        </button>
      </form>
    </section>
  );
}

function TeamPlayerFields({ seat, player, onChange }: { seat: Seat; player: StartPlayerRow; onChange: (p: StartPlayerRow) => void }) {
  const { t } = useTranslation('formats');
  const ids = { name: useId(), side: useId(), center: useId() };
  const sum = player.side + player.center;
  return (
    <fieldset className="runs-player">
      <legend>{t('team.seatLegend', { seat, team: teamOf(seat), field: t(`team.field.${sideField(seat)}`) })}</legend>
      <label htmlFor={ids.name}>{t('team.playerName', { seat })}</label>
      <input id={ids.name} value={player.name} onChange={(e) => onChange({ ...player, name: e.target.value })} required maxLength={60} data-testid={`team-player-${seat}`} />
      <label htmlFor={ids.side}>{t('team.prizesSide')}</label>
      <input id={ids.side} type="number" min={0} max={6} value={player.side} onChange={(e) => onChange({ ...player, side: Number(e.target.value) })} required />
      <label htmlFor={ids.center}>{t('team.prizesCenter')}</label>
      <input id={ids.center} type="number" min={0} max={6} value={player.center} onChange={(e) => onChange({ ...player, center: Number(e.target.value) })} required />
      {sum !== 6 ? (
        <p className="form-error" role="status">
          {t('team.splitNotSix', { sum })}
        </p>
      ) : null}
    </fieldset>
  );
}

/** Each seat's X-Team-Token, shown this once: the organiser hands it to the player (the hub keeps only its hash). */
function StartedTeamTokens({ game, onDone }: { game: StartedTeamGame; onDone: () => void }) {
  const { t } = useTranslation('formats');
  const href = `/team/${encodeURIComponent(game.game.gameId)}`;
  return (
    <section className="panel" aria-labelledby="runs-team-started-title" data-testid="team-started">
      <h2 id="runs-team-started-title" tabIndex={-1} ref={(el) => el?.focus()}>
        {t('team.started', { game: game.game.gameId })}
      </h2>
      <p className="warn-note">
        <span aria-hidden="true">⚠ </span>
        {t('runs.tokensOnce')}
      </p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('runs.seatHeader')}</th>
            <th scope="col">{t('runs.playerHeader')}</th>
            <th scope="col">{t('runs.tokenHeader')}</th>
          </tr>
        </thead>
        <tbody>
          {SEATS.map((seat) => (
            <tr key={seat}>
              <td>{seat}</td>
              <td>{game.state.players[seat].name}</td>
              <td>
                <code data-testid={`team-token-${seat}`}>{game.tokens[seat]}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Link href={href}>{t('team.open', { game: game.game.gameId })}</Link>
      </p>
      <button type="button" onClick={onDone}>
        {t('runs.tokensHandedOut')}
      </button>
    </section>
  );
}
