import { useTranslation } from 'react-i18next';
import type { EnergyType } from '@rules/index.js';
import { cardName } from '../game/card-names.js';
import { damageMarkers } from '../game/damage-markers.js';
import { maxHpOf, topOf, type InPlayPokemon } from '../game/game-view.js';
import { usePreferences } from '../preferences.js';
import { EnergySymbol } from './energy-symbol.js';
import { useFacePicture } from './face-picture.js';
import './card-face.css';

/**
 * A Pokémon's card face drawn from the catalogue data, since a store's tablet has no card images offline: its stage,
 * name and HP as the cards in play make it, its type's colour and symbol, the Energy and Tool attached, the damage
 * counters as the 100/50/10 markers players use, Poisoned and Burned markers, and Weakness, Resistance and Retreat
 * Cost in the footer as printed. Only a picture: the card's article writes every one of these out for screen readers.
 * The card's printed picture lies over it once loaded (catalogue.images); offline, or with images off, the drawn face
 * stays. Damage, conditions and attached Energy stay on top either way.
 */
export function CardFace({ pokemon }: { pokemon: InPlayPokemon }) {
  const { t } = useTranslation();
  const { cardLanguage } = usePreferences();
  const def = topOf(pokemon);
  const types: readonly EnergyType[] = def.types?.length ? def.types : ['Colorless'];
  const hp = maxHpOf(pokemon);
  const energy = pokemon.attached.filter((c) => c.def.supertype === 'Energy');
  const tool = pokemon.attached.find((c) => c.def.supertype === 'Trainer');
  // The view carries the Retreat Cost the cards in play make it (Float Stone), as it does HP.
  const retreat = 'retreatCost' in pokemon && typeof pokemon.retreatCost === 'number' ? pokemon.retreatCost : def.retreatCost;
  const { withArt, picture } = useFacePicture(def, cardName(def, cardLanguage));
  return (
    <div className={`card-face type-${types[0]!.toLowerCase()}${withArt ? ' with-art' : ''}`} aria-hidden="true" data-testid="card-face">
      {picture}
      <div className="face-top">
        <span className="face-stage">{def.stage ? t(`cardFace.stage.${def.stage}`, { defaultValue: def.stage }) : ''}</span>
        <span className="face-hp">
          {hp !== undefined ? <>{t('cardFace.hp')} {hp}</> : null}
          {types.map((type) => (
            <EnergySymbol key={type} type={type} />
          ))}
        </span>
      </div>
      <p className="face-name">{cardName(def, cardLanguage)}</p>
      <div className="face-art">
        <span className="face-emblem">
          <EnergySymbol type={types[0]!} />
        </span>
        <span className="face-markers">
          {damageMarkers(pokemon.damage).map((marker, i) => (
            <span key={i} className={`damage-marker damage-marker-${marker}`}>
              {marker}
            </span>
          ))}
          {pokemon.poisoned ? <span className="condition-marker marker-poisoned">☠</span> : null}
          {pokemon.burned ? <span className="condition-marker marker-burned">♨</span> : null}
        </span>
      </div>
      <div className="face-attached">
        {energy.flatMap((c) => (c.def.provides ?? c.def.types ?? ['Colorless']).map((type, i) => <EnergySymbol key={`${c.uid}-${i}`} type={type} />))}
        {tool ? <span className="face-tool">{cardName(tool.def, cardLanguage)}</span> : null}
      </div>
      <dl className="face-footer">
        <div>
          <dt>{t('cardFace.weakness')}</dt>
          <dd>
            {def.weaknesses.map((w) => (
              <span key={w.type}>
                <EnergySymbol type={w.type} />
                {w.kind === 'times' ? `×${w.amount}` : `+${w.amount}`}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>{t('cardFace.resistance')}</dt>
          <dd>
            {def.resistances.map((r) => (
              <span key={r.type}>
                <EnergySymbol type={r.type} />−{r.amount}
              </span>
            ))}
          </dd>
        </div>
        <div>
          <dt>{t('cardFace.retreat')}</dt>
          <dd>
            {Array.from({ length: retreat }, (_, i) => (
              <EnergySymbol key={i} type="Colorless" />
            ))}
          </dd>
        </div>
      </dl>
    </div>
  );
}
