/**
 * The name that evolution matches on (000 "Was gehört zum Namen eines Pokémon?", 002 "WHAT DOES AND
 * DOESN'T COUNT FOR A POKÉMON'S NAME?"): a level is not part of the name, δ (Delta Species) is not;
 * symbols, owners ("Brock's Geodude") and forms ("Alolan Meowth") are.
 */
export function pokemonName(printed: string): string {
  return printed
    .replace(/\s+LV\.?\s*X$/i, '')
    .replace(/\s+Lv\.?\s*\d+$/i, '')
    .replace(/\s*δ(\s*\(Delta Species\))?/g, '')
    .trim();
}
