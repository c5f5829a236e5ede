import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { createDraft, readDrafts, readRaids, startRaid, type CreatedDraft, type DraftStatus, type RaidRecord, type StartRaid } from '../api/format-runs-api.js';
import { AdminTokenForm, useAdminToken } from '../components/admin-token.js';
import { CardSearch } from '../components/card-search.js';
import { useLiveTopic } from '../connection/use-live-topic.js';
import '../components/formats.css';
import '../components/format-runs.css';
import { Link, navigate } from '../routing/navigation.js';
import { packsOf, type PackKind } from '../game/draft-packs.js';
import { cardName } from '../game/card-names.js';
import { usePreferences } from '../preferences.js';
import { StartTeamGameForm, TeamGameList } from './team-view.js';

/**
 * The store's page for the 003 formats run by the hub: every raid, draft and team game with a link
 * to its page, and the forms that start a raid, create a draft and start a team game (admin token),
 * so nobody needs curl.
 */
export function FormatRunsView() {
  const { t } = useTranslation('formats');
  const [token, setToken] = useAdminToken();
  const liveRaids = useLiveTopic('raids', undefined, readRaids);
  const liveDrafts = useLiveTopic('drafts', undefined, readDrafts);
  const raids = liveRaids.status !== 'loading' ? (liveRaids.data ?? null) : null;
  const drafts = liveDrafts.status !== 'loading' ? (liveDrafts.data ?? null) : null;
  const error = liveRaids.status === 'error' ? liveRaids.message : liveDrafts.status === 'error' ? liveDrafts.message : null;

  return (
    <div className="format-runs-view">
      <div className="view-header">
        <h1>{t('runs.title')}</h1>
      </div>
      <AdminTokenForm token={token} onToken={setToken} />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="raid-layout">
        <RaidList raids={raids} />
        <DraftList drafts={drafts} />
        <TeamGameList />
        <StartRaidForm token={token} />
        <CreateDraftForm token={token} />
        <StartTeamGameForm token={token} />
      </div>
    </div>
  );
}

function RaidList({ raids }: { raids: readonly RaidRecord[] | null }) {
  const { t } = useTranslation('formats');
  return (
    <section className="panel" aria-labelledby="runs-raids-title">
      <h2 id="runs-raids-title">{t('runs.raids')}</h2>
      {raids === null ? (
        <p role="status">{t('runs.loading')}</p>
      ) : raids.length === 0 ? (
        <p>{t('runs.noRaids')}</p>
      ) : (
        <ul data-testid="runs-raids">
          {raids.map((raid) => (
            <li key={raid.raidId}>
              <Link href={`/raid/${encodeURIComponent(raid.raidId)}`}>
                {raid.raidId}
              </Link>{' '}
              · {t(`raid.format.${raid.format}`, { defaultValue: raid.format })} · {raid.tableId} ·{' '}
              {raid.endedAt ? t('runs.over') : <strong>{t('runs.running')}</strong>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function DraftList({ drafts }: { drafts: readonly DraftStatus[] | null }) {
  const { t } = useTranslation('formats');
  return (
    <section className="panel" aria-labelledby="runs-drafts-title">
      <h2 id="runs-drafts-title">{t('runs.drafts')}</h2>
      {drafts === null ? (
        <p role="status">{t('runs.loading')}</p>
      ) : drafts.length === 0 ? (
        <p>{t('runs.noDrafts')}</p>
      ) : (
        <ul data-testid="runs-drafts">
          {drafts.map((draft) => (
            <li key={draft.id}>
              <Link href={`/draft/${encodeURIComponent(draft.id)}`}>
                {draft.name}
              </Link>{' '}
              · {draft.players.map((p) => p.name).join(', ')} ·{' '}
              {draft.finished ? t('runs.over') : <strong>{t('runs.draftRound', { round: draft.round, rounds: draft.rounds })}</strong>}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface PlayerRow {
  name: string;
  active: string;
}

/** "20 sve-4" per line: count, then catalogue id. */
function deckLines(text: string): { cardId: string; count: number }[] | string {
  const lines: { cardId: string; count: number }[] = [];
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (line === '') continue;
    const match = /^(\d{1,2})\s+(\S+)$/.exec(line);
    if (!match) return line;
    lines.push({ count: Number(match[1]), cardId: match[2]! });
  }
  return lines;
}

function StartRaidForm({ token }: { token: string }) {
  const { t } = useTranslation('formats');
  const { cardLanguage } = usePreferences();
  const [format, setFormat] = useState<'raid' | 'giovanni'>('raid');
  const [dice, setDice] = useState<'hub' | 'table'>('hub');
  const [exhaustion, setExhaustion] = useState<'off' | 'no-attack' | 'no-damage'>('off');
  const [raidId, setRaidId] = useState('');
  const [tableId, setTableId] = useState('');
  const [players, setPlayers] = useState<PlayerRow[]>([{ name: '', active: '' }]);
  const [boss, setBoss] = useState<{ id: string; label: string }[]>([]);
  const [recommended, setRecommended] = useState(true);
  const [deck, setDeck] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { form: useId(), format: useId(), dice: useId(), exhaustion: useId(), raidId: useId(), tableId: useId(), deck: useId(), recommended: useId() };
  const maxBoss = format === 'giovanni' ? 6 : 1;
  const disabled = token === '' || busy;

  const submit = () => {
    setError(null);
    const lines = recommended ? '003-recommended' : deckLines(deck);
    if (typeof lines === 'string') {
      setError(t('runs.badDeckLine', { line: lines }));
      return;
    }
    const body: StartRaid = {
      format,
      dice,
      exhaustionRule: exhaustion,
      players: players.map((p) => ({ name: p.name.trim(), active: p.active.trim() === '' ? null : p.active.trim() })),
      boss: boss.map((b) => b.id),
      raidDeck: lines,
      ...(raidId.trim() === '' ? {} : { raidId: raidId.trim() }),
      ...(tableId.trim() === '' ? {} : { tableId: tableId.trim() }),
    };
    setBusy(true);
    startRaid(token, body)
      .then((id) => navigate(`/raid/${encodeURIComponent(id)}`), (e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(false));
  };

  return (
    <section className="panel" aria-labelledby="runs-start-raid-title">
      <h2 id="runs-start-raid-title">{t('runs.startRaid')}</h2>
      {token === '' ? <p className="muted">{t('runs.needsToken')}</p> : null}
      {/* The catalogue search is a form of its own, so the fields after it join this one by its id. */}
      <form
        id={ids.form}
        className="form-grid"
        data-testid="start-raid"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={ids.format}>{t('runs.format')}</label>
        <select
          id={ids.format}
          value={format}
          onChange={(e) => {
            setFormat(e.target.value as 'raid' | 'giovanni');
            setBoss([]);
          }}
        >
          <option value="raid">{t('raid.format.raid')}</option>
          <option value="giovanni">{t('raid.format.giovanni')}</option>
        </select>
        <label htmlFor={ids.dice}>{t('runs.dice')}</label>
        <select id={ids.dice} value={dice} onChange={(e) => setDice(e.target.value as 'hub' | 'table')}>
          <option value="hub">{t('raid.dice.hub')}</option>
          <option value="table">{t('raid.dice.table')}</option>
        </select>
        <label htmlFor={ids.exhaustion}>{t('runs.exhaustion')}</label>
        <select id={ids.exhaustion} value={exhaustion} onChange={(e) => setExhaustion(e.target.value as 'off' | 'no-attack' | 'no-damage')}>
          <option value="off">{t('runs.exhaustionRule.off')}</option>
          <option value="no-attack">{t('runs.exhaustionRule.no-attack')}</option>
          <option value="no-damage">{t('runs.exhaustionRule.no-damage')}</option>
        </select>
        <label htmlFor={ids.raidId}>{t('runs.raidId')}</label>
        <input id={ids.raidId} value={raidId} onChange={(e) => setRaidId(e.target.value)} pattern="[A-Za-z0-9_.\-]{1,80}" maxLength={80} placeholder={t('runs.optional')} data-testid="raid-id" />
        <label htmlFor={ids.tableId}>{t('runs.tableId')}</label>
        <input id={ids.tableId} value={tableId} onChange={(e) => setTableId(e.target.value)} maxLength={40} placeholder="raid" />
        <fieldset className="runs-players">
          <legend>{t('runs.players')}</legend>
          {players.map((player, i) => (
            <PlayerFields
              key={i}
              index={i}
              player={player}
              onChange={(next) => setPlayers(players.map((p, j) => (j === i ? next : p)))}
              onRemove={players.length > 1 ? () => setPlayers(players.filter((_, j) => j !== i)) : undefined}
            />
          ))}
          {players.length < 4 ? (
            <button type="button" onClick={() => setPlayers([...players, { name: '', active: '' }])} data-testid="raid-add-player">
              {t('runs.addPlayer')}
            </button>
          ) : null}
        </fieldset>
      </form>
      <div className="form-grid" data-testid="start-raid-rest">
        <fieldset>
          <legend>{t(format === 'giovanni' ? 'runs.bossTeam' : 'runs.boss', { max: maxBoss })}</legend>
          {boss.length === 0 ? (
            <p className="muted">{t('runs.noBoss')}</p>
          ) : (
            <ol data-testid="raid-boss-chosen">
              {boss.map((b, i) => (
                <li key={`${b.id}-${i}`}>
                  {b.label} <span className="muted">{b.id}</span>{' '}
                  <button type="button" onClick={() => setBoss(boss.filter((_, j) => j !== i))} aria-label={t('runs.removeCard', { card: b.label })}>
                    {t('runs.remove')}
                  </button>
                </li>
              ))}
            </ol>
          )}
          {boss.length < maxBoss ? (
            <CardSearch
              label={t('runs.findBoss')}
              fits={(card) => card.supertype === 'Pokémon'}
              disabled={false}
              onPick={(card) => setBoss([...boss, { id: card.id, label: cardName(card, cardLanguage) }])}
            />
          ) : null}
        </fieldset>
        <fieldset>
          <legend>{t('runs.raidDeck')}</legend>
          <label className="check">
            <input id={ids.recommended} form={ids.form} type="checkbox" checked={recommended} onChange={(e) => setRecommended(e.target.checked)} data-testid="raid-recommended" />{' '}
            {t('runs.recommended')}
          </label>
          {recommended ? null : (
            <>
              <label htmlFor={ids.deck}>{t('runs.deckLines')}</label>
              <textarea id={ids.deck} form={ids.form} value={deck} onChange={(e) => setDeck(e.target.value)} rows={6} required placeholder="20 sve-4" data-testid="raid-deck-lines" />
            </>
          )}
        </fieldset>
        {error ? (
          <p className="form-error" role="alert" data-testid="start-raid-error">
            {error}
          </p>
        ) : null}
        <button type="submit" form={ids.form} className="primary" disabled={disabled || boss.length === 0} data-testid="start-raid-submit">
          {t('runs.start')}
        </button>
      </div>
    </section>
  );
}

function PlayerFields({ index, player, onChange, onRemove }: { index: number; player: PlayerRow; onChange: (p: PlayerRow) => void; onRemove: (() => void) | undefined }) {
  const { t } = useTranslation('formats');
  const ids = { name: useId(), active: useId() };
  return (
    <div className="runs-player">
      <label htmlFor={ids.name}>{t('runs.playerName', { number: index + 1 })}</label>
      <input id={ids.name} value={player.name} onChange={(e) => onChange({ ...player, name: e.target.value })} required maxLength={200} data-testid={`raid-player-${index}`} />
      <label htmlFor={ids.active}>{t('runs.playerActive', { number: index + 1 })}</label>
      <input
        id={ids.active}
        value={player.active}
        onChange={(e) => onChange({ ...player, active: e.target.value })}
        maxLength={60}
        placeholder={t('runs.cardIdHint')}
        data-testid={`raid-player-active-${index}`}
      />
      {onRemove ? (
        <button type="button" onClick={onRemove}>
          {t('runs.removePlayer', { number: index + 1 })}
        </button>
      ) : null}
    </div>
  );
}

interface DraftPlayerRow {
  name: string;
  packs: string;
}

function CreateDraftForm({ token }: { token: string }) {
  const { t } = useTranslation('formats');
  const [name, setName] = useState('');
  const [kind, setKind] = useState<PackKind>('cards');
  const [players, setPlayers] = useState<DraftPlayerRow[]>([
    { name: '', packs: '' },
    { name: '', packs: '' },
  ]);
  const [created, setCreated] = useState<CreatedDraft | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const ids = { name: useId(), kind: useId() };

  if (created) return <CreatedDraftTokens draft={created} onDone={() => setCreated(null)} />;

  const submit = () => {
    setError(null);
    const parsed = players.map((p) => ({ name: p.name.trim(), packs: packsOf(p.packs, kind) }));
    const bad = parsed.find((p) => p.packs.length === 0);
    if (bad) {
      setError(t('runs.noPacks', { name: bad.name }));
      return;
    }
    setBusy(true);
    createDraft(token, { name: name.trim(), players: parsed })
      .then(setCreated, (e: unknown) => setError(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(false));
  };

  return (
    <section className="panel" aria-labelledby="runs-create-draft-title">
      <h2 id="runs-create-draft-title">{t('runs.createDraft')}</h2>
      {token === '' ? <p className="muted">{t('runs.needsToken')}</p> : null}
      <form
        className="form-grid"
        data-testid="create-draft"
        onSubmit={(e) => {
          e.preventDefault();
          submit();
        }}
      >
        <label htmlFor={ids.name}>{t('runs.draftName')}</label>
        <input id={ids.name} value={name} onChange={(e) => setName(e.target.value)} required maxLength={80} data-testid="draft-name" />
        <label htmlFor={ids.kind}>{t('runs.packKind')}</label>
        <select id={ids.kind} value={kind} onChange={(e) => setKind(e.target.value as PackKind)} data-testid="draft-pack-kind">
          <option value="cards">{t('runs.packKinds.cards')}</option>
          <option value="set">{t('runs.packKinds.set')}</option>
          <option value="list">{t('runs.packKinds.list')}</option>
        </select>
        <p className="muted" id={`${ids.kind}-hint`}>
          {t(`runs.packHint.${kind}`)}
        </p>
        {players.map((player, i) => (
          <DraftPlayerFields
            key={i}
            index={i}
            player={player}
            hint={`${ids.kind}-hint`}
            onChange={(next) => setPlayers(players.map((p, j) => (j === i ? next : p)))}
            onRemove={players.length > 2 ? () => setPlayers(players.filter((_, j) => j !== i)) : undefined}
          />
        ))}
        {players.length < 4 ? (
          <button type="button" onClick={() => setPlayers([...players, { name: '', packs: '' }])}>
            {t('runs.addPlayer')}
          </button>
        ) : null}
        {error ? (
          <p className="form-error" role="alert" data-testid="create-draft-error">
            {error}
          </p>
        ) : null}
        <button type="submit" className="primary" disabled={token === '' || busy} data-testid="create-draft-submit">
          {t('runs.create')}
        </button>
      </form>
    </section>
  );
}

function DraftPlayerFields({
  index,
  player,
  hint,
  onChange,
  onRemove,
}: {
  index: number;
  player: DraftPlayerRow;
  hint: string;
  onChange: (p: DraftPlayerRow) => void;
  onRemove: (() => void) | undefined;
}) {
  const { t } = useTranslation('formats');
  const ids = { name: useId(), packs: useId() };
  return (
    <fieldset className="runs-player">
      <legend>{t('runs.seat', { number: index + 1 })}</legend>
      <label htmlFor={ids.name}>{t('runs.playerName', { number: index + 1 })}</label>
      <input id={ids.name} value={player.name} onChange={(e) => onChange({ ...player, name: e.target.value })} required maxLength={60} data-testid={`draft-player-${index}`} />
      <label htmlFor={ids.packs}>{t('runs.packs', { number: index + 1 })}</label>
      <textarea
        id={ids.packs}
        value={player.packs}
        onChange={(e) => onChange({ ...player, packs: e.target.value })}
        rows={5}
        required
        aria-describedby={hint}
        data-testid={`draft-packs-${index}`}
      />
      {onRemove ? (
        <button type="button" onClick={onRemove}>
          {t('runs.removePlayer', { number: index + 1 })}
        </button>
      ) : null}
    </fieldset>
  );
}

/** Each seat's token, shown this once: the organiser hands it to the player (the hub keeps only its hash). */
function CreatedDraftTokens({ draft, onDone }: { draft: CreatedDraft; onDone: () => void }) {
  const { t } = useTranslation('formats');
  const href = `/draft/${encodeURIComponent(draft.id)}`;
  return (
    <section className="panel" aria-labelledby="runs-created-title" data-testid="draft-created">
      <h2 id="runs-created-title" tabIndex={-1} ref={(el) => el?.focus()}>
        {t('runs.created', { name: draft.name })}
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
          {draft.tokens.map((seat) => (
            <tr key={seat.seat}>
              <td>{seat.seat + 1}</td>
              <td>{seat.name}</td>
              <td>
                <code data-testid={`draft-token-${seat.seat}`}>{seat.token}</code>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        <Link href={href}>
          {t('runs.openDraft', { name: draft.name })}
        </Link>
      </p>
      <button type="button" onClick={onDone}>
        {t('runs.tokensHandedOut')}
      </button>
    </section>
  );
}
