import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BossPokemon, RaidAction, RaidPrompt, RaidView as RaidState } from '@protocol';
import { readRaid, sendRaidAction, type RaidRoll, type RaidSnapshot } from '../api/raid-api.js';
import { AdminTokenForm, useAdminToken } from '../components/admin-token.js';
import '../components/formats.css';
import { RefusalNotice } from '../components/refusal-banner.js';
import { useLiveTopic } from '../connection/use-live-topic.js';
import { cardName } from '../game/card-names.js';
import { usePreferences } from '../preferences.js';

/**
 * A raid (003 "Raid-Format", "Giovanni-Format") at the table: the boss side the hub runs, the
 * players' Actives and Prize cards, the open prompt (a die, or a card's text to carry out), every
 * die roll with its origin. Actions need the admin token: the page is the table's operator device.
 */
export function RaidView({ raid }: { raid: string }) {
  const { t } = useTranslation('formats');
  const [token, setToken] = useAdminToken();
  const [snapshot, setSnapshot] = useState<RaidSnapshot | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  // The hub pushes every change (what the boss did, the other devices' actions); an action's own answer shows at once.
  const live = useLiveTopic('raid', raid, readRaid);
  const error = live.status === 'error' ? live.message : null;
  useEffect(() => {
    if (live.status === 'loading' || live.data === undefined) return;
    const next = live.data;
    setSnapshot((previous) => (previous && previous.raid.raidId === next.raid.raidId && previous.seq > next.seq ? previous : next));
  }, [live]);

  const act = (action: RaidAction) => {
    if (!snapshot) return;
    setBusy(true);
    setRefusal(null);
    sendRaidAction(raid, token, { ...action, seq: snapshot.seq } as RaidAction)
      .then(setSnapshot, (e: unknown) => setRefusal(e instanceof Error ? e.message : String(e)))
      .finally(() => setBusy(false));
  };

  const state = snapshot?.state;
  return (
    <div className="raid-view">
      <div className="view-header">
        <h1>{t('raid.title', { raid })}</h1>
      </div>
      <AdminTokenForm token={token} onToken={setToken} />
      <RefusalNotice title={t('raid.refused')} message={refusal} testId="raid-refusal" onDismiss={() => setRefusal(null)} />
      {error ? (
        <p className="form-error" role="alert">
          {error}
        </p>
      ) : null}
      {!state || !snapshot ? (
        <p role="status">{t('raid.loading')}</p>
      ) : (
        <div className="raid-layout">
          <RaidStatus snapshot={snapshot} />
          <BossSection state={state} />
          <RaidDeckSection state={state} />
          <PlayersSection state={state} token={token} busy={busy} act={act} />
          <PromptSection prompt={state.prompt} dice={snapshot.raid.dice} token={token} busy={busy} act={act} label={optionLabel(state)} />
          <RollsSection rolls={snapshot.rolls} label={optionLabel(state)} />
        </div>
      )}
    </div>
  );
}

/** A die's option as the table says it: an attack by its name, a boss Pokémon (uid b…) by its card's name. */
function optionLabel(state: RaidState): (option: string) => string {
  const bosses = new Map([...state.boss, ...state.bossLost].map((b) => [b.uid, b.card.name]));
  return (option) => bosses.get(option) ?? option;
}

function RaidStatus({ snapshot }: { snapshot: RaidSnapshot }) {
  const { t } = useTranslation('formats');
  const { state } = snapshot;
  return (
    <section className="panel raid-status" aria-labelledby="raid-status-title">
      <h2 id="raid-status-title">{t(`raid.format.${state.format}`)}</h2>
      <p data-testid="raid-turn">
        <strong>{t('raid.turn', { number: state.turn })}</strong> · {t(`raid.phase.${state.phase}`)}
      </p>
      <p data-testid="raid-supporters">{t('raid.supportersPlayed', { count: state.supportersPlayed, max: state.players.filter((p) => !p.out).length })}</p>
      {state.exhausted ? <p className="warn-note">{t('raid.exhausted')}</p> : null}
      {state.winner ? (
        <p data-testid="raid-winner">
          <strong>{t(`raid.winner.${state.winner}`)}</strong>
        </p>
      ) : null}
      <p className="muted">{t(`raid.dice.${snapshot.raid.dice}`)}</p>
    </section>
  );
}

function BossSection({ state }: { state: RaidState }) {
  const { t } = useTranslation('formats');
  const { cardLanguage } = usePreferences();
  const playersIn = state.players.filter((p) => !p.out).length;
  const contribution = playersIn * 10;
  const active = state.boss[0];
  return (
    <section className="panel raid-boss" aria-labelledby="raid-boss-title" data-testid="raid-boss">
      <h2 id="raid-boss-title">{t(state.format === 'giovanni' ? 'raid.bossTeam' : 'raid.boss')}</h2>
      {active && contribution > 0 ? (
        <p className="contribution" data-testid="raid-contribution">
          <meter min={0} max={contribution} value={Math.min(active.damage, contribution)} aria-hidden="true" />{' '}
          {active.damage >= contribution
            ? t('raid.contributionsDue', { count: Math.floor(active.damage / contribution), full: contribution })
            : t('raid.contribution', { damage: active.damage, full: contribution })}
        </p>
      ) : null}
      <ul className="raid-boss-list">
        {state.boss.map((boss, i) => (
          <li key={boss.uid}>
            <BossCard boss={boss} active={i === 0} giovanni={state.format === 'giovanni'} />
          </li>
        ))}
      </ul>
      {state.bossLost.length > 0 ? (
        <p>
          {t('raid.bossLost')}: {state.bossLost.map((b) => cardName(b.card, cardLanguage)).join(', ')}
        </p>
      ) : null}
    </section>
  );
}

function BossCard({ boss, active, giovanni }: { boss: BossPokemon; active: boolean; giovanni: boolean }) {
  const { t } = useTranslation('formats');
  const { cardLanguage } = usePreferences();
  const energy = boss.energy.reduce((sum, e) => sum + Math.max(1, e.card.provides?.length ?? 1), 0);
  return (
    <article className={active ? 'boss-card boss-active' : 'boss-card'} aria-label={cardName(boss.card, cardLanguage)} data-testid={`boss-${boss.uid}`}>
      <h3>
        {cardName(boss.card, cardLanguage)}
        {giovanni ? <span className="muted"> · {t(active ? 'raid.bossActive' : 'raid.bossBench')}</span> : null}
      </h3>
      <p data-testid="boss-damage">{t('raid.damage', { damage: boss.damage, count: boss.damage / 10 })}</p>
      <p data-testid="boss-energy">
        {t('raid.energy', { count: energy })}
        {boss.energy.length > 0 ? `: ${boss.energy.map((e) => cardName(e.card, cardLanguage)).join(', ')}` : ''}
      </p>
      <p>
        {t('raid.tool')}: {boss.tool ? cardName(boss.tool.card, cardLanguage) : t('raid.none')}
      </p>
      <p data-testid="boss-conditions">
        {t('raid.conditions')}: {boss.conditions.length > 0 ? boss.conditions.map((c) => t(`condition.${c}`, { ns: 'translation' })).join(', ') : t('raid.none')}
      </p>
      {giovanni && active ? <p>{t('raid.lostWhileActive', { count: boss.lostWhileActive })}</p> : null}
      <details>
        <summary>{t('raid.attacks')}</summary>
        <ul>
          {boss.card.attacks.map((a) => (
            <li key={a.name}>
              <strong>{a.name}</strong> ({t('raid.energy', { count: a.cost.length })}) {a.damage && a.damage.amount > 0 ? `${a.damage.amount}` : ''} {a.text}
            </li>
          ))}
        </ul>
      </details>
    </article>
  );
}

function RaidDeckSection({ state }: { state: RaidState }) {
  const { t } = useTranslation('formats');
  const { cardLanguage } = usePreferences();
  return (
    <section className="panel raid-deck" aria-labelledby="raid-deck-title">
      <h2 id="raid-deck-title">{t('raid.raidDeck')}</h2>
      <dl className="zone-counts">
        <div>
          <dt>{t('raid.deckSize')}</dt>
          <dd data-testid="raid-deck-size">{state.deckSize}</dd>
        </div>
        <div>
          <dt>{t('raid.discard')}</dt>
          <dd data-testid="raid-discard">{state.discard.length}</dd>
        </div>
        <div>
          <dt>{t('raid.lostZone')}</dt>
          <dd data-testid="raid-lost-zone">{state.lostZone.length}</dd>
        </div>
      </dl>
      <p data-testid="raid-revealed">
        {t('raid.revealed')}: {state.revealed ? cardName(state.revealed.card, cardLanguage) : t('raid.none')}
      </p>
      <p data-testid="raid-stadium">
        {t('raid.stadium')}:{' '}
        {state.stadium
          ? `${cardName(state.stadium.card, cardLanguage)} (${state.stadium.owner === 'raid' ? t('raid.stadiumOfRaid') : (state.players[state.stadium.owner]?.name ?? '')})`
          : t('raid.none')}
      </p>
    </section>
  );
}

function PlayersSection({ state, token, busy, act }: { state: RaidState; token: string; busy: boolean; act: (a: RaidAction) => void }) {
  const { t } = useTranslation('formats');
  const { cardLanguage } = usePreferences();
  const canAct = token !== '' && !busy && state.phase === 'players' && state.prompt === null;
  return (
    <section className="panel raid-players" aria-labelledby="raid-players-title">
      <h2 id="raid-players-title">{t('raid.players')}</h2>
      <table className="raid-player-table">
        <thead>
          <tr>
            <th scope="col">{t('raid.player')}</th>
            <th scope="col">{t('raid.active')}</th>
            <th scope="col">{t('raid.prizesLeft')}</th>
            <th scope="col">{t('raid.thisTurn')}</th>
            <th scope="col">{t('raid.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {state.players.map((player, index) => {
            const acted = state.done.includes(index);
            return (
              <tr key={index} data-testid={`raid-player-${index}`}>
                <th scope="row">{player.name}</th>
                <td>
                  {player.active
                    ? `${cardName(player.active.card, cardLanguage)} · ${t('raid.damage', { damage: player.active.damage, count: player.active.damage / 10 })}`
                    : t('raid.noActive')}
                </td>
                <td data-testid="raid-prizes">{player.prizesLeft}</td>
                <td data-testid="raid-acted">{player.out ? t('raid.out') : acted ? t('raid.acted') : t('raid.notActed')}</td>
                <td>
                  {!player.out && !acted ? (
                    <PlayerAttackForm
                      index={index}
                      attacks={(player.active?.card.attacks ?? []).map((a) => ({ name: a.name, open: a.damage !== null && a.damage.modifier !== 'none' }))}
                      disabled={!canAct}
                      act={act}
                    />
                  ) : null}
                  {!player.out && !player.active ? <NewActiveForm index={index} disabled={token === '' || busy} act={act} /> : null}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
    </section>
  );
}

function PlayerAttackForm({
  index,
  attacks,
  disabled,
  act,
}: {
  index: number;
  attacks: readonly { name: string; open: boolean }[];
  disabled: boolean;
  act: (a: RaidAction) => void;
}) {
  const { t } = useTranslation('formats');
  const [attack, setAttack] = useState(attacks[0]?.name ?? '');
  const [base, setBase] = useState('');
  const ids = { attack: useId(), base: useId() };
  const chosen = attacks.find((a) => a.name === attack);
  return (
    <form
      className="raid-attack-form"
      onSubmit={(e) => {
        e.preventDefault();
        const baseDamage = base.trim() === '' ? undefined : Number(base);
        act({ type: 'PlayerAttack', player: index, attack, attackerBonus: 0, bossReduction: 0, conditions: [], ...(baseDamage === undefined ? {} : { baseDamage }) });
      }}
    >
      {attacks.length > 0 ? (
        <>
          <label htmlFor={ids.attack}>{t('raid.attack')}</label>
          <select id={ids.attack} value={attack} onChange={(e) => setAttack(e.target.value)} disabled={disabled}>
            {attacks.map((a) => (
              <option key={a.name} value={a.name}>
                {a.name}
              </option>
            ))}
          </select>
        </>
      ) : null}
      {chosen?.open ? (
        <>
          <label htmlFor={ids.base}>{t('raid.baseDamage')}</label>
          <input id={ids.base} type="number" min={0} step={10} value={base} onChange={(e) => setBase(e.target.value)} required disabled={disabled} />
        </>
      ) : null}
      {attacks.length > 0 ? (
        <button type="submit" className="primary" disabled={disabled || attack === ''} data-testid={`raid-attack-${index}`}>
          {t('raid.attackButton')}
        </button>
      ) : null}
      <button type="button" disabled={disabled} onClick={() => act({ type: 'PassAttack', player: index })} data-testid={`raid-pass-${index}`}>
        {t('raid.pass')}
      </button>
    </form>
  );
}

/** After a Knock Out the player puts a new Active Pokémon in play on paper and says which (003: the boss attacks it next). */
function NewActiveForm({ index, disabled, act }: { index: number; disabled: boolean; act: (a: RaidAction) => void }) {
  const { t } = useTranslation('formats');
  const [cardId, setCardId] = useState('');
  const id = useId();
  return (
    <form
      className="raid-attack-form"
      onSubmit={(e) => {
        e.preventDefault();
        act({ type: 'SetPlayerActive', player: index, cardId: cardId.trim(), damage: 0 });
        setCardId('');
      }}
    >
      <label htmlFor={id}>{t('raid.newActive')}</label>
      <input id={id} value={cardId} onChange={(e) => setCardId(e.target.value)} required maxLength={60} placeholder="sv1-80" disabled={disabled} data-testid={`raid-new-active-${index}`} />
      <button type="submit" disabled={disabled}>
        {t('raid.setActive')}
      </button>
    </form>
  );
}

function PromptSection({
  prompt,
  dice,
  token,
  busy,
  act,
  label,
}: {
  prompt: RaidPrompt | null;
  dice: 'hub' | 'table';
  token: string;
  busy: boolean;
  act: (a: RaidAction) => void;
  label: (option: string) => string;
}) {
  const { t } = useTranslation('formats');
  const { cardLanguage } = usePreferences();
  const [face, setFace] = useState('');
  const [note, setNote] = useState('');
  const ids = { face: useId(), note: useId() };
  const disabled = token === '' || busy;
  return (
    <section className="panel raid-prompt" aria-labelledby="raid-prompt-title" data-testid="raid-prompt" aria-live="polite">
      <h2 id="raid-prompt-title">{t('raid.prompt')}</h2>
      {!prompt ? (
        <p>{t('raid.noPrompt')}</p>
      ) : prompt.kind === 'die' ? (
        <>
          <p data-testid="raid-prompt-kind">{t(`raid.dieReason.${prompt.reason}`)}</p>
          <ul className="die-options">
            {prompt.options.map((option, i) => (
              <li key={i}>{t('raid.dieFace', { face: i + 1, option: label(option) })}</li>
            ))}
          </ul>
          {dice === 'table' ? (
            <form
              className="form-grid"
              onSubmit={(e) => {
                e.preventDefault();
                act({ type: 'RollDie', promptId: prompt.id, value: Number(face), note: note.trim() === '' ? 'a die rolled at the table' : note.trim() });
                setFace('');
              }}
            >
              <label htmlFor={ids.face}>{t('raid.rolledFace')}</label>
              <input id={ids.face} type="number" min={1} max={100} value={face} onChange={(e) => setFace(e.target.value)} required data-testid="raid-die-face" />
              <label htmlFor={ids.note}>{t('raid.dieNote')}</label>
              <input id={ids.note} value={note} onChange={(e) => setNote(e.target.value)} maxLength={200} />
              <button type="submit" className="primary" disabled={disabled} data-testid="raid-roll">
                {t('raid.enterRoll')}
              </button>
            </form>
          ) : (
            <p className="muted">{t('raid.hubRolls')}</p>
          )}
        </>
      ) : prompt.kind === 'resolve' ? (
        <>
          <p data-testid="raid-prompt-kind">
            {t(prompt.source === 'raid-card' ? 'raid.resolveCard' : 'raid.resolveAttack', { card: cardName(prompt.card, cardLanguage) })}
            {prompt.allPlayers ? ` ${t('raid.allPlayers')}` : ''}
          </p>
          <blockquote className="effect-text" data-testid="raid-prompt-text">
            {prompt.text}
          </blockquote>
          <button type="button" className="primary" disabled={disabled} onClick={() => act({ type: 'ResolveEffect', promptId: prompt.id })} data-testid="raid-resolve">
            {t('raid.resolved')}
          </button>
        </>
      ) : (
        <p data-testid="raid-prompt-kind">{t('raid.shuffling', { count: prompt.size })}</p>
      )}
    </section>
  );
}

function RollsSection({ rolls, label }: { rolls: readonly RaidRoll[]; label: (option: string) => string }) {
  const { t } = useTranslation('formats');
  return (
    <section className="panel raid-rolls" aria-labelledby="raid-rolls-title">
      <h2 id="raid-rolls-title">{t('raid.rolls')}</h2>
      {rolls.length === 0 ? (
        <p>{t('raid.noRolls')}</p>
      ) : (
        <ol className="roll-list" data-testid="raid-rolls">
          {rolls.map((roll) => (
            <li key={roll.promptId} data-testid="raid-roll-line">
              {t(`raid.dieReason.${roll.reason}`)}: <strong>{roll.value}</strong>
              {roll.options[roll.value - 1] !== undefined ? ` → ${label(roll.options[roll.value - 1]!)}` : ''} ·{' '}
              {roll.origin.kind === 'software' ? (
                <span className="coin-origin-software">
                  <span aria-hidden="true">⚠ </span>
                  {t('raid.originSoftware')}
                </span>
              ) : (
                t('raid.originTable', { note: roll.origin.note })
              )}
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
