import { useTranslation } from 'react-i18next';
import type { EnergyType } from '@rules/index.js';

/** Letter codes as on printed cards' energy symbols; the type's name is always there for screen readers. */
const LETTER: Readonly<Record<EnergyType, string>> = {
  Grass: 'G',
  Fire: 'R',
  Water: 'W',
  Lightning: 'L',
  Psychic: 'P',
  Fighting: 'F',
  Darkness: 'D',
  Metal: 'M',
  Fairy: 'Y',
  Dragon: 'N',
  Colorless: 'C',
};

export function EnergySymbol({ type }: { type: EnergyType }) {
  const { t } = useTranslation();
  const name = t(`energy.${type}`);
  return (
    <abbr className={`energy energy-${type.toLowerCase()}`} title={name} aria-label={name}>
      {LETTER[type]}
    </abbr>
  );
}
