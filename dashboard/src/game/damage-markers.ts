/** The damage-counter markers players put on a card: 100, 50 and 10, the fewest that make the damage. */
export type DamageMarker = 100 | 50 | 10;

export function damageMarkers(damage: number): DamageMarker[] {
  const markers: DamageMarker[] = [];
  let left = Math.max(0, damage);
  for (const marker of [100, 50, 10] as const) {
    for (; left >= marker; left -= marker) markers.push(marker);
  }
  return markers;
}
