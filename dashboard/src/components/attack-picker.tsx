import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { attackDamage, attacksOf, canPay, chosenDiscardOf, energyDiscardChoiceInView, energyDiscardOf, energyPick, parseAttack, targetChoice, unitsOf, type AttackDef, type CardDef } from '@rules/index.js';
import type { CheckedActions, SeatAction } from '../connection/use-seat-actions.js';
import { cardName } from '../game/card-names.js';
import { cardText } from '@protocol';
import { inPlayOf, otherSeat, topOf, visible, type GameView, type Seat } from '../game/game-view.js';
import { usePreferences } from '../preferences.js';
import { ActionReason, refused } from './action-reason.js';
import { AttackDeckTop, usableAttacks } from './attack-deck-top.js';
import { AttackEnergy, AttackEnergyAll, discardWords, servedEnergyChoice } from './attack-energy.js';
import { AttackTargets, eligibleInView } from './attack-targets.js';
import { EnergySymbol } from './energy-symbol.js';
import { ModalDialog } from './modal-dialog.js';

export interface AttackChoice {
  readonly attack: number;
  readonly attackerBonus: number;
  readonly defenderReduction: number;
  /** What the attack counts, where only the table knows it ("for each card you discarded in this way"). */
  readonly count?: number;
  /** The Pokémon its text chooses ("1 of your opponent's Pokémon"). */
  readonly benchTargets?: readonly string[];
  /** The Energy cards its text discards from the attacker, where the player chooses ("Discard an Energy from this Pokémon"). */
  readonly energyDiscarded?: readonly string[];
  /** The card discarded from the top of the deck and which of its attacks is used (Slowking "Seek Inspiration"). */
  readonly revealed?: CardDef;
  readonly uses?: number;
}

/**
 * The Active Pokémon's attacks, each with its cost met or not and the damage the engine will
 * deal to the Defending Pokémon (its own six-step damage function, so Weakness and Resistance
 * are applied exactly as the hub will), confirmed in a dialog before it is sent. An attack the hub
 * refuses now (`checked`: the first turn, a Special Condition, the cost) is disabled with the rule beside it.
 */
export function AttackPicker({
  view,
  seat,
  disabled,
  checked,
  onAttack,
}: {
  view: GameView;
  seat: Seat;
  disabled: boolean;
  checked: CheckedActions | null;
  onAttack: (choice: AttackChoice) => void;
}) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const [chosen, setChosen] = useState<number | null>(null);
  const id = useId();
  const attacker = visible(view.players[seat].active);
  const defender = visible(view.players[otherSeat(seat)].active);
  if (!attacker || attacker.faceDown) return null;
  const attacks = attacksOf(attacker);
  const units = unitsOf(attacker.attached);
  return (
    <section className="panel attack-picker" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('attack.title', { name: cardName(topOf(attacker), cardLanguage) })}</h2>
      {attacks.length === 0 ? <p>{t('attack.none')}</p> : null}
      <ul className="attack-list">
        {attacks.map((attack, index) => {
          const met = canPay(attack.cost, units);
          const verdict = checked?.get(`attack:${index}`);
          // The hub's figure counts every card in play (Tools, Abilities, Stadiums, counts); the printed preview until it answers.
          const amount = verdict?.damage !== undefined ? verdict.damage : (previewDamage(view, seat, attack, 0, 0)?.amount ?? null);
          const counted = verdict?.counts;
          const chosenDamage = amount === null ? (targetChoice(attack)?.amount ?? null) : null;
          const discard = energyDiscardOf(attack);
          const plan = parseAttack(attack);
          const chosenDiscard = chosenDiscardOf(plan);
          return (
            <li key={index} data-testid="attack">
              <button
                type="button"
                disabled={disabled || refused(verdict)}
                onClick={() => setChosen(index)}
                aria-describedby={refused(verdict) ? `${id}-${index}-reason ${id}-${index}-info` : `${id}-${index}-info`}
              >
                {cardName(attack, cardLanguage)}
              </button>
              <ActionReason id={`${id}-${index}-reason`} action={verdict} />
              <span id={`${id}-${index}-info`} className="attack-info">
                <span className="cost" aria-label={t('attack.cost')}>
                  {attack.cost.length === 0 ? t('attack.free') : attack.cost.map((type, i) => <EnergySymbol key={i} type={type} />)}
                </span>{' '}
                {/* "Energy cost met" only where nothing else stops the attack: never on the first turn or while Paralyzed. */}
                {refused(verdict) ? null : (
                  <span className={met ? 'cost-met' : 'cost-unmet'} data-testid="cost-met">
                    {met ? `✔ ${t('attack.costMet')}` : `✘ ${t('attack.costNotMet')}`}
                  </span>
                )}{' '}
                {counted && counted.length > 0 ? (
                  <span data-testid="attack-damage">
                    {t(chosenDiscard ? 'attack.willDealByDiscard' : 'attack.willDealCounted', { min: counted[0]!.damage ?? 0, max: counted.at(-1)!.damage ?? 0 })}
                  </span>
                ) : amount !== null ? (
                  <span data-testid="attack-damage">{t('attack.willDeal', { amount })}</span>
                ) : chosenDamage !== null ? (
                  <span data-testid="attack-damage">{t('attack.willDealChosen', { amount: chosenDamage })}</span>
                ) : plan.copies === 'deck-top' ? (
                  <span data-testid="attack-damage">{t('attack.willDealDeckTop')}</span>
                ) : (
                  <span>{t('attack.noDamage')}</span>
                )}
                {/* A counted attack's range is already what its text's count gives. */}
                {attack.damage && attack.damage.modifier !== 'none' && !(counted && counted.length > 0) ? <span> {t('attack.plusEffects')}</span> : null}
                {discard ? <span data-testid="attack-discards">, {discardWords(t, discard)}</span> : null}
              </span>
            </li>
          );
        })}
      </ul>
      {chosen !== null && attacks[chosen] ? (
        <ConfirmAttack
          view={view}
          seat={seat}
          attack={attacks[chosen]}
          defenderName={defender ? cardName(topOf(defender), cardLanguage) : null}
          engine={checked?.get(`attack:${chosen}`)}
          onCancel={() => setChosen(null)}
          onConfirm={(attackerBonus, defenderReduction, count, targets, energy, deckTop) => {
            onAttack({
              attack: chosen,
              attackerBonus,
              defenderReduction,
              ...(count === undefined ? {} : { count }),
              ...(targets === undefined ? {} : { benchTargets: targets }),
              ...(energy === undefined ? {} : { energyDiscarded: energy }),
              ...deckTop,
            });
            setChosen(null);
          }}
        />
      ) : null}
    </section>
  );
}

function ConfirmAttack({
  view,
  seat,
  attack,
  defenderName,
  engine,
  onCancel,
  onConfirm,
}: {
  view: GameView;
  seat: Seat;
  attack: AttackDef;
  defenderName: string | null;
  engine: SeatAction | undefined;
  onCancel: () => void;
  onConfirm: (
    attackerBonus: number,
    defenderReduction: number,
    count: number | undefined,
    targets: readonly string[] | undefined,
    energy: readonly string[] | undefined,
    deckTop: { revealed?: CardDef; uses?: number },
  ) => void;
}) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const [bonus, setBonus] = useState(0);
  const [reduction, setReduction] = useState(0);
  const counts = engine?.counts ?? [];
  const [count, setCount] = useState<number | undefined>(counts.at(-1)?.count);
  const deckTop = parseAttack(attack).copies === 'deck-top';
  const [revealed, setRevealed] = useState<CardDef | null>(null);
  const [uses, setUses] = useState<number | undefined>(undefined);
  const usesMissing = revealed !== null && usableAttacks(revealed).length > 0 && uses === undefined;
  // The attack used as this one (Seek Inspiration's card's): its targets and Energy are what the dialog asks.
  const used = revealed && uses !== undefined ? usableAttacks(revealed)[uses] : undefined;
  const choice = targetChoice(used ?? attack);
  const [targets, setTargets] = useState<string[]>([]);
  const needed = choice ? Math.min(choice.count, eligibleInView(view, seat, choice).length) : 0;
  const attacker = visible(view.players[seat].active);
  const mine = inPlayOf(view.players[seat]).flatMap((p) => {
    const seen = visible(p);
    return seen ? [seen] : [];
  });
  // The hub's count where it has served this attack (the state the cards are in), the printed cards' until then.
  const served = !attacker ? null : used ? energyDiscardChoiceInView(attacker.attached, used) : engine ? servedEnergyChoice(engine, mine.flatMap((p) => p.attached)) : energyDiscardChoiceInView(attacker.attached, attack);
  // "Discard up to 2 Energy": as many cards as the count chosen, named only where some but not all of them go.
  const energyChoice = served?.perCount ? (count !== undefined && count > 0 && count < served.cards.length ? { ...served, count } : null) : served;
  const holderName = (id: string): string => {
    const holder = mine.find((p) => p.id === id);
    return holder ? cardName(topOf(holder), cardLanguage) : '—';
  };
  const [energy, setEnergy] = useState<string[]>([]);
  const bonusId = useId();
  const reductionId = useId();
  const countId = useId();
  const preview = previewDamage(view, seat, attack, bonus, reduction, counts.length > 0 ? count : undefined);
  const engineDamage = counts.length > 0 ? counts.find((c) => c.count === count)?.damage : engine?.damage;
  return (
    <ModalDialog title={t('attack.confirmTitle', { attack: cardName(attack, cardLanguage) })} onDismiss={onCancel} testId="confirm-attack">
      {attack.text ? <p className="attack-text">{cardText(attack, attack.text, cardLanguage)}</p> : null}
      {counts.length > 0 ? (
        <div className="field-row">
          <label htmlFor={countId}>{chosenDiscardOf(parseAttack(attack)) ? t('attackEnergy.count') : t('attack.count')}</label>
          <select
            id={countId}
            value={count}
            onChange={(e) => {
              setCount(Number(e.target.value));
              // Another count asks another pick of cards.
              setEnergy([]);
            }}
            data-testid="attack-count"
          >
            {counts.map((c) => (
              <option key={c.count} value={c.count}>
                {t('attack.countDamage', { count: c.count, damage: c.damage ?? 0 })}
              </option>
            ))}
          </select>
        </div>
      ) : null}
      {/* The card from the deck first: the attack it names decides whom the targets below are for. */}
      {deckTop ? (
        <AttackDeckTop
          card={revealed}
          uses={uses}
          onCard={(card) => {
            setRevealed(card);
            setUses(undefined);
          }}
          onUses={setUses}
        />
      ) : null}
      {choice ? <AttackTargets view={view} seat={seat} choice={choice} chosen={targets} onChange={setTargets} /> : null}
      {served?.perCount && count === served.cards.length && count > 0 ? <AttackEnergyAll choice={served} holderName={holderName} /> : null}
      {energyChoice && attacker ? <AttackEnergy choice={energyChoice} pokemon={cardName(topOf(attacker), cardLanguage)} chosen={energy} onChange={setEnergy} holderName={holderName} /> : null}
      {/* The printed steps below cannot see Tools, Abilities, Stadiums or counts: for a count, or where those change the figure, the engine's says so. */}
      {engineDamage !== undefined && engineDamage !== null && bonus === 0 && reduction === 0 && (counts.length > 0 || engineDamage !== preview?.amount) ? (
        <p data-testid="engine-damage">{t('attack.engineTotal', { amount: engineDamage, name: defenderName ?? '—' })}</p>
      ) : null}
      {preview ? (
        <dl className="damage-steps" data-testid="damage-steps">
          <div>
            <dt>{t('attack.base')}</dt>
            <dd>{preview.steps.base}</dd>
          </div>
          <div>
            <dt>{t('attack.afterWeakness')}</dt>
            <dd>{preview.steps.afterWeakness}</dd>
          </div>
          <div>
            <dt>{t('attack.afterResistance')}</dt>
            <dd>{preview.steps.afterResistance}</dd>
          </div>
          <div>
            <dt>{t('attack.total', { name: defenderName ?? '—' })}</dt>
            <dd data-testid="confirm-damage">{preview.amount}</dd>
          </div>
        </dl>
      ) : choice || counts.length > 0 || deckTop ? null : (
        <p>{t('attack.noDamage')}</p>
      )}
      <div className="field-row">
        <label htmlFor={bonusId}>{t('attack.attackerBonus')}</label>
        <input id={bonusId} type="number" step={10} value={bonus} onChange={(e) => setBonus(tens(e.target.value))} />
        <label htmlFor={reductionId}>{t('attack.defenderReduction')}</label>
        <input id={reductionId} type="number" step={10} value={reduction} onChange={(e) => setReduction(tens(e.target.value))} />
      </div>
      <div className="dialog-actions">
        <button type="button" onClick={onCancel}>
          {t('common.cancel')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={targets.length !== needed || (energyChoice !== null && energyPick(energyChoice, energy).kind !== 'valid') || usesMissing}
          onClick={() =>
            onConfirm(bonus, reduction, counts.length > 0 ? count : undefined, choice ? targets : undefined, energyChoice ? energy : undefined, {
              ...(revealed && { revealed }),
              ...(revealed && uses !== undefined && { uses }),
            })
          }
          data-testid="confirm-attack-button"
        >
          {t('attack.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}

const tens = (text: string): number => {
  const n = Math.round(Number(text) / 10) * 10;
  return Number.isFinite(n) ? Math.max(-1000, Math.min(1000, n)) : 0;
};

/**
 * What the engine's damage steps give for this attack on the Defending Pokémon; null without printed damage or a defender.
 * `count`: the count chosen for the attack. A "70×" attack's base is 70 times it, so the steps agree with the count's
 * damage the dialog shows above them; another printed modifier with a count ("30+") has no base a view can tell: null.
 */
export function previewDamage(view: GameView, seat: Seat, attack: AttackDef, attackerBonus: number, defenderReduction: number, count?: number) {
  const attacker = visible(view.players[seat].active);
  const defender = visible(view.players[otherSeat(seat)].active);
  if (!attacker || !defender || !attack.damage || !view.profile) return null;
  if (count !== undefined && attack.damage.modifier !== 'times') return null;
  return attackDamage(view.profile, {
    base: attack.damage.amount * (count ?? 1),
    attackerBonus,
    defenderReduction,
    attacker: topOf(attacker),
    defender: topOf(defender),
    defenderOnBench: false,
  });
}
