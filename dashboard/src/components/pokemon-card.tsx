import { useTranslation } from 'react-i18next';
import { isHidden, maxHpOf, remainingHp, topOf, type SeenPokemon } from '../game/game-view.js';
import { cardName } from '../game/card-names.js';
import { usePreferences } from '../preferences.js';
import { CardFace } from './card-face.js';
import { EnergySymbol } from './energy-symbol.js';
import './formats.css';

/**
 * One Pokémon in play as the rulebook shows it on the mat: the card turned for Asleep (left),
 * Confused (upside down) or Paralyzed (right), markers for Poisoned and Burned, damage counters
 * on it. Each of these is also written out, so no state depends on colour or rotation alone.
 * With `onAdjust`, tapping the card opens its damage counters and Special Conditions (adjust-sheet.tsx).
 */
export function PokemonCard({ pokemon: seen, position, onAdjust }: { pokemon: SeenPokemon; position: 'active' | 'bench'; onAdjust?: (id: string) => void }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  if (isHidden(seen)) {
    return (
      <article className={`pokemon pokemon-${position} face-down`} aria-label={t('card.faceDown')} data-pokemon={seen.id}>
        <div className="card-frame">
          <div className="card-face face-down-art" aria-hidden="true" />
        </div>
        <p className="card-name">{t('card.faceDown')}</p>
      </article>
    );
  }
  const pokemon = seen;
  const def = topOf(pokemon);
  const name = cardName(def, cardLanguage);
  const left = remainingHp(pokemon);
  const max = maxHpOf(pokemon);
  const counters = pokemon.damage / 10;
  const rotation = pokemon.rotation?.condition;
  const energy = pokemon.attached.filter((c) => c.def.supertype === 'Energy');
  const tools = pokemon.attached.filter((c) => c.def.supertype !== 'Energy');
  const frame = (
    <div className={`card-frame ${rotation ? `rotated-${rotation.toLowerCase()}` : ''}`}>
      <CardFace pokemon={pokemon} />
    </div>
  );
  return (
    <article className={`pokemon pokemon-${position}`} aria-label={name} data-pokemon={pokemon.id}>
      <div className="card-slot">
        {frame}
        {onAdjust ? (
          // The card itself is the control, as a player reaches for the card on the mat: a button laid over
          // the drawn face, not around it, so its name is the action and the face's text stays the face's.
          <button type="button" className="card-button" aria-label={t('adjustSheet.open', { name })} onClick={() => onAdjust(pokemon.id)} />
        ) : null}
      </div>
      <h3 className="card-name" data-testid="pokemon-name">
        {name}
        {def.stage && def.stage !== 'Basic' ? <span className="stage"> · {t(`cardFace.stage.${def.stage}`, { defaultValue: def.stage })}</span> : null}
      </h3>
      {pokemon.faceDown ? <p className="face-down-note">{t('card.faceDownOwn')}</p> : null}
      {pokemon.ditto === 'marked' ? (
        <p className="ditto-marker" data-testid="ditto-marker" title={t('board.dittoMarkerNote', { ns: 'formats' })}>
          <span aria-hidden="true">◆ </span>
          {t('board.dittoMarker', { ns: 'formats' })}
        </p>
      ) : null}
      {max !== undefined ? (
        <p className="hp" data-testid="hp">
          <meter min={0} max={max} value={left ?? 0} aria-hidden="true" />
          <span>{t('card.hpLeft', { left, max })}</span>
        </p>
      ) : null}
      <p className="damage" data-testid="damage">
        {t('card.damageCounters', { count: counters })}
      </p>
      <ul className="conditions" aria-label={t('card.conditions')}>
        {rotation ? (
          <li className={`condition condition-${rotation.toLowerCase()}`} data-testid="condition">
            <span aria-hidden="true">{ROTATION_ICON[rotation]} </span>
            {t(`condition.${rotation}`)}
          </li>
        ) : null}
        {pokemon.poisoned ? (
          <li className="condition marker marker-poisoned" data-testid="condition">
            <span aria-hidden="true">☠ </span>
            {t('condition.Poisoned')}
          </li>
        ) : null}
        {pokemon.burned ? (
          <li className="condition marker marker-burned" data-testid="condition">
            <span aria-hidden="true">♨ </span>
            {t('condition.Burned')}
          </li>
        ) : null}
      </ul>
      {energy.length > 0 ? (
        <p className="attached" aria-label={t('card.energyAttached')}>
          {energy.map((c) => (
            <span key={c.uid} className="attached-energy" title={cardName(c.def, cardLanguage)}>
              {(c.def.provides ?? c.def.types ?? ['Colorless']).map((type, i) => (
                <EnergySymbol key={i} type={type} />
              ))}
            </span>
          ))}
        </p>
      ) : null}
      {tools.length > 0 ? (
        <p className="attached-tools">
          {t('card.tools')}: {tools.map((c) => cardName(c.def, cardLanguage)).join(', ')}
        </p>
      ) : null}
    </article>
  );
}

const ROTATION_ICON = { Asleep: '↶', Confused: '↻', Paralyzed: '↷' } as const;
