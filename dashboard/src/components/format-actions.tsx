import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CardDef } from '@rules/index.js';
import { cardName } from '../game/card-names.js';
import { inPlayOf, topOf, visible, type GameView, type InPlayPokemon, type Seat } from '../game/game-view.js';
import { usePreferences } from '../preferences.js';
import { CardSearch } from './card-search.js';
import './formats.css';
import { ModalDialog } from './modal-dialog.js';

type Send = (command: Record<string, unknown>) => void;

const isBasicPokemon = (card: CardDef) => card.supertype === 'Pokémon' && card.stage === 'Basic';
const isEvolution = (card: CardDef) => card.supertype === 'Pokémon' && (card.stage === 'Stage 1' || card.stage === 'Stage 2');

/**
 * The engine's `starting-pokemon` prompt (003 "Menü der Beschränkungen": "Jeder Spieler darf sein
 * startendes Pokémon zu Beginn des Spiels aussuchen"): the player names the Basic taken from the
 * deck, or draws as usual. Only the seat asked gets the dialog.
 */
export function StartingPokemonDialog({ view, seats }: { view: GameView; seats: readonly { seat: Seat; send: Send; disabled: boolean }[] }) {
  const { t } = useTranslation('formats');
  const prompt = view.prompts.find((p) => p.kind === 'starting-pokemon' && seats.some((s) => s.seat === p.player));
  const asker = prompt && prompt.kind === 'starting-pokemon' ? seats.find((s) => s.seat === prompt.player) : undefined;
  if (!asker || asker.disabled) return null;
  const { seat, send } = asker;
  return (
    <ModalDialog title={t('starting.title', { name: view.players[seat].name || seat })} testId="starting-pokemon-dialog">
      <p>{t('starting.text')}</p>
      <CardSearch label={t('starting.search')} fits={isBasicPokemon} disabled={false} onPick={(card) => send({ type: 'ChooseStartingPokemon', player: seat, card: card.id })} />
      <div className="dialog-actions">
        <button type="button" onClick={() => send({ type: 'ChooseStartingPokemon', player: seat })} data-testid="draw-as-usual">
          {t('starting.drawAsUsual')}
        </button>
      </div>
    </ModalDialog>
  );
}

/**
 * The actions the format adds to a turn, offered where the engine's state allows them: the Ditto
 * marker (003 "Ditto-Draft", "Packkampf") and a card played face down as Rainbow Energy (003
 * "Menü der Beschränkungen"). The engine still decides; a refusal shows in the banner.
 */
export function FormatActions({ view, seat, send, disabled }: { view: GameView; seat: Seat; send: Send; disabled: boolean }) {
  const { t } = useTranslation('formats');
  const turn = view.turn;
  const profile = view.profile;
  if (!turn || turn.player !== seat || view.stage !== 'main' || view.result || !profile) return null;
  const own = inPlayOf(view.players[seat])
    .map(visible)
    .filter((p): p is InPlayPokemon => p !== null);
  const markable = profile.dittoMarkers && !turn.dittoMarkerPlaced ? own.filter((p) => !p.ditto && topOf(p).stage === 'Basic' && !topOf(p).ruleBox) : [];
  // "Nicht während deines ersten Zuges oder während des Zuges, in dem dieses Pokémon ins Spiel gebracht wurde": each player's first turn is turn 1 or 2.
  const marked = profile.dittoMarkers && turn.number > 2 ? own.filter((p) => p.ditto === 'marked' && p.enteredTurn < turn.number) : [];
  const faceDown = profile.faceDownRainbowEnergy && turn.energyAttached < profile.energyPerTurn && own.length > 0;
  if (markable.length === 0 && marked.length === 0 && !faceDown) return null;
  return (
    <div className="format-actions" data-testid={`format-actions-${seat}`}>
      {markable.length > 0 ? <PokemonChoice title={t('actions.placeDitto')} pokemon={markable} disabled={disabled} onChoose={(p) => send({ type: 'PlaceDittoMarker', player: seat, target: p.id })} testId="place-ditto" /> : null}
      {marked.length > 0 ? <EvolveWithDitto pokemon={marked} seat={seat} send={send} disabled={disabled} /> : null}
      {faceDown ? <FaceDownEnergy pokemon={own} seat={seat} send={send} disabled={disabled} /> : null}
    </div>
  );
}

function PokemonChoice({ title, pokemon, disabled, onChoose, testId }: { title: string; pokemon: readonly InPlayPokemon[]; disabled: boolean; onChoose: (p: InPlayPokemon) => void; testId: string }) {
  const { cardLanguage } = usePreferences();
  return (
    <fieldset className="action-row" data-testid={testId}>
      <legend>{title}</legend>
      {pokemon.map((p) => (
        <button key={p.id} type="button" disabled={disabled} onClick={() => onChoose(p)}>
          {cardName(topOf(p), cardLanguage)}
        </button>
      ))}
    </fieldset>
  );
}

function EvolveWithDitto({ pokemon, seat, send, disabled }: { pokemon: readonly InPlayPokemon[]; seat: Seat; send: Send; disabled: boolean }) {
  const { t } = useTranslation('formats');
  const [target, setTarget] = useState<InPlayPokemon | null>(null);
  return (
    <>
      <PokemonChoice title={t('actions.evolveDitto')} pokemon={pokemon} disabled={disabled} onChoose={setTarget} testId="evolve-ditto" />
      {target ? (
        <ModalDialog title={t('actions.evolveDittoTitle')} onDismiss={() => setTarget(null)}>
          <p>{t('actions.evolveDittoText')}</p>
          <CardSearch
            label={t('actions.evolutionCard')}
            fits={isEvolution}
            disabled={disabled}
            onPick={(card) => {
              setTarget(null);
              send({ type: 'EvolveWithDittoMarker', player: seat, card: card.id, target: target.id });
            }}
          />
          <div className="dialog-actions">
            <button type="button" onClick={() => setTarget(null)}>
              {t('common.cancel', { ns: 'translation' })}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}

function FaceDownEnergy({ pokemon, seat, send, disabled }: { pokemon: readonly InPlayPokemon[]; seat: Seat; send: Send; disabled: boolean }) {
  const { t } = useTranslation('formats');
  const [target, setTarget] = useState<InPlayPokemon | null>(null);
  return (
    <>
      <PokemonChoice title={t('actions.faceDownEnergy')} pokemon={pokemon} disabled={disabled} onChoose={setTarget} testId="face-down-energy" />
      {target ? (
        <ModalDialog title={t('actions.faceDownEnergyTitle')} onDismiss={() => setTarget(null)}>
          <p>{t('actions.faceDownEnergyText')}</p>
          <CardSearch
            label={t('actions.faceDownCard')}
            fits={() => true}
            disabled={disabled}
            onPick={(card) => {
              setTarget(null);
              send({ type: 'AttachFaceDownEnergy', player: seat, card: card.id, target: target.id });
            }}
          />
          <div className="dialog-actions">
            <button type="button" onClick={() => setTarget(null)}>
              {t('common.cancel', { ns: 'translation' })}
            </button>
          </div>
        </ModalDialog>
      ) : null}
    </>
  );
}
