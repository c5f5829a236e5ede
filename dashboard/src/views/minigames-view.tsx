import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DieRoll, MiniGameMoveBody, PokeFangState } from '@protocol';
import { createMiniGame, readMiniGame, PLAYABLE_KINDS, playMiniGameMove, type MiniGameView } from '../api/minigames-api.js';
import { createPokeFang } from '../api/poke-fang-api.js';
import '../components/formats.css';
import '../components/format-runs.css';
import { PokeFang } from '../components/poke-fang-panel.js';
import { useLiveTopic } from '../connection/use-live-topic.js';

/*
 * The games' states as the hub sends them (src/minigames/highest-number.ts, questions-151.ts,
 * whos-that-pokemon.ts). Written out here: those modules reach die.ts, which needs node:crypto.
 */
/** Every game this page starts; Poké-Fang has a setup of its own (its row of Pokémon). */
const KINDS = [...PLAYABLE_KINDS, 'poke-fang'] as const;
type Kind = (typeof KINDS)[number];
/** What the start form asks for Poké-Fang: the row(s) of four Pokémon by card id, and the advanced rules. */
interface PokeFangSetup {
  readonly rows: readonly [readonly string[]] | readonly [readonly string[], readonly string[]];
  readonly advanced: boolean;
}

type Stat = 'hp' | 'height' | 'weight' | 'pokedex' | 'retreat' | 'damage';
type Pair = readonly [number, number];
interface HighestNumberState {
  readonly kind: 'highest-number';
  readonly players: readonly [string, string];
  readonly wins: Pair;
  readonly stat: Stat | null;
  readonly rounds: readonly { readonly roll: DieRoll; readonly stat: Stat; readonly values: Pair | null; readonly winner: 0 | 1 | null }[];
  readonly winner: 0 | 1 | null;
}
interface QuestionsState {
  readonly kind: 'questions-151';
  readonly players: readonly [string, string];
  readonly cardsEach: number;
  readonly asker: 0 | 1;
  readonly questions: Pair;
  readonly guessed: Pair;
  readonly winner: 0 | 1 | null;
}
interface MemoryState {
  readonly kind: 'energy-memory';
  readonly players: readonly string[];
  readonly turn: number;
  readonly left: Readonly<Record<string, number>>;
  readonly pairs: readonly number[];
  readonly finished: boolean;
  readonly winners: readonly number[];
}
interface WhosThatState {
  readonly kind: 'whos-that-pokemon';
  readonly players: readonly [string, string];
  readonly cardsEach: number;
  readonly reader: 0 | 1;
  readonly read: Pair;
  readonly tries: number;
  readonly named: Pair;
  readonly finished: boolean;
  readonly winner: 0 | 1 | null;
}
const GAME_KEY = 'mirrormat.minigame';

interface OpenGame {
  readonly id: string;
  readonly token: string;
}

function loadGame(): OpenGame | null {
  try {
    const parsed: unknown = JSON.parse(window.sessionStorage.getItem(GAME_KEY) ?? 'null');
    if (typeof parsed === 'object' && parsed !== null && typeof (parsed as OpenGame).id === 'string' && typeof (parsed as OpenGame).token === 'string') return parsed as OpenGame;
  } catch {
    return null;
  }
  return null;
}

/**
 * The mini games of 003 ("Boosterspaß", "Höchste Zahl gewinnt"): start one, keep its score, every
 * die roll with its origin (the hub's software die, or a die at the table typed in). The game's
 * token stays in this tab: onlookers who open the game cannot change the score.
 */
export function MiniGamesView() {
  const { t } = useTranslation('formats');
  const [open, setOpen] = useState<OpenGame | null>(loadGame);
  const [game, setGame] = useState<MiniGameView | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const remember = (next: OpenGame | null) => {
    if (next) window.sessionStorage.setItem(GAME_KEY, JSON.stringify(next));
    else window.sessionStorage.removeItem(GAME_KEY);
    setGame(null);
    setOpen(next);
  };

  // The hub pushes every move, from this tab or another device; a move's own answer shows at once.
  const live = useLiveTopic('minigame', open?.id ?? null, readMiniGame);
  useEffect(() => {
    if (live.status === 'error') setError(live.message);
    if (live.status === 'loading' || live.data === undefined) return;
    const next = live.data;
    if (live.status === 'ok') setError(null);
    setGame((previous) => (previous && previous.id === next.id && previous.moves > next.moves ? previous : next));
  }, [live]);

  const move = (body: MiniGameMoveBody) => {
    if (!open) return;
    setBusy(true);
    setError(null);
    playMiniGameMove(open.id, open.token, body)
      .then(setGame, (e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(false));
  };

  return (
    <div className="minigames-view">
      <div className="view-header">
        <h1>{t('minigames.title')}</h1>
      </div>
      {error ? (
        <p className="form-error" role="alert" data-testid="minigame-error">
          {error}
        </p>
      ) : null}
      {!open ? (
        <StartForm
          busy={busy}
          onStart={(kind, players, cardsEach, pokeFang) => {
            setBusy(true);
            setError(null);
            (kind === 'poke-fang' ? createPokeFang(players, pokeFang.rows, pokeFang.advanced) : createMiniGame(kind, players, cardsEach))
              .then(({ game: created, token }) => {
                remember({ id: created.id, token });
                setGame(created);
              }, (e: unknown) => setError(e instanceof Error ? e.message : String(e)))
              .finally(() => setBusy(false));
          }}
        />
      ) : (
        <>
          <p>
            <button type="button" onClick={() => remember(null)}>
              {t('minigames.newGame')}
            </button>
          </p>
          {!game ? <p role="status">{t('minigames.loading')}</p> : <GamePanel game={game} busy={busy} move={move} />}
        </>
      )}
    </div>
  );
}

/** Four card ids, spaces or commas between them. */
const rowOf = (text: string): string[] => text.split(/[\s,;]+/).filter((id) => id !== '');

function StartForm({
  busy,
  onStart,
}: {
  busy: boolean;
  onStart: (kind: Kind, players: readonly [string, string], cardsEach: number, pokeFang: PokeFangSetup) => void;
}) {
  const { t } = useTranslation('formats');
  const [kind, setKind] = useState<Kind>('highest-number');
  const [rows, setRows] = useState<[string, string]>(['', '']);
  const [separate, setSeparate] = useState(false);
  const [advanced, setAdvanced] = useState(false);
  const rowIds = { first: useId(), second: useId(), separate: useId(), advanced: useId(), hint: useId() };
  const [first, setFirst] = useState('');
  const [second, setSecond] = useState('');
  const [cardsEach, setCardsEach] = useState('5');
  const ids = { kind: useId(), first: useId(), second: useId(), cards: useId() };
  return (
    <form
      className="panel form-grid"
      aria-labelledby="minigame-start-title"
      onSubmit={(e) => {
        e.preventDefault();
        const pokeFang: PokeFangSetup = { rows: separate ? [rowOf(rows[0]), rowOf(rows[1])] : [rowOf(rows[0])], advanced };
        onStart(kind, [first.trim(), second.trim()], Number(cardsEach), pokeFang);
      }}
    >
      <h2 id="minigame-start-title">{t('minigames.start')}</h2>
      <label htmlFor={ids.kind}>{t('minigames.game')}</label>
      <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as Kind)} data-testid="minigame-kind">
        {KINDS.map((k) => (
          <option key={k} value={k}>
            {t(`minigames.kind.${k}`)}
          </option>
        ))}
      </select>
      <label htmlFor={ids.first}>{t('minigames.player', { n: 1 })}</label>
      <input id={ids.first} value={first} onChange={(e) => setFirst(e.target.value)} required maxLength={60} data-testid="minigame-player-1" />
      <label htmlFor={ids.second}>{t('minigames.player', { n: 2 })}</label>
      <input id={ids.second} value={second} onChange={(e) => setSecond(e.target.value)} required maxLength={60} data-testid="minigame-player-2" />
      {kind === 'questions-151' || kind === 'whos-that-pokemon' ? (
        <>
          <label htmlFor={ids.cards}>{t('minigames.cardsEach')}</label>
          <input id={ids.cards} type="number" min={1} max={60} value={cardsEach} onChange={(e) => setCardsEach(e.target.value)} required />
        </>
      ) : null}
      {kind === 'poke-fang' ? (
        <>
          <p className="muted" id={rowIds.hint}>
            {t('pokeFang.rowHint')}
          </p>
          <label className="check">
            <input id={rowIds.separate} type="checkbox" checked={separate} onChange={(e) => setSeparate(e.target.checked)} /> {t('pokeFang.separate')}
          </label>
          <label htmlFor={rowIds.first}>{separate ? t('pokeFang.rowOf', { n: 1 }) : t('pokeFang.row')}</label>
          <input
            id={rowIds.first}
            value={rows[0]}
            onChange={(e) => setRows([e.target.value, rows[1]])}
            required
            pattern="\s*\S+([\s,;]+\S+){3}\s*"
            aria-describedby={rowIds.hint}
            data-testid="poke-fang-row-input-0"
          />
          {separate ? (
            <>
              <label htmlFor={rowIds.second}>{t('pokeFang.rowOf', { n: 2 })}</label>
              <input
                id={rowIds.second}
                value={rows[1]}
                onChange={(e) => setRows([rows[0], e.target.value])}
                required
                pattern="\s*\S+([\s,;]+\S+){3}\s*"
                aria-describedby={rowIds.hint}
                data-testid="poke-fang-row-input-1"
              />
            </>
          ) : null}
          <label className="check">
            <input id={rowIds.advanced} type="checkbox" checked={advanced} onChange={(e) => setAdvanced(e.target.checked)} /> {t('pokeFang.advanced')}
          </label>
        </>
      ) : null}
      <button type="submit" className="primary" disabled={busy} data-testid="minigame-start">
        {t('minigames.startButton')}
      </button>
    </form>
  );
}

function GamePanel({ game, busy, move }: { game: MiniGameView; busy: boolean; move: (m: MiniGameMoveBody) => void }) {
  const { t } = useTranslation('formats');
  const state = game.state as unknown as HighestNumberState | QuestionsState | WhosThatState | MemoryState | PokeFangState | { kind: string };
  return (
    <section className="panel" aria-labelledby="minigame-title" data-testid="minigame">
      <h2 id="minigame-title">{KINDS.includes(game.kind as Kind) ? t(`minigames.kind.${game.kind}`) : game.kind}</h2>
      {state.kind === 'highest-number' ? (
        <HighestNumber state={state as HighestNumberState} busy={busy} move={move} />
      ) : state.kind === 'questions-151' ? (
        <Questions state={state as QuestionsState} busy={busy} move={move} />
      ) : state.kind === 'whos-that-pokemon' ? (
        <WhosThat state={state as WhosThatState} busy={busy} move={move} />
      ) : state.kind === 'energy-memory' ? (
        <EnergyMemory state={state as MemoryState} busy={busy} move={move} />
      ) : state.kind === 'poke-fang' ? (
        <PokeFang state={state as PokeFangState} busy={busy} move={move} />
      ) : (
        <p>{t('minigames.noPage')}</p>
      )}
    </section>
  );
}

function Winner({ players, winner, over }: { players: readonly string[]; winner: number | null; over: boolean }) {
  const { t } = useTranslation('formats');
  if (!over) return null;
  return (
    <p data-testid="minigame-winner">
      <strong>{winner === null ? t('minigames.tie') : t('minigames.winner', { name: players[winner] })}</strong>
    </p>
  );
}

const STATS = ['hp', 'height', 'weight', 'pokedex', 'retreat', 'damage'] as const;

function HighestNumber({ state, busy, move }: { state: HighestNumberState; busy: boolean; move: (m: MiniGameMoveBody) => void }) {
  const { t } = useTranslation('formats');
  const [face, setFace] = useState('');
  const [values, setValues] = useState<[string, string]>(['', '']);
  const ids = { face: useId(), a: useId(), b: useId() };
  const over = state.winner !== null;
  return (
    <>
      <p data-testid="minigame-score">
        {t('minigames.score', { first: state.players[0], a: state.wins[0], second: state.players[1], b: state.wins[1], needed: 6 })}
      </p>
      <Winner players={state.players} winner={state.winner} over={over} />
      <details>
        <summary>{t('minigames.dieTable')}</summary>
        <ol>
          {STATS.map((s) => (
            <li key={s}>{t(`minigames.stat.${s}`)}</li>
          ))}
        </ol>
      </details>
      {!over && state.stat === null ? (
        <div className="action-row">
          <button type="button" className="primary" disabled={busy} onClick={() => move({ type: 'roll' })} data-testid="minigame-roll">
            {t('minigames.rollHub')}
          </button>
          <form
            className="raid-attack-form"
            onSubmit={(e) => {
              e.preventDefault();
              move({ type: 'roll', value: Number(face) });
              setFace('');
            }}
          >
            <label htmlFor={ids.face}>{t('minigames.tableDie')}</label>
            <input id={ids.face} type="number" min={1} max={6} value={face} onChange={(e) => setFace(e.target.value)} required data-testid="minigame-face" />
            <button type="submit" disabled={busy}>
              {t('minigames.enterRoll')}
            </button>
          </form>
        </div>
      ) : null}
      {!over && state.stat !== null ? (
        <form
          className="form-grid"
          onSubmit={(e) => {
            e.preventDefault();
            move({ type: 'compare', values: [Number(values[0]), Number(values[1])] });
            setValues(['', '']);
          }}
        >
          <p data-testid="minigame-stat">{t('minigames.compareStat', { stat: t(`minigames.stat.${state.stat}`) })}</p>
          <label htmlFor={ids.a}>{state.players[0]}</label>
          <input id={ids.a} type="number" min={0} step="any" value={values[0]} onChange={(e) => setValues([e.target.value, values[1]])} required data-testid="minigame-value-1" />
          <label htmlFor={ids.b}>{state.players[1]}</label>
          <input id={ids.b} type="number" min={0} step="any" value={values[1]} onChange={(e) => setValues([values[0], e.target.value])} required data-testid="minigame-value-2" />
          <button type="submit" className="primary" disabled={busy} data-testid="minigame-compare">
            {t('minigames.compare')}
          </button>
        </form>
      ) : null}
      <h3>{t('minigames.rolls')}</h3>
      {state.rounds.length === 0 ? (
        <p>{t('minigames.noRolls')}</p>
      ) : (
        <ol data-testid="minigame-rolls">
          {state.rounds.map((round, i) => (
            <li key={i} data-testid="minigame-roll-line">
              <strong>{round.roll.value}</strong> → {t(`minigames.stat.${round.stat}`)} · <DieOrigin roll={round.roll} />
              {round.values ? ` · ${round.values[0]} : ${round.values[1]}${round.winner === null ? ` (${t('minigames.tied')})` : ` → ${state.players[round.winner]}`}` : ''}
            </li>
          ))}
        </ol>
      )}
    </>
  );
}

function DieOrigin({ roll }: { roll: DieRoll }) {
  const { t } = useTranslation('formats');
  return roll.origin.kind === 'software' ? (
    <span className="coin-origin-software">
      <span aria-hidden="true">⚠ </span>
      {t('minigames.originSoftware')}
    </span>
  ) : (
    <span>{t('minigames.originTable')}</span>
  );
}

function Questions({ state, busy, move }: { state: QuestionsState; busy: boolean; move: (m: MiniGameMoveBody) => void }) {
  const { t } = useTranslation('formats');
  const over = state.winner !== null;
  return (
    <>
      <ul data-testid="minigame-score">
        {state.players.map((name, i) => (
          <li key={i}>{t('minigames.questionsLine', { name, guessed: state.guessed[i as 0 | 1], of: state.cardsEach, questions: state.questions[i as 0 | 1] })}</li>
        ))}
      </ul>
      <Winner players={state.players} winner={state.winner} over={over} />
      {!over ? (
        <div className="action-row">
          <p>{t('minigames.asks', { name: state.players[state.asker] })}</p>
          <button type="button" disabled={busy} onClick={() => move({ type: 'ask', player: state.asker, guessed: false })}>
            {t('minigames.askedNo')}
          </button>
          <button type="button" className="primary" disabled={busy} onClick={() => move({ type: 'ask', player: state.asker, guessed: true })}>
            {t('minigames.askedGuessed')}
          </button>
        </div>
      ) : null}
    </>
  );
}

function WhosThat({ state, busy, move }: { state: WhosThatState; busy: boolean; move: (m: MiniGameMoveBody) => void }) {
  const { t } = useTranslation('formats');
  const guesser: 0 | 1 = state.reader === 0 ? 1 : 0;
  return (
    <>
      <ul data-testid="minigame-score">
        {state.players.map((name, i) => (
          <li key={i}>{t('minigames.namedLine', { name, named: state.named[i as 0 | 1], read: state.read[i as 0 | 1], of: state.cardsEach })}</li>
        ))}
      </ul>
      <Winner players={state.players} winner={state.winner} over={state.finished} />
      {!state.finished ? (
        <div className="action-row">
          <p>{t('minigames.reads', { reader: state.players[state.reader], guesser: state.players[guesser], count: 3 - state.tries })}</p>
          <button type="button" disabled={busy} onClick={() => move({ type: 'guess', player: guesser, right: false })}>
            {t('minigames.guessWrong')}
          </button>
          <button type="button" className="primary" disabled={busy} onClick={() => move({ type: 'guess', player: guesser, right: true })}>
            {t('minigames.guessRight')}
          </button>
        </div>
      ) : null}
    </>
  );
}

type BasicType = Extract<MiniGameMoveBody, { type: 'turn-over' }>['first'];

/** 003 "Energie-Memory": the player whose turn it is turned over two cards; a pair of one type is kept. */
function EnergyMemory({ state, busy, move }: { state: MemoryState; busy: boolean; move: (m: MiniGameMoveBody) => void }) {
  const { t } = useTranslation('formats');
  const types = Object.entries(state.left)
    .filter(([, n]) => n > 0)
    .map(([type]) => type as BasicType);
  const [first, setFirst] = useState<BasicType | ''>('');
  const [second, setSecond] = useState<BasicType | ''>('');
  const ids = { first: useId(), second: useId() };
  const energy = (type: string) => t(`energy.${type}`, { ns: 'translation' });
  return (
    <>
      <ul data-testid="minigame-score">
        {state.players.map((name, i) => (
          <li key={i}>{t('minigames.pairsLine', { name, count: state.pairs[i] ?? 0 })}</li>
        ))}
      </ul>
      {state.finished ? (
        <p data-testid="minigame-winner">
          <strong>{t('minigames.winners', { names: state.winners.map((i) => state.players[i]).join(', ') })}</strong>
        </p>
      ) : (
        <form
          className="form-grid"
          onSubmit={(e) => {
            e.preventDefault();
            if (first !== '' && second !== '') move({ type: 'turn-over', player: state.turn, first, second });
            setFirst('');
            setSecond('');
          }}
        >
          <p data-testid="minigame-turn">{t('minigames.turnsOver', { name: state.players[state.turn] })}</p>
          <p>{t('minigames.faceDownLeft', { cards: Object.entries(state.left).filter(([, n]) => n > 0).map(([type, n]) => `${energy(type)} ${n}`).join(', ') })}</p>
          <label htmlFor={ids.first}>{t('minigames.firstCard')}</label>
          <select id={ids.first} value={first} onChange={(e) => setFirst(e.target.value as BasicType)} required>
            <option value="">—</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {energy(type)}
              </option>
            ))}
          </select>
          <label htmlFor={ids.second}>{t('minigames.secondCard')}</label>
          <select id={ids.second} value={second} onChange={(e) => setSecond(e.target.value as BasicType)} required>
            <option value="">—</option>
            {types.map((type) => (
              <option key={type} value={type}>
                {energy(type)}
              </option>
            ))}
          </select>
          <button type="submit" className="primary" disabled={busy} data-testid="minigame-turn-over">
            {t('minigames.turnOver')}
          </button>
        </form>
      )}
    </>
  );
}
