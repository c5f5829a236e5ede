import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TablePromptView } from '@protocol';
import type { AttackDef } from '@rules/index.js';
import type { CheckedActions } from '../connection/use-seat-actions.js';
import { cardName, type CardNameLanguage } from '../game/card-names.js';
import { cardText } from '@protocol';
import { topOf, visible, type GameView, type Seat } from '../game/game-view.js';
import { adjustmentText } from '../game/adjustment-text.js';
import { betweenTurnsText } from '../game/between-turns-text.js';
import { coinReason } from '../game/coin-reason.js';
import { promptSentence } from '../game/prompt-sentence.js';
import { citation } from '../game/rulebook.js';
import { usePreferences } from '../preferences.js';
import { zoneLabel } from '../game/zone-label.js';
import { AttackAgainDialog, attackAgainWords } from './attack-again-dialog.js';
import { ModalDialog } from './modal-dialog.js';

type Send = (command: Record<string, unknown>) => void;

/**
 * Every open prompt of the state. The player it asks gets a dialog to answer it; everybody else
 * sees who is being waited for. Coin flips are answered by the table's flipper, never from here.
 */
export function PromptDialogs({ view, seats }: { view: GameView; seats: readonly { seat: Seat; send: Send; disabled: boolean; checked?: CheckedActions | null }[] }) {
  const { t } = useTranslation();
  const name = (s: Seat) => view.players[s].name || t(`seat.${s}`);
  // One dialog at a time: the first open prompt of a player seated on this tablet.
  const mine = view.prompts.find((p) => p.kind !== 'coin-flip' && seats.some((s) => s.seat === p.player));
  const asker = mine && mine.kind !== 'coin-flip' ? seats.find((s) => s.seat === mine.player) : undefined;
  const seat = asker?.seat ?? null;
  const send: Send = (command) => asker?.send(command);
  const disabled = asker?.disabled ?? true;
  const { cardLanguage } = usePreferences();
  return (
    <>
      <ul className="prompt-list" aria-live="polite" data-testid="prompts">
        {view.prompts.map((prompt) => (
          <li key={prompt.promptId} className="prompt" data-testid="prompt">
            <span aria-hidden="true">➤ </span>
            {prompt.kind === 'coin-flip'
              ? t('prompt.coinFlip', { reason: coinReason(prompt, view, t, cardLanguage) })
              : t(`prompt.waiting.${prompt.kind}`, {
                  name: name(prompt.player),
                  ...(prompt.kind === 'confirm-adjustment' ? { by: name(prompt.by) } : {}),
                  ...(prompt.kind === 'attack-again' ? attackAgainWords(view, prompt, cardLanguage) : {}),
                })}
          </li>
        ))}
      </ul>
      {mine && !disabled ? (
        mine.kind === 'choose-first-player' ? (
          <ModalDialog title={t('prompt.chooseFirst.title')} testId="prompt-dialog">
            <p>{t('prompt.chooseFirst.text')}</p>
            <div className="dialog-actions">
              <button type="button" className="primary" onClick={() => send({ type: 'ChooseFirstPlayer', player: seat, first: seat })}>
                {t('prompt.chooseFirst.me')}
              </button>
              <button type="button" onClick={() => send({ type: 'ChooseFirstPlayer', player: seat, first: seat === 'p1' ? 'p2' : 'p1' })}>
                {t('prompt.chooseFirst.opponent')}
              </button>
            </div>
          </ModalDialog>
        ) : mine.kind === 'choose-active' ? (
          <ChooseActive view={view} seat={mine.player} send={send} />
        ) : mine.kind === 'mulligan-draws' ? (
          <MulliganDraws seat={mine.player} max={mine.max} send={send} />
        ) : mine.kind === 'attack-effects' ? (
          <EffectsToEnter
            title={t('prompt.attackEffects.title', { attack: attackName(view, mine.player, mine.attack, cardLanguage) })}
            text={t('prompt.attackEffects.text')}
            texts={mine.texts.map((text) => cardText(attackOf(view, mine.player, mine.attack), text, cardLanguage))}
            done={{ label: t('prompt.attackEffects.done'), command: { type: 'FinishAttack', player: mine.player } }}
            send={send}
          />
        ) : mine.kind === 'between-turns' ? (
          <EffectsToEnter
            title={t('prompt.betweenTurns.title')}
            text={t('prompt.betweenTurns.text')}
            texts={mine.texts.map((e) => betweenTurnsText(view, e, cardLanguage))}
            done={{ label: t('prompt.betweenTurns.done'), command: { type: 'FinishBetweenTurns', player: mine.player } }}
            later={
              mine.at === 'before-conditions' && view.profile?.checkupOtherEffects === 'before-or-after-not-mixed'
                ? { label: t('prompt.betweenTurns.later'), command: { type: 'FinishBetweenTurns', player: mine.player, later: true } }
                : undefined
            }
            send={send}
          />
        ) : mine.kind === 'bench-discard' ? (
          <BenchDiscard view={view} seat={mine.player} keep={mine.keep} send={send} />
        ) : mine.kind === 'attack-again' ? (
          <AttackAgainDialog view={view} prompt={mine} checked={asker?.checked ?? null} send={send} />
        ) : mine.kind === 'confirm-adjustment' ? (
          <ConfirmAdjustment view={view} prompt={mine} by={name(mine.by)} send={send} />
        ) : null
      ) : null}
    </>
  );
}

/** The attack the prompt names as printed, in the card language where the attacker's card has it translated. */
function attackName(view: GameView, seat: Seat, printed: string, language: CardNameLanguage): string {
  const attack = attackOf(view, seat, printed);
  return attack ? cardName(attack, language) : printed;
}

function attackOf(view: GameView, seat: Seat, printed: string): AttackDef | undefined {
  const attacker = visible(view.players[seat].active);
  return attacker ? topOf(attacker).attacks.find((a) => a.name === printed) : undefined;
}

/** An effect that raised the Bench size stopped (Area Zero Underdepths left play): the player discards down to it. */
function BenchDiscard({ view, seat, keep, send }: { view: GameView; seat: Seat; keep: number; send: Send }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const [chosen, setChosen] = useState<readonly string[]>([]);
  const benched = view.players[seat].bench.map((seen) => visible(seen)).filter((p) => p !== null);
  const count = Math.max(0, benched.length - keep);
  const toggle = (id: string) => setChosen((now) => (now.includes(id) ? now.filter((x) => x !== id) : [...now, id]));
  return (
    <ModalDialog title={t('prompt.benchDiscard.title')} testId="prompt-dialog">
      <p>{t('prompt.benchDiscard.text', { keep, count })}</p>
      <ul className="choice-list">
        {benched.map((p) => (
          <li key={p.id}>
            <label>
              <input type="checkbox" checked={chosen.includes(p.id)} onChange={() => toggle(p.id)} /> {cardName(topOf(p), cardLanguage)}
            </label>
          </li>
        ))}
      </ul>
      <div className="dialog-actions">
        <button type="button" className="primary" disabled={chosen.length !== count} onClick={() => send({ type: 'DiscardBenchedPokemon', player: seat, pokemon: chosen })}>
          {t('prompt.benchDiscard.done')}
        </button>
      </div>
    </ModalDialog>
  );
}

type AdjustmentPrompt = Extract<GameView['prompts'][number], { kind: 'confirm-adjustment' }>;

/** The opponent proposed a change to this player's side (card text the engine leaves to the players): accept or decline. */
function ConfirmAdjustment({ view, prompt, by, send }: { view: GameView; prompt: AdjustmentPrompt; by: string; send: Send }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  return (
    <ModalDialog title={t('prompt.confirmAdjustment.title', { by })} testId="prompt-dialog">
      <p data-testid="adjustment">{adjustmentText(view, prompt.player, prompt.action, t, cardLanguage)}</p>
      <p>{t('prompt.confirmAdjustment.reason', { reason: prompt.reason })}</p>
      <p className="hint">{t('prompt.confirmAdjustment.hint')}</p>
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={() => send({ type: 'AnswerAdjustment', player: prompt.player, accept: true })}>
          {t('prompt.confirmAdjustment.accept')}
        </button>
        <button type="button" onClick={() => send({ type: 'AnswerAdjustment', player: prompt.player, accept: false })}>
          {t('prompt.confirmAdjustment.decline')}
        </button>
      </div>
    </ModalDialog>
  );
}

function ChooseActive({ view, seat, send }: { view: GameView; seat: Seat; send: Send }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  return (
    <ModalDialog title={t('prompt.chooseActive.title')} testId="prompt-dialog">
      <p>{t('prompt.chooseActive.text')}</p>
      <ul className="choice-list">
        {view.players[seat].bench.map((seen) => {
          const p = visible(seen);
          if (!p) return null;
          return (
            <li key={p.id}>
              <button type="button" onClick={() => send({ type: 'PromoteActive', player: seat, target: p.id })}>
                {cardName(topOf(p), cardLanguage)}
              </button>
            </li>
          );
        })}
      </ul>
    </ModalDialog>
  );
}

/**
 * Card text the engine does not execute, waiting for the players to carry it out before the game goes on:
 * an attack's effects besides its damage, or between-turns effects during the Pokémon Checkup.
 */
function EffectsToEnter({
  title,
  text,
  texts,
  done,
  later,
  send,
}: {
  title: string;
  text: string;
  texts: readonly string[];
  done: { label: string; command: Record<string, unknown> };
  later?: { label: string; command: Record<string, unknown> } | undefined;
  send: Send;
}) {
  return (
    <ModalDialog title={title} testId="prompt-dialog">
      <ul className="effect-texts">
        {texts.map((line) => (
          <li key={line}>{line}</li>
        ))}
      </ul>
      <p>{text}</p>
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={() => send(done.command)}>
          {done.label}
        </button>
        {later ? (
          <button type="button" onClick={() => send(later.command)}>
            {later.label}
          </button>
        ) : null}
      </div>
    </ModalDialog>
  );
}

function MulliganDraws({ seat, max, send }: { seat: Seat; max: number; send: Send }) {
  const { t } = useTranslation();
  const [count, setCount] = useState(max);
  const id = useId();
  return (
    <ModalDialog title={t('prompt.mulligan.title')} testId="prompt-dialog">
      <p>{t('prompt.mulligan.text', { max })}</p>
      {/* Apart, so the focused field's outline does not cover the label's last letter (German at 390 px). */}
      <div className="field-row">
        <label htmlFor={id}>{t('prompt.mulligan.count')}</label>
        <input id={id} type="number" min={0} max={max} value={count} onChange={(e) => setCount(Math.max(0, Math.min(max, Number(e.target.value) || 0)))} />
      </div>
      <div className="dialog-actions">
        <button type="button" className="primary" onClick={() => send({ type: 'DrawMulliganCards', player: seat, count })}>
          {t('prompt.mulligan.draw')}
        </button>
      </div>
    </ModalDialog>
  );
}

/** One connection that may answer the table mirror's prompts: a seat on this tablet, or a judge. */
export interface PromptAnswerer {
  readonly prompts: readonly TablePromptView[];
  readonly answer: (promptId: string, option: string) => void;
  readonly disabled: boolean;
}

/**
 * The table mirror's questions: what the readers saw that the rules or the readers cannot settle.
 * Everyone sees each open prompt and who may answer it, since the game waits for it; the first one
 * a connection of this tablet may answer opens as a dialog with the legal readings as buttons.
 * `engineDialogs`: the page asks the engine's own decisions in its own dialogs (a seat's tablet); a judge's page
 * has none, so there every prompt the judge may answer opens here, as "or a judge answers" promises.
 * `judging`: the players' names on a judge's page, where each seat is named and a player's choice is worded
 * as whose it is ("Gary Oak goes first"), not as if the reader were that player ("I go first").
 */
export function TablePromptDialogs({
  prompts,
  answerers,
  engineDialogs = true,
  judging,
}: {
  prompts: readonly TablePromptView[];
  answerers: readonly PromptAnswerer[];
  engineDialogs?: boolean;
  judging?: { readonly p1: string; readonly p2: string };
}) {
  const { t, i18n } = useTranslation();
  const { cardLanguage } = usePreferences();
  const seatName = judging ? (seat: Seat) => t('tablePrompt.namedSeat', { name: judging[seat] || t(`seat.${seat}`), seat: t(`seat.${seat}`) }) : undefined;
  const sentence = (key: string | undefined, params: TablePromptView['params'], english: string) => promptSentence(key, params, english, t, cardLanguage, seatName);
  const open = answerers.flatMap((a) => a.prompts.filter((p) => p.answerable && !isNotice(p) && !(engineDialogs && ENGINE_DIALOGS.has(p.kind))).map((prompt) => ({ prompt, answerer: a })))[0];
  if (prompts.length === 0 && !open) return null;
  return (
    <>
      <ul className="prompt-list" aria-live="polite" data-testid="table-prompts">
        {prompts.map((prompt) =>
          isNotice(prompt) ? (
            <li key={prompt.id} className="prompt" data-testid="table-notice">
              <strong>{t(`prompts:kind.${prompt.kind}`)}:</strong> {sentence(prompt.messageKey, prompt.params, prompt.message)}
            </li>
          ) : (
            <li key={prompt.id} className="prompt" data-testid="table-prompt">
              <span aria-hidden="true">⚠ </span>
              {t(`prompts:kind.${prompt.kind}`)} · {zoneLabel(prompt.zone, t)} — {answeredBy(prompt, t, seatName)}
            </li>
          ),
        )}
      </ul>
      {open && !open.answerer.disabled ? (
        <ModalDialog key={open.prompt.id} title={t(`prompts:kind.${open.prompt.kind}`)} testId="table-prompt-dialog">
          {open.prompt.kind === 'turn-token' ? null : <p>{t('tablePrompt.seen', { zone: zoneLabel(open.prompt.zone, t) })}</p>}
          <p className="table-prompt-message">{sentence(open.prompt.messageKey, open.prompt.params, open.prompt.message)}</p>
          {open.prompt.violation ? (
            <p className="table-prompt-rule">{citation(open.prompt.violation.ref, t, i18n.language)}</p>
          ) : null}
          <p>{answeredBy(open.prompt, t, seatName)}</p>
          <div className="dialog-actions choice-list" role="group" aria-label={t('tablePrompt.options')}>
            {open.prompt.options.map((option) => (
              <button key={option.id} type="button" onClick={() => open.answerer.answer(open.prompt.id, option.id)}>
                {judging && open.prompt.kind === 'toss-choice' && open.prompt.seat !== null
                  ? t('tablePrompt.goesFirst', { name: seatName?.(option.id === 'go-first' ? open.prompt.seat : open.prompt.seat === 'p1' ? 'p2' : 'p1') })
                  : sentence(option.labelKey, option.params, option.label)}
              </button>
            ))}
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}

type T = (key: string, options?: Record<string, unknown>) => string;

/**
 * Decisions the engine itself waits for (who goes first, mulligan draws, a new Active, the starting
 * Pokémon of 003's Menü): the mirror offers them as prompts too, but on the tablet the engine's own
 * dialog asks, so they are listed here and never open a second dialog.
 */
const ENGINE_DIALOGS: ReadonlySet<TablePromptView['kind']> = new Set(['toss-choice', 'mulligan-draws', 'choose-active', 'starting-pokemon']);
/**
 * What the table is told (the last game's cards to clear off the mat): with no option there is nothing to answer, and
 * the hub holds nothing for it. Said in full in the list, never a dialog.
 */
const isNotice = (prompt: TablePromptView): boolean => prompt.options.length === 0;

function answeredBy(prompt: TablePromptView, t: T, seatName?: (seat: Seat) => string): string {
  if (prompt.seat === null) return t('tablePrompt.answeredByEither');
  return t('tablePrompt.answeredBy', { seat: seatName ? seatName(prompt.seat) : t(`seat.${prompt.seat}`) });
}

