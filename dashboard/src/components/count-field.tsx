import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { CountRange } from '@rules/index.js';

/**
 * The count a player chooses for a text's "up to X" or "any amount" (000 'Was ist der Unterschied zwischen „bis zu“
 * und „beliebig viele“?'), in the era's range the engine reads from the text (`chosenCountRange`,
 * `trainerCountRange`): a number field bounded by it. The hub checks it again when the play comes.
 */
export function CountField({ range, value, onChange }: { range: CountRange; value: number; onChange: (count: number) => void }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <div className="field-row">
      <label htmlFor={id}>{range.max === null ? t('countField.anyAmount', { min: range.min }) : t('countField.upTo', { min: range.min, max: range.max })}</label>
      <input
        id={id}
        type="number"
        inputMode="numeric"
        min={range.min}
        max={range.max ?? undefined}
        step={1}
        value={value}
        onChange={(e) => onChange(withinRange(range, Number(e.target.value)))}
        data-testid="effect-count"
      />
    </div>
  );
}

/** What the field starts at: the most the text allows ("up to 2": 2); "any amount" has no most, so its least. */
export const defaultCount = (range: CountRange): number => range.max ?? range.min;

/** A typed count kept inside the range (a field's min/max do not stop typing). */
export function withinRange(range: CountRange, count: number): number {
  if (!Number.isFinite(count)) return defaultCount(range);
  const whole = Math.round(count);
  return Math.max(range.min, range.max === null ? whole : Math.min(range.max, whole));
}
