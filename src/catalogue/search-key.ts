/**
 * How names and numbers are compared: a player types "pokemon", "Knattatox ex" or "evoli" and
 * expects "Pokémon", "Knattatox-ex" and "Évoli". Case, accents, "ß"/"ss", apostrophes and
 * punctuation are ignored; words stay apart.
 */
export function nameKey(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/ß/g, 'ss')
    .replace(/['’`´]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim();
}

/** "057" = "57", "TG01" = "TG1", "swsh020" = "SWSH20": upper case, no leading zeros in the digits. */
export function numberKey(number: string): string {
  return number
    .trim()
    .toUpperCase()
    .replace(/(^|[^0-9])0+(?=\d)/g, '$1');
}

/** "PR-SV", "pr sv" and "PRSV" are one code. */
export function setCodeKey(code: string): string {
  return code.toUpperCase().replace(/[^A-Z0-9]/g, '');
}
