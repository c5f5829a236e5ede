import { useTranslation } from 'react-i18next';
import { targetAllowed, type TargetChoice } from '@rules/index.js';
import { cardName } from '../game/card-names.js';
import { otherSeat, topOf, visible, type GameView, type InPlayPokemon, type Seat } from '../game/game-view.js';
import { usePreferences } from '../preferences.js';

const LEGEND: Readonly<Record<TargetChoice['from'], string>> = {
  opponent: 'attackTargets.opponent',
  'opponent-bench': 'attackTargets.opponentBench',
  'own-bench': 'attackTargets.ownBench',
};

/** The Pokémon the attack's text may choose, as this viewer sees them: the Active one first where the text allows it. */
export function eligibleInView(view: GameView, seat: Seat, choice: TargetChoice): InPlayPokemon[] {
  const side = view.players[choice.from === 'own-bench' ? seat : otherSeat(seat)];
  const seen = [...(choice.from === 'opponent' ? [side.active] : []), ...side.bench].map(visible);
  return seen.filter((p): p is InPlayPokemon => p !== null && targetAllowed(p, choice.only));
}

/**
 * The Pokémon an attack's text chooses ("1 of your opponent's Pokémon", "2 of your opponent's Benched Pokémon"),
 * asked before the attack is confirmed (000 "Angreifen im Detail" d): as many as the text says, or all there are
 * where there are fewer. No more can be ticked than it takes.
 */
export function AttackTargets({ view, seat, choice, chosen, onChange }: { view: GameView; seat: Seat; choice: TargetChoice; chosen: readonly string[]; onChange: (chosen: string[]) => void }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const eligible = eligibleInView(view, seat, choice);
  const needed = Math.min(choice.count, eligible.length);
  const activeId = view.players[otherSeat(seat)].active?.id;
  const side = view.players[choice.from === 'own-bench' ? seat : otherSeat(seat)];
  const names = eligible.map((p) => cardName(topOf(p), cardLanguage));
  const isActive = (p: InPlayPokemon): boolean => choice.from === 'opponent' && p.id === activeId;
  const benchedNames = names.filter((_, i) => !isActive(eligible[i] as InPlayPokemon));
  // Two Benched Pokémon of one name (two Froakie) are told apart by their place on the Bench; the Active one is marked.
  const label = (p: InPlayPokemon, name: string): string => {
    if (isActive(p)) return t('attackTargets.active', { name });
    if (benchedNames.filter((n) => n === name).length < 2) return name;
    return t('attackTargets.benched', { name, place: side.bench.findIndex((b) => b?.id === p.id) + 1 });
  };
  return (
    <fieldset data-testid="attack-targets">
      <legend>{t(LEGEND[choice.from], { count: needed })}</legend>
      {choice.amount === null ? null : (
        <p data-testid="target-damage">{t(choice.from === 'opponent' ? 'attackTargets.damageActiveOrBench' : 'attackTargets.damageBench', { amount: choice.amount })}</p>
      )}
      {eligible.map((p, i) => {
        const name = names[i] ?? '';
        const ticked = chosen.includes(p.id);
        return (
          <label key={p.id} className="choice">
            <input
              type="checkbox"
              checked={ticked}
              disabled={!ticked && chosen.length >= needed}
              onChange={(e) => onChange(e.target.checked ? [...chosen, p.id] : chosen.filter((id) => id !== p.id))}
            />
            {label(p, name)}
          </label>
        );
      })}
      <output aria-live="polite">{t('attackTargets.chosen', { chosen: chosen.length, count: needed })}</output>
    </fieldset>
  );
}
