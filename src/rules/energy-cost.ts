import type { CardDef, EnergyType } from './card.js';
import type { CardInst } from './state.js';

/**
 * One unit of Energy: a type; 'any' for every type at a time (Legacy Energy, or a Special Energy whose
 * provision no text states); a list for "in any combination of Psychic Energy and Darkness Energy".
 */
export type EnergyUnit = EnergyType | 'any' | readonly EnergyType[];

/** What a card provides by its printed data alone; `continuous-effects.ts` reads the text's conditions. */
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

const fits = (unit: EnergyUnit, type: EnergyType): boolean => unit === type || unit === 'any' || (Array.isArray(unit) && unit.includes(type));

/**
 * Typed symbols need Energy of that type; Colorless symbols take any Energy (000 "A) Prüfe die an dein
 * Aktives Pokémon angelegte Energie", 004 "Attack with your Active Pokemon"). A unit that may be one of
 * several types is matched by search, so the choice of which symbol it pays never refuses a payable cost.
 */
export function canPay(cost: readonly EnergyType[], units: readonly EnergyUnit[]): boolean {
  // Each typed symbol takes one unit; the Colorless symbols take whatever units are left.
  if (units.length < cost.length) return false;
  const typed = cost.filter((c) => c !== 'Colorless');
  return assign(typed, 0, units, new Array<boolean>(units.length).fill(false));
}

function assign(typed: readonly EnergyType[], i: number, units: readonly EnergyUnit[], used: boolean[]): boolean {
  const t = typed[i];
  if (t === undefined) return true;
  for (let u = 0; u < units.length; u++) {
    if (used[u] || !fits(units[u] as EnergyUnit, t)) continue;
    used[u] = true;
    if (assign(typed, i + 1, units, used)) return true;
    used[u] = false;
    // A unit of exactly this type is as good as any other of that type: trying one is enough.
    if (units[u] === t) break;
  }
  return false;
}
