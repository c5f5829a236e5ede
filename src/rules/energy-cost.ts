import type { CardDef, EnergyType } from './card.js';
import type { CardInst } from './state.js';

/** One unit of Energy: a type, or 'any' for a Special Energy whose provision the data does not state. */
export type EnergyUnit = EnergyType | 'any';

export function energyUnits(def: CardDef): EnergyUnit[] {
  if (def.supertype !== 'Energy') return [];
  if (def.provides && def.provides.length > 0) return [...def.provides];
  // The catalogue leaves `provides` out when the text states it with conditions; treat it as one
  // Energy of any type rather than refuse a play the table may rightly make.
  return ['any'];
}

export function unitsOf(cards: readonly CardInst[]): EnergyUnit[] {
  const out: EnergyUnit[] = [];
  for (const c of cards) out.push(...energyUnits(c.def));
  return out;
}

/**
 * Typed symbols need Energy of that type; Colorless symbols take any Energy (000 "A) Prüfe die an dein
 * Aktives Pokémon angelegte Energie", 004 "Attack with your Active Pokemon").
 */
export function canPay(cost: readonly EnergyType[], units: readonly EnergyUnit[]): boolean {
  const pool = [...units];
  const typed = cost.filter((c) => c !== 'Colorless');
  const colorless = cost.length - typed.length;
  for (const t of typed) {
    let i = pool.indexOf(t);
    if (i < 0) i = pool.indexOf('any');
    if (i < 0) return false;
    pool.splice(i, 1);
  }
  return pool.length >= colorless;
}
