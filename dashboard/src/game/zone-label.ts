type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "p1.bench.2" -> "Player 1 · Bench 2", as the players call the spot on the mat. */
export function zoneLabel(zone: string, t: Translate): string {
  const [owner] = zone.split('.');
  if (owner === 'stadium') return t('zones.stadium');
  const seat = owner === 'p1' || owner === 'p2' ? t(`seat.${owner}`) : owner;
  return `${seat} · ${spotLabel(zone, t)}`;
}

/** "p1.bench.2" -> "Bench 2": the spot alone, where the player's side is already named (the virtual table's sides). */
export function spotLabel(zone: string, t: Translate): string {
  const [owner, spot, index] = zone.split('.');
  if (owner === 'stadium') return t('zones.stadium');
  return spot === 'bench' ? t('virtual.benchSpot', { index }) : spot === 'active' ? t('zones.active') : t(`virtual.spot.${spot}`, { defaultValue: spot });
}
