import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type AchievementId, ACHIEVEMENTS } from '@protocol';
import { agreeAchievements } from '../api/achievement-agreement-api.js';
import { confirmAchievement, fetchAchievements, type AchievementTallyView } from '../api/achievements-api.js';
import { cardName } from '../game/card-names.js';
import { inPlayOf, otherSeat, SEATS, topOf, visible, type GameView, type InPlayPokemon, type Seat } from '../game/game-view.js';
import { usePreferences } from '../preferences.js';
import './formats.css';

/** The tally changes with the game's events: read again with each new log entry the table view sees. */
export function AchievementsPanel({ matchId, seq, view, table }: { matchId: string; seq: number; view: GameView; table: string }) {
  const { t } = useTranslation('formats');
  const [tally, setTally] = useState<AchievementTallyView | null>(null);
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchAchievements(matchId).then(
      (next) => !cancelled && (setTally(next), setError(null)),
      (e: unknown) => !cancelled && setError(e instanceof Error ? e.message : String(e)),
    );
    return () => {
      cancelled = true;
    };
  }, [matchId, seq]);
  const name = (s: Seat) => view.players[s].name || t(`seat.${s}`, { ns: 'translation' });
  return (
    <section className="panel achievements" aria-labelledby="achievements-title" data-testid="achievements">
      <h2 id="achievements-title">{t('achievements.title')}</h2>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {!tally ? null : (
        <>
          <ul>
            {SEATS.map((s) => (
              <li key={s} className="points-meter" data-testid={`achievement-points-${s}`}>
                <meter min={0} max={tally.pointsToWin} value={Math.min(tally.points[s], tally.pointsToWin)} aria-hidden="true" /> {t('achievements.points', { name: name(s), points: tally.points[s], max: tally.pointsToWin })}
              </li>
            ))}
          </ul>
          {tally.winner ? (
            <p>
              <strong>{t('achievements.winner', { name: name(tally.winner) })}</strong>
            </p>
          ) : null}
          <h3>{t('achievements.awarded')}</h3>
          {tally.awards.length === 0 ? (
            <p>{t('achievements.none')}</p>
          ) : (
            <ol data-testid="achievement-awards">
              {tally.awards.map((award, i) => (
                <li key={i}>
                  {name(award.player)}: {t(`achievements.id.${award.achievement}`)} (+{award.points})
                  {award.confirmedBy ? ` · ${t('achievements.confirmedBy', { by: award.confirmedBy })}` : ''}
                </li>
              ))}
            </ol>
          )}
          {tally.counters.turn === null && !tally.winner ? <AgreementForm matchId={matchId} tally={tally} name={name} table={table} onTally={setTally} /> : null}
          {tally.agreed.some((a) => a.id === 'pokedex-entry') && !tally.winner ? <ConfirmPokedexEntry matchId={matchId} view={view} table={table} onTally={setTally} /> : null}
        </>
      )}
    </section>
  );
}

/**
 * 003 "Erfolge": "Lies den Pokédex-Eintrag laut vor, wenn du eine Pokémon-Karte spielst." The hub
 * cannot hear it: the opponent confirms with their own seat code.
 */
function ConfirmPokedexEntry({ matchId, view, table, onTally }: { matchId: string; view: GameView; table: string; onTally: (t: AchievementTallyView) => void }) {
  const { t } = useTranslation('formats');
  const { cardLanguage } = usePreferences();
  const [reader, setReader] = useState<Seat>('p1');
  const [pokemon, setPokemon] = useState('');
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  const ids = { reader: useId(), pokemon: useId(), code: useId() };
  const inPlay = inPlayOf(view.players[reader])
    .map(visible)
    .filter((p): p is InPlayPokemon => p !== null);
  return (
    <form
      className="form-grid"
      aria-labelledby={`${ids.reader}-legend`}
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        confirmAchievement(matchId, { achievement: 'pokedex-entry', player: reader, pokemon, by: { role: 'player', table, code: code.trim() } }).then(
          (next) => {
            onTally(next);
            setCode('');
            setPokemon('');
          },
          (err: unknown) => setError(err instanceof Error ? err.message : String(err)),
        );
      }}
    >
      <h3 id={`${ids.reader}-legend`}>{t('achievements.confirmTitle')}</h3>
      <label htmlFor={ids.reader}>{t('achievements.reader')}</label>
      <select id={ids.reader} value={reader} onChange={(e) => (setReader(e.target.value as Seat), setPokemon(''))}>
        {SEATS.map((s) => (
          <option key={s} value={s}>
            {view.players[s].name || s}
          </option>
        ))}
      </select>
      <label htmlFor={ids.pokemon}>{t('achievements.pokemon')}</label>
      <select id={ids.pokemon} value={pokemon} onChange={(e) => setPokemon(e.target.value)} required>
        <option value="">—</option>
        {inPlay.map((p) => (
          <option key={p.id} value={p.id}>
            {cardName(topOf(p), cardLanguage)}
          </option>
        ))}
      </select>
      <label htmlFor={ids.code}>{t('achievements.opponentCode', { name: view.players[otherSeat(reader)].name || otherSeat(reader) })}</label>
      <input id={ids.code} type="password" value={code} onChange={(e) => setCode(e.target.value)} required minLength={4} maxLength={12} autoComplete="off" />
      <button type="submit" data-testid="confirm-pokedex">
        {t('achievements.confirm')}
      </button>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

/**
 * 003 "Erfolge", Vorbereitung: before the first turn the players agree which achievements count and
 * what each is worth; both enter their seat's join code (the hub refuses one seat alone).
 */
function AgreementForm({
  matchId,
  tally,
  name,
  table,
  onTally,
}: {
  matchId: string;
  tally: AchievementTallyView;
  name: (s: Seat) => string;
  table: string;
  onTally: (t: AchievementTallyView) => void;
}) {
  const { t } = useTranslation('formats');
  const agreed = new Map(tally.agreed.map((a) => [a.id, a.points]));
  const [rows, setRows] = useState(() => ACHIEVEMENTS.map((a) => ({ id: a.id as AchievementId, on: agreed.has(a.id), points: String(agreed.get(a.id) ?? a.points) })));
  const [codes, setCodes] = useState<Record<Seat, string>>({ p1: '', p2: '' });
  const [error, setError] = useState<string | null>(null);
  const [saved, setSaved] = useState(false);
  const id = useId();
  return (
    <form
      className="form-grid"
      aria-labelledby={`${id}-title`}
      data-testid="achievement-agreement"
      onSubmit={(e) => {
        e.preventDefault();
        setError(null);
        setSaved(false);
        const achievements = rows.filter((r) => r.on).map((r) => ({ id: r.id, points: Number(r.points) }));
        if (achievements.length === 0) {
          setError(t('agreement.noneChosen'));
          return;
        }
        agreeAchievements(matchId, { achievements, by: SEATS.map((s) => ({ role: 'player' as const, table, code: codes[s].trim() })) }).then(
          (next) => {
            onTally(next);
            setCodes({ p1: '', p2: '' });
            setSaved(true);
          },
          (err: unknown) => setError(err instanceof Error ? err.message : String(err)),
        );
      }}
    >
      <h3 id={`${id}-title`}>{t('agreement.title')}</h3>
      <p className="muted">{t('agreement.text')}</p>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('agreement.counts')}</th>
            <th scope="col">{t('agreement.points')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row, i) => (
            <tr key={row.id}>
              <td>
                <label>
                  <input
                    type="checkbox"
                    checked={row.on}
                    onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, on: e.target.checked } : r)))}
                    data-testid={`agree-${row.id}`}
                  />{' '}
                  {t(`achievements.id.${row.id}`)}
                </label>
              </td>
              <td>
                <input
                  type="number"
                  min={1}
                  max={100}
                  value={row.points}
                  disabled={!row.on}
                  required={row.on}
                  aria-label={t('agreement.pointsFor', { achievement: t(`achievements.id.${row.id}`) })}
                  onChange={(e) => setRows(rows.map((r, j) => (j === i ? { ...r, points: e.target.value } : r)))}
                  data-testid={`agree-points-${row.id}`}
                />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {SEATS.map((s) => (
        <label key={s}>
          {t('agreement.code', { name: name(s) })}{' '}
          <input
            type="password"
            value={codes[s]}
            onChange={(e) => setCodes({ ...codes, [s]: e.target.value })}
            required
            minLength={4}
            maxLength={12}
            autoComplete="off"
            data-testid={`agree-code-${s}`}
          />
        </label>
      ))}
      <button type="submit" data-testid="agree-achievements">
        {t('agreement.submit')}
      </button>
      <div role="status">{saved ? <p data-testid="agreement-saved">{t('agreement.saved')}</p> : null}</div>
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}
