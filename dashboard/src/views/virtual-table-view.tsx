import { useEffect, useId, useState, type DragEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import type { ReadyDeck, ZoneStatus } from '@protocol';
import { cardDefSchema, type CardDef } from '@rules/index.js';
import { AdminTokenForm, useAdminToken } from '../components/admin-token.js';
import { ConnectionStatus } from '../components/connection-status.js';
import { ReadyDecks } from '../components/ready-decks.js';
import { RegisteredDeckFinder, type RegisteredDeck } from '../components/registered-deck-finder.js';
import { cardName } from '../game/card-names.js';
import { readGameView, SEATS, type Seat } from '../game/game-view.js';
import { spotLabel } from '../game/zone-label.js';
import { usePreferences } from '../preferences.js';
import { useHub } from '../connection/use-hub.js';
import { RestError, requestJson } from '../api/rest.js';
import { Link } from '../routing/navigation.js';
import { fetchVirtualTable, makeStickers } from '../virtual/virtual-api.js';
import { layOut, type VirtualCard } from '../virtual/virtual-layout.js';
import { useScreenWakeLock } from '../connection/use-screen-wake-lock.js';
import { TableHeading } from '../components/table-heading.js';
import { PrintedCardFace } from '../components/printed-card-face.js';
import './virtual-table.css';

/** POST /api/decks/parse (src/decks/decks.service.ts): the list's cards resolved, and every line that is not one, with why. */
const parsedListSchema = z.object({
  cards: z.array(z.object({ line: z.number(), count: z.number().int().min(1), card: cardDefSchema })),
  problems: z.array(z.object({ line: z.number(), text: z.string(), reason: z.string() })),
});
type ListProblem = z.infer<typeof parsedListSchema>['problems'][number];

/** A simulated reader sees at most this many tags at once (the demo hook's limit). */
const MAX_STACK = 4;

/**
 * The table without hardware: cards with virtual stickers are put on the simulated zone readers,
 * taken off, or stacked (an Energy or an evolution on its Pokémon: the reader then sees several
 * tags, as a real antenna does). Each change goes through the demo hook, so the hub receives the
 * very reader events a real table would send. The hub makes and enrols every sticker (organiser
 * token), so it knows the card under each tag of a stack, and it lays the table out again on reload.
 */
export function VirtualTableView({ table }: { table: string }) {
  useScreenWakeLock();
  const { t } = useTranslation();
  const { state } = useHub(table, { role: 'spectator' });
  const [token, setToken] = useAdminToken();
  const [pools, setPools] = useState<Readonly<Record<Seat, readonly VirtualCard[]>>>({ p1: [], p2: [] });
  const [zones, setZones] = useState<Readonly<Record<string, readonly VirtualCard[]>>>({});
  const [owner, setOwner] = useState<Seat>('p1');
  const [selected, setSelected] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  // Whether the hub's picture of the table has arrived: cards added before it would be laid over by it.
  const [loaded, setLoaded] = useState(false);
  const [idsText, setIdsText] = useState('');
  const [query, setQuery] = useState('');
  const [found, setFound] = useState<readonly CardDef[]>([]);
  const idsId = useId();
  const searchId = useId();
  const { cardLanguage } = usePreferences();
  const [deck, setDeck] = useState<RegisteredDeck | null>(null);
  const [added, setAdded] = useState<string | null>(null);
  const listId = useId();
  const [listText, setListText] = useState('');
  const [listProblems, setListProblems] = useState<readonly ListProblem[]>([]);
  const view = readGameView(state.table?.view);
  const label = (card: VirtualCard) => `${cardName(card.card, cardLanguage)} (${card.card.id})`;
  const seatName = (seat: Seat) => (view?.players[seat].name ? `${t(`seat.${seat}`)} (${view.players[seat].name})` : t(`seat.${seat}`));
  const zoneStatus = state.table?.zones ?? [];
  const fail = (e: unknown) => setError(String(e instanceof Error ? e.message : e));
  const hand = [...pools.p1, ...pools.p2];

  // What lies where, as the hub knows it: a reload shows the same table, and no card seems to have left its zone.
  useEffect(() => {
    if (token === '') return;
    let cancelled = false;
    fetchVirtualTable(token, table).then((known) => {
      if (cancelled) return;
      const laid = layOut(known);
      setPools(laid.pools);
      setZones(laid.zones);
      setLoaded(true);
    }, fail);
    return () => {
      cancelled = true;
    };
  }, [token, table]);

  const emit = async (zone: string, stack: readonly VirtualCard[]) => {
    const top = stack[stack.length - 1];
    const body =
      stack.length === 0
        ? { action: 'remove' }
        : stack.length === 1 && top
          ? { action: 'place', uid: top.uid, cardId: top.card.id }
          : { action: 'several', uids: stack.map((c) => c.uid) };
    await send(zone, body);
  };

  /** One zone action of the demo API, exactly what the simulated reader then reports. */
  const send = async (zone: string, body: object) => {
    const response = await fetch(`/api/demo/tables/${encodeURIComponent(table)}/zones/${encodeURIComponent(zone)}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    if (!response.ok) {
      const answer = (await response.json().catch(() => null)) as { error?: { message?: string }; message?: string } | null;
      throw new RestError(response.status, answer?.error?.message ?? answer?.message ?? response.statusText);
    }
  };


  const put = (zone: string, uid: string) => {
    const card = hand.find((c) => c.uid === uid);
    const stack = zones[zone] ?? [];
    if (!card) return;
    if (stack.length >= MAX_STACK) {
      setError(t('virtual.stackFull', { max: MAX_STACK }));
      return;
    }
    const next = [...stack, card];
    // Functional updates: the answer may come after the next card was picked or put on another zone.
    emit(zone, next).then(() => {
      setZones((z) => ({ ...z, [zone]: next }));
      setPools((p) => ({ p1: p.p1.filter((c) => c.uid !== uid), p2: p.p2.filter((c) => c.uid !== uid) }));
      setSelected((s) => (s === uid ? null : s));
      setError(null);
    }, fail);
  };

  /** The seat's turn token tapped on its tap pad, or the Ditto marker put on a Pokémon's stack (src/table/tokens.ts). */
  const playToken = (zone: string, body: object) => {
    send(zone, body).then(() => setError(null), fail);
  };

  const takeTop = (zone: string) => {
    const stack = zones[zone] ?? [];
    const top = stack[stack.length - 1];
    if (!top) return;
    const next = stack.slice(0, -1);
    emit(zone, next).then(() => {
      setZones((z) => ({ ...z, [zone]: next }));
      setPools((p) => ({ ...p, [top.seat]: [...p[top.seat], top] }));
      setError(null);
    }, fail);
  };

  /** New stickers for the chosen player's cards, made by the hub; `done` says what was added. */
  const addStickers = (cardIds: readonly string[], done?: (count: number) => void) => {
    makeStickers(token, table, owner, cardIds).then((made) => {
      setPools((p) => ({ ...p, [owner]: [...p[owner], ...made] }));
      setError(null);
      done?.(made.length);
    }, fail);
  };

  const search = () => {
    requestJson(`/api/cards?text=${encodeURIComponent(query.trim())}&limit=40`, cardDefSchema.array()).then((cards) => {
      setFound(cards);
      setError(cards.length === 0 ? t('virtual.nothingFound', { query }) : null);
    }, fail);
  };

  /** Card ids typed in: the hub looks each up in the catalogue, so a typo is caught before it goes on a zone. */
  const addCards = () => addStickers(idsText.split(/[\s,]+/).filter((id) => id !== ''), () => setIdsText(''));

  /** Every copy of every card of a deck's lines, each copy with its own sticker, as a stickered paper deck has. */
  const addDeckLines = (lines: readonly { readonly cardId: string; readonly count: number }[], done: (count: number) => void) =>
    addStickers(lines.flatMap((line) => Array.from({ length: line.count }, () => line.cardId)), done);

  const addDeck = (chosen: RegisteredDeck) => addDeckLines(chosen.cards, (count) => setAdded(t('virtual.deckAdded', { count, player: chosen.player })));

  /** One of the demo's ready decks, for the player chosen. */
  const addReadyDeck = (chosen: ReadyDeck) => addDeckLines(chosen.cards, (count) => setAdded(t('virtual.readyDeckAdded', { count, name: chosen.name, seat: seatName(owner) })));

  /** A pasted deck list (TCG Live, Limitless): resolved by the hub against the catalogue, every copy with its own sticker. */
  const addList = () => {
    requestJson('/api/decks/parse', parsedListSchema, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ list: listText }) }).then(({ cards, problems }) => {
      setListProblems(problems);
      if (problems.length === 0) setListText('');
      addStickers(
        cards.flatMap((line) => Array.from({ length: line.count }, () => line.card.id)),
        (count) => setAdded(t('virtual.listAdded', { count })),
      );
    }, fail);
  };

  const zoneList = (statuses: readonly ZoneStatus[]) =>
    statuses.length === 0 ? null : (
      <ul className="virtual-zones">
        {[...statuses]
          .sort((a, b) => spotRank(a.zone) - spotRank(b.zone))
          .map((status) => (
            <li key={status.zone}>
              <VirtualZone
                status={status}
                stack={zones[status.zone] ?? []}
                label={label}
                selected={selected}
                dittoMarkers={view?.profile?.dittoMarkers === true}
                onPut={(uid) => put(status.zone, uid)}
                onTake={() => takeTop(status.zone)}
                onToken={(body) => playToken(status.zone, body)}
              />
            </li>
          ))}
      </ul>
    );

  return (
    <div className="virtual-view">
      <div className="view-header">
        <TableHeading table={table} page="virtual" />
        <ConnectionStatus state={state} />
        <nav aria-label={t('table.otherViews')} className="view-links">
          <Link href={`/table/${table}`}>{t('virtual.tableView')}</Link>
        </nav>
      </div>
      <p>{t('virtual.intro')}</p>
      {token === '' ? <p className="muted">{t('virtual.signInFirst')}</p> : null}
      <AdminTokenForm token={token} onToken={setToken} />
      {error ? (
        <p role="alert" className="form-error">
          {error}
        </p>
      ) : null}
      {/* Each player's side of the mat, the Active Spot first, that player's cards off the mat right below it (a phone
          reaches both Active Spots without scrolling past the tools); the Stadium after; adding cards last. */}
      <section className="panel" aria-labelledby="virtual-zones-title">
        <h2 id="virtual-zones-title">{t('virtual.zones')}</h2>
        {zoneStatus.length === 0 ? <p>{t('virtual.noZones')}</p> : null}
        {/* The page names the tap pad first: a newcomer has not read the hardware's README. */}
        {zoneStatus.some((status) => status.zone.split('.')[1] === 'tap') ? (
          <p className="muted" data-testid="tap-pad-hint">
            {t('virtual.tapPadHint')}
          </p>
        ) : null}
        <div className="virtual-mat" data-testid="virtual-mat" data-loaded={loaded}>
          {SEATS.map((seat) => (
            <section className="virtual-side" aria-labelledby={`virtual-side-${seat}`} key={seat} data-testid={`virtual-side-${seat}`}>
              <h3 id={`virtual-side-${seat}`}>{seatName(seat)}</h3>
              {zoneList(zoneStatus.filter((status) => seatOfZone(status.zone) === seat))}
              {token !== '' ? (
                <details className="virtual-pool" open data-testid={`virtual-pool-${seat}`}>
                  <summary>
                    {t('virtual.handOf', { seat: seatName(seat) })} · {pools[seat].length}
                  </summary>
                  <ul className="virtual-hand" aria-label={t('virtual.handOf', { seat: seatName(seat) })}>
                    {pools[seat].map((card) => (
                      <li key={card.uid}>
                        <button
                          type="button"
                          className="card-chip"
                          draggable
                          aria-pressed={selected === card.uid}
                          onClick={() => setSelected(selected === card.uid ? null : card.uid)}
                          onDragStart={(e) => e.dataTransfer.setData('text/plain', card.uid)}
                          data-testid="virtual-card"
                          data-uid={card.uid}
                        >
                          <PrintedCardFace card={card.card} chip />
                          {label(card)}
                        </button>
                      </li>
                    ))}
                  </ul>
                  {pools[seat].length === 0 ? <p className="muted">{t('virtual.handEmpty')}</p> : null}
                </details>
              ) : null}
            </section>
          ))}
          {zoneList(zoneStatus.filter((status) => seatOfZone(status.zone) === null))}
        </div>
      </section>
      {token !== '' ? (
        <>
          <fieldset className="panel virtual-owner">
            <legend>{t('virtual.whoseCards')}</legend>
            {SEATS.map((seat) => (
              <label key={seat} className="choice">
                <input type="radio" name="virtual-owner" value={seat} checked={owner === seat} onChange={() => setOwner(seat)} />
                {seatName(seat)}
              </label>
            ))}
          </fieldset>
          <section className="panel" aria-labelledby="virtual-deck-title" data-testid="virtual-deck">
            <h2 id="virtual-deck-title">{t('virtual.deck')}</h2>
            <ReadyDecks token={token} table={table} seat={seatName(owner)} onDeck={addReadyDeck} />
            <RegisteredDeckFinder
              token={token}
              reload={0}
              onDeck={(next) => {
                setDeck(next);
                setAdded(null);
              }}
            />
            {deck ? (
              <div className="field-row">
                <button type="button" className="primary" onClick={() => addDeck(deck)}>
                  {t('virtual.addDeck', { player: deck.player, format: deck.format, count: deck.cards.reduce((n, c) => n + c.count, 0) })}
                </button>
              </div>
            ) : null}
            <form
              className="form-grid"
              onSubmit={(e) => {
                e.preventDefault();
                if (listText.trim() !== '') addList();
              }}
            >
              <label htmlFor={listId}>{t('virtual.pasteList')}</label>
              <textarea id={listId} value={listText} onChange={(e) => setListText(e.target.value)} rows={4} maxLength={20_000} placeholder={'Pokémon: 4\n4 Froakie KSS 12'} />
              <button type="submit" disabled={!loaded || listText.trim() === ''}>
                {t('virtual.addList')}
              </button>
            </form>
            {listProblems.length > 0 ? (
              <ul className="form-error" role="alert" aria-label={t('virtual.listProblems')}>
                {listProblems.map((p) => (
                  <li key={p.line}>{t('virtual.listProblem', { line: p.line, text: p.text, reason: p.reason })}</li>
                ))}
              </ul>
            ) : null}
            <p role="status">{added}</p>
          </section>
          <section className="panel" aria-labelledby="virtual-add-title">
            <h2 id="virtual-add-title">{t('virtual.addTitle')}</h2>
            <form
              className="field-row"
              onSubmit={(e) => {
                e.preventDefault();
                addCards();
              }}
            >
              <label htmlFor={idsId}>{t('virtual.cardIds')}</label>
              <input id={idsId} value={idsText} onChange={(e) => setIdsText(e.target.value)} placeholder="xy0-4 xy0-4 xy0-36" />
              <button type="submit" disabled={!loaded}>
                {t('virtual.addCards')}
              </button>
            </form>
            <form
              className="field-row"
              onSubmit={(e) => {
                e.preventDefault();
                if (query.trim() !== '') search();
              }}
            >
              <label htmlFor={searchId}>{t('virtual.search')}</label>
              <input id={searchId} type="search" value={query} onChange={(e) => setQuery(e.target.value)} placeholder="Froakie, XY 12" />
              <button type="submit">{t('virtual.find')}</button>
            </form>
            {found.length > 0 ? (
              <ul className="virtual-found" aria-label={t('virtual.found')}>
                {found.map((def) => (
                  <li key={def.id}>
                    <button type="button" onClick={() => addStickers([def.id])}>
                      + {cardName(def, cardLanguage)} <small>{def.id}</small>
                    </button>
                  </li>
                ))}
              </ul>
            ) : null}
          </section>
        </>
      ) : null}
    </div>
  );
}

function VirtualZone({
  status,
  stack,
  selected,
  dittoMarkers,
  onPut,
  onTake,
  onToken,
  label,
}: {
  status: ZoneStatus;
  stack: readonly VirtualCard[];
  label: (card: VirtualCard) => string;
  selected: string | null;
  /** The Ditto marker is offered only where the match's format has one (003 "Ditto-Draft", "Packkampf"). */
  dittoMarkers: boolean;
  onPut: (uid: string) => void;
  onTake: () => void;
  onToken: (body: object) => void;
}) {
  const { t } = useTranslation();
  const [over, setOver] = useState(false);
  const drop = (e: DragEvent) => {
    e.preventDefault();
    setOver(false);
    const uid = e.dataTransfer.getData('text/plain');
    if (uid) onPut(uid);
  };
  return (
    <div
      className={`virtual-zone ${over ? 'drop-target' : ''}`}
      onDragOver={(e) => {
        e.preventDefault();
        setOver(true);
      }}
      onDragLeave={() => setOver(false)}
      onDrop={drop}
      data-testid={`zone-${status.zone}`}
    >
      <h4>{spotLabel(status.zone, t)}</h4>
      <p className="reader-sees" data-testid="reader-sees">
        {t(`reader.${status.reader}`)} · {readingText(status, t)}
      </p>
      <ol className="zone-stack">
        {stack.map((c) => (
          <li key={c.uid}>
            <PrintedCardFace card={c.card} chip />
            {label(c)}
          </li>
        ))}
      </ol>
      {/* Only what can be done now (a card picked, a card to take), so an idle zone takes two lines. */}
      <div className="action-row">
        {selected === null ? null : (
          <button type="button" onClick={() => onPut(selected)} data-testid="put-here">
            {stack.length === 0 ? t('virtual.putHere') : t('virtual.stackHere')}
          </button>
        )}
        {stack.length === 0 ? null : (
          <button type="button" onClick={onTake}>
            {t('virtual.takeTop')}
          </button>
        )}
        {status.zone.endsWith('.tap') ? (
          <button type="button" onClick={() => onToken({ action: 'tap-token' })} data-testid="tap-turn-token">
            {t('virtual.tapTurnToken')}
          </button>
        ) : null}
        {dittoMarkers && stack.length > 0 && /\.(active|bench\.\d)$/.test(status.zone) ? (
          <button type="button" onClick={() => onToken({ action: 'ditto-marker', under: stack.map((c) => c.uid) })} data-testid="ditto-marker">
            {t('virtual.dittoMarker')}
          </button>
        ) : null}
      </div>
    </div>
  );
}

function readingText(status: ZoneStatus, t: (key: string, options?: Record<string, unknown>) => string): string {
  const reading = status.reading;
  if (!reading) return t('reading.none');
  switch (reading.kind) {
    case 'present':
      return reading.cardId ?? reading.uid ? t('reading.present', { card: reading.cardId ?? reading.uid }) : t('reading.presentHidden');
    case 'several':
      return t('reading.several', { count: reading.uids?.length ?? reading.count ?? 2 });
    case 'unreadable':
      return t('reading.unreadable', { reason: reading.reason });
    case 'absent':
      return t('reading.absent');
  }
}

/** The seat whose side of the mat a zone is on (`p1.active`, `p2.bench.1`); none for a shared one (the Stadium). */
function seatOfZone(zone: string): Seat | null {
  const owner = zone.split('.')[0];
  return SEATS.find((seat) => seat === owner) ?? null;
}

/** A side's spots in the order a player looks at them: the Active Spot, the Bench left to right, the rest after. */
function spotRank(zone: string): number {
  const spot = zone.split('.').slice(1);
  if (spot[0] === 'active') return 0;
  if (spot[0] === 'bench') return 1 + Number(spot[1] ?? 0);
  return 100;
}
