import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { abilityNamed } from '@rules/index.js';
import type { CheckedActions } from '../connection/use-seat-actions.js';
import { cardName, type CardNameLanguage } from '../game/card-names.js';
import { findPokemon, otherSeat, topOf, type GameView } from '../game/game-view.js';
import { playerName } from '../game/match-result.js';
import { usePreferences } from '../preferences.js';
import { AttackPicker } from './attack-picker.js';
import { ModalDialog } from './modal-dialog.js';

export type AttackAgainPrompt = Extract<GameView['prompts'][number], { kind: 'attack-again' }>;

/** The Pokémon that may attack again and the Ability that lets it, in the card language: the prompt names them as printed in English. */
export function attackAgainWords(view: GameView, prompt: AttackAgainPrompt, language: CardNameLanguage): { pokemon: string; ability: string } {
  const attacker = findPokemon(view, prompt.attacker);
  const ability = attacker ? abilityNamed(attacker, prompt.ability)?.ability : undefined;
  return { pokemon: attacker ? cardName(topOf(attacker), language) : prompt.attacker, ability: ability ? cardName(ability, language) : prompt.ability };
}

/**
 * After the turn's first attack an Ability (Dipplin's "Festival Lead") lets the same Pokémon attack again: "Attack again"
 * opens the attack picker of a first attack, for that Pokémon; "End turn" declines it. After a Knock Out the attacks
 * wait for the opponent's new Active Pokémon: the dialog says so, and the picker gives the hub's reason.
 */
export function AttackAgainDialog({
  view,
  prompt,
  checked,
  send,
}: {
  view: GameView;
  prompt: AttackAgainPrompt;
  checked: CheckedActions | null;
  send: (command: Record<string, unknown>) => void;
}) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const [picking, setPicking] = useState(false);
  const seat = prompt.player;
  const opponent = otherSeat(seat);
  const choosing = view.prompts.some((p) => p.kind === 'choose-active' && p.player === opponent);
  return (
    <ModalDialog title={t('prompt.attackAgain.title', attackAgainWords(view, prompt, cardLanguage))} testId="prompt-dialog">
      {picking ? (
        <AttackPicker view={view} seat={seat} disabled={false} checked={checked} onAttack={(choice) => send({ type: 'Attack', player: seat, ...choice })} />
      ) : (
        <p>{t('prompt.attackAgain.text')}</p>
      )}
      {choosing ? <p className="hint">{t('prompt.attackAgain.afterNewActive', { name: playerName(view, opponent, t) })}</p> : null}
      <div className="dialog-actions">
        {picking ? (
          <button type="button" onClick={() => setPicking(false)}>
            {t('prompt.attackAgain.back')}
          </button>
        ) : (
          <button type="button" className="primary" onClick={() => setPicking(true)} data-testid="attack-again">
            {t('prompt.attackAgain.attack')}
          </button>
        )}
        <button type="button" onClick={() => send({ type: 'EndTurn', player: seat })} data-testid="attack-again-end-turn">
          {t('prompt.attackAgain.endTurn')}
        </button>
      </div>
    </ModalDialog>
  );
}
