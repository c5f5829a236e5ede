/** "p1.bench.2" -> "Player 1 · Bench 2", as the players call the spot on the mat. */
export function zoneLabel(zone: string, t: (key: string, options?: Record<string, unknown>) => string): string {
  const [owner, spot, index] = zone.split('.');
  if (owner === 'stadium') return t('zones.stadium');
  const seat = owner === 'p1' || owner === 'p2' ? t(`seat.${owner}`) : owner;
  const place = spot === 'bench' ? t('virtual.benchSpot', { index }) : spot === 'active' ? t('zones.active') : t(`virtual.spot.${spot}`, { defaultValue: spot });
  return `${seat} · ${place}`;
}
