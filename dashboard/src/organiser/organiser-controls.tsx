import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FORMATS, type MatchSummary } from '@protocol';
import { deckSizeOf, endMatch, fetchEventDecks, fetchJoinCodes, startMatch, type JoinCodes, type Registration } from '../api/organiser-api.js';
import type { TableInfo } from '../api/rest.js';
import { ModalDialog } from '../components/modal-dialog.js';
import type { GameView } from '../game/game-view.js';
import { SeatQr } from './seat-qr.js';

const PROFILES = ['sv', 'swsh', 'xy', 'classic'] as const;

/** The one-on-one formats a table plays; raids, team games and drafts start on their own page (/formats). */
const TABLE_FORMATS = FORMATS.filter((f) => f.players.min <= 2 && f.players.max === 2);

/**
 * The organiser's part of a table card: start a match (names, rules, format), hand out the seat
 * codes (each with a QR code that opens the table view seated), end the match, start the next game.
 */
export function OrganiserControls({
  table,
  token,
  match,
  view,
}: {
  table: TableInfo;
  token: string;
  match: MatchSummary | null;
  view: GameView | null;
}) {
  const { t } = useTranslation();
  const [error, setError] = useState<string | null>(null);
  const running = match !== null && !match.finished;
  const fail = (e: unknown) => setError(e instanceof Error ? e.message : String(e));
  return (
    <section className="organiser-controls" aria-label={t('organiser.controlsFor', { table: table.name })}>
      {running ? (
        <>
          <SeatCodes table={table.id} token={token} matchId={match.matchId} view={view} onError={fail} />
          <EndMatch table={table} token={token} onError={fail} onDone={() => setError(null)} />
        </>
      ) : (
        <StartMatchForm
          table={table}
          token={token}
          previous={view ? [view.players.p1.name, view.players.p2.name] : null}
          onError={fail}
          onStarted={() => setError(null)}
        />
      )}
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
    </section>
  );
}

function StartMatchForm({
  table,
  token,
  previous,
  onError,
  onStarted,
}: {
  table: TableInfo;
  token: string;
  /** The last game's players: the form offers the next game between them. */
  previous: readonly [string, string] | null;
  onError: (e: unknown) => void;
  onStarted: () => void;
}) {
  const { t, i18n } = useTranslation();
  const [names, setNames] = useState<[string, string]>(() => (previous ? [previous[0], previous[1]] : ['', '']));
  const [profile, setProfile] = useState<string>(table.profile);
  const [format, setFormat] = useState<string>(table.format);
  const [busy, setBusy] = useState(false);
  const [event, setEvent] = useState('');
  const [registered, setRegistered] = useState<readonly Registration[] | null>(null);
  const [decks, setDecks] = useState<[Registration | null, Registration | null]>([null, null]);
  const id = useId();
  const formatName = (f: (typeof TABLE_FORMATS)[number]) => (i18n.language === 'de' ? f.name.de : f.name.en);
  const ready = names[0].trim() !== '' && names[1].trim() !== '';
  const player = (i: 0 | 1) => {
    const deck = decks[i];
    return { name: names[i].trim(), ...(deck ? { deckSize: deckSizeOf(deck), deckRegistration: deck.id } : {}) };
  };
  /** A registered deck for a seat; its player's name fills an empty name field, and the format it was registered for is chosen. */
  const chooseDeck = (i: 0 | 1, deckId: string) => {
    const deck = registered?.find((r) => String(r.id) === deckId) ?? null;
    setDecks(i === 0 ? [deck, decks[1]] : [decks[0], deck]);
    if (deck && names[i].trim() === '') setNames(i === 0 ? [deck.player, names[1]] : [names[0], deck.player]);
    if (deck && TABLE_FORMATS.some((f) => f.id === deck.format)) setFormat(deck.format);
  };
  return (
    <form
      className="start-match"
      onSubmit={(e) => {
        e.preventDefault();
        if (!ready) return;
        setBusy(true);
        startMatch(token, table.id, { players: [player(0), player(1)], profile, format })
          .then(onStarted, onError)
          .finally(() => setBusy(false));
      }}
    >
      <fieldset>
        <legend>{previous ? t('organiser.nextGame') : t('organiser.newMatch')}</legend>
        {([0, 1] as const).map((i) => (
          <div className="field-row" key={i}>
            <label htmlFor={`${id}-p${i + 1}`}>{t('organiser.playerName', { seat: t(`seat.p${i + 1}`) })}</label>
            <input
              id={`${id}-p${i + 1}`}
              value={names[i]}
              maxLength={60}
              autoComplete="off"
              onChange={(e) => setNames(i === 0 ? [e.target.value, names[1]] : [names[0], e.target.value])}
            />
          </div>
        ))}
        <div className="field-row">
          <label htmlFor={`${id}-profile`}>{t('organiser.profile')}</label>
          <select id={`${id}-profile`} value={profile} onChange={(e) => setProfile(e.target.value)}>
            {PROFILES.map((p) => (
              <option key={p} value={p}>
                {t(`organiser.profiles.${p}`)}
              </option>
            ))}
          </select>
          <label htmlFor={`${id}-format`}>{t('organiser.format')}</label>
          <select id={`${id}-format`} value={format} onChange={(e) => setFormat(e.target.value)}>
            {TABLE_FORMATS.map((f) => (
              <option key={f.id} value={f.id}>
                {formatName(f)}
              </option>
            ))}
          </select>
        </div>
        <details className="registered-decks">
          <summary>{t('organiser.decks')}</summary>
          <div className="field-row">
            <label htmlFor={`${id}-event`}>{t('organiser.event')}</label>
            <input id={`${id}-event`} value={event} maxLength={80} autoComplete="off" onChange={(e) => setEvent(e.target.value)} />
            <button
              type="button"
              disabled={event.trim() === ''}
              onClick={() => {
                fetchEventDecks(token, event.trim()).then((found) => {
                  setRegistered(found);
                  setDecks([null, null]);
                }, onError);
              }}
            >
              {t('organiser.listDecks')}
            </button>
          </div>
          {registered?.length === 0 ? <p className="muted">{t('organiser.noDecks', { event })}</p> : null}
          {registered && registered.length > 0
            ? ([0, 1] as const).map((i) => (
                <div className="field-row" key={i}>
                  <label htmlFor={`${id}-deck${i + 1}`}>{t('organiser.deckOf', { seat: t(`seat.p${i + 1}`) })}</label>
                  <select id={`${id}-deck${i + 1}`} value={decks[i] ? String(decks[i].id) : ''} onChange={(e) => chooseDeck(i, e.target.value)}>
                    <option value="">{t('organiser.noDeck')}</option>
                    {registered.map((r) => (
                      <option key={r.id} value={String(r.id)}>
                        {t('organiser.deckOption', { player: r.player, format: r.format, count: deckSizeOf(r), id: r.id })}
                      </option>
                    ))}
                  </select>
                </div>
              ))
            : null}
        </details>
        <button type="submit" className="primary" disabled={!ready || busy} aria-describedby={ready ? undefined : `${id}-why`}>
          {previous ? t('organiser.startNextGame') : t('organiser.startMatch')}
        </button>
        {/* A disabled control says why beside it, as the table's actions do. */}
        {ready ? null : (
          <p className="muted" id={`${id}-why`}>
            {t('organiser.namesNeeded')}
          </p>
        )}
      </fieldset>
    </form>
  );
}

/** The two seat codes of the running match, read again when a new match rotates them. */
function SeatCodes({ table, token, matchId, view, onError }: { table: string; token: string; matchId: string; view: GameView | null; onError: (e: unknown) => void }) {
  const { t } = useTranslation();
  const [codes, setCodes] = useState<JoinCodes | null>(null);
  useEffect(() => {
    let cancelled = false;
    fetchJoinCodes(token, table).then((next) => {
      if (!cancelled) setCodes(next);
    }, onError);
    return () => {
      cancelled = true;
    };
    // A new match id means new codes; onError is a new function every render.
  }, [table, token, matchId]);
  if (!codes) return null;
  const label = (seat: 'p1' | 'p2') => (view?.players[seat].name ? `${t(`seat.${seat}`)} (${view.players[seat].name})` : t(`seat.${seat}`));
  return (
    <>
      <div className="seat-codes" aria-label={t('organiser.seatCodes')} role="group">
        <SeatQr table={table} code={codes.p1} label={label('p1')} />
        <SeatQr table={table} code={codes.p2} label={label('p2')} />
      </div>
      {/* The organiser's next step: what to tell the players. */}
      <p className="muted" data-testid="seat-codes-hint">
        {t('organiser.seatCodesHint', { open: t('overview.open') })}
      </p>
    </>
  );
}

function EndMatch({ table, token, onError, onDone }: { table: TableInfo; token: string; onError: (e: unknown) => void; onDone: () => void }) {
  const { t } = useTranslation();
  const [asking, setAsking] = useState(false);
  return (
    <div className="action-row">
      <button type="button" className="danger" onClick={() => setAsking(true)}>
        {t('organiser.endMatch')}
      </button>
      {asking ? (
        <ModalDialog title={t('organiser.endTitle', { table: table.name })} onDismiss={() => setAsking(false)}>
          <p>{t('organiser.endText')}</p>
          <div className="dialog-actions">
            <button type="button" onClick={() => setAsking(false)}>
              {t('common.cancel')}
            </button>
            <button
              type="button"
              className="danger"
              onClick={() => {
                setAsking(false);
                endMatch(token, table.id).then(onDone, onError);
              }}
            >
              {t('organiser.endMatch')}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </div>
  );
}
