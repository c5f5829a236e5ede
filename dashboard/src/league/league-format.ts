/** A table's time left as the hub last reported it: minutes and seconds, "0:00" once time is up. */
export function timeLeftText(remainingMs: number): string {
  const seconds = Math.max(0, Math.ceil(remainingMs / 1000));
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;
}

/** A win percentage as standings print it: one decimal, e.g. 62.5 %. */
export function percentText(fraction: number, language: string): string {
  return new Intl.NumberFormat(language, { style: 'percent', minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(fraction);
}

/** A match's games won by each side, e.g. "2–1" (ties count for no one); null before a game has finished. */
export function gamesScore(outcomes: readonly ('p1' | 'p2' | 'tie' | null)[]): string | null {
  if (!outcomes.some((o) => o !== null)) return null;
  const won = (side: 'p1' | 'p2') => outcomes.filter((o) => o === side).length;
  return `${won('p1')}–${won('p2')}`;
}

/** Who acted, as the event log names them ("organiser", "judge:<name>"): the judge's name, or null for the organiser. */
export function judgeName(by: string): string | null {
  return by.startsWith('judge:') ? by.slice('judge:'.length) : null;
}
