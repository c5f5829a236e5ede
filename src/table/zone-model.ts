import type { Seat } from '../rules/index.js';
import type { ZoneId } from '../devices/reader-port.js';

/** What a zone of the mat is for; the mirror reads gestures differently on each. */
export type ZoneRole =
  | { readonly kind: 'active'; readonly seat: Seat }
  | { readonly kind: 'bench'; readonly seat: Seat; readonly slot: number }
  | { readonly kind: 'tap'; readonly seat: Seat }
  | { readonly kind: 'stadium' }
  /** Discard, Lost Zone and prizes are watched (their readers keep health honest) but carry no gestures yet. */
  | { readonly kind: 'pile'; readonly seat: Seat; readonly pile: 'discard' | 'lost-zone' | 'prizes' };

const ZONE = /^(?:(p1|p2)\.(active|tap|discard|lost-zone|prizes|bench\.([1-8]))|(stadium))$/;

/** The role of a zone id as config.schema.ts's ZONE_ID spells it; null for anything else. */
export function zoneRole(zone: ZoneId): ZoneRole | null {
  const m = ZONE.exec(zone);
  if (!m) return null;
  if (m[4]) return { kind: 'stadium' };
  const seat = m[1] as Seat;
  const what = m[2];
  if (m[3]) return { kind: 'bench', seat, slot: Number(m[3]) };
  if (what === 'active') return { kind: 'active', seat };
  if (what === 'tap') return { kind: 'tap', seat };
  return { kind: 'pile', seat, pile: what as 'discard' | 'lost-zone' | 'prizes' };
}

/** How a prompt names a zone: "p1's Bench 2", "the Stadium zone". */
export function zoneLabel(zone: ZoneId): string {
  const role = zoneRole(zone);
  if (!role) return zone;
  switch (role.kind) {
    case 'active':
      return `${role.seat}'s Active Spot`;
    case 'bench':
      return `${role.seat}'s Bench ${role.slot}`;
    case 'tap':
      return `${role.seat}'s tap pad`;
    case 'stadium':
      return 'the Stadium zone';
    case 'pile':
      return `${role.seat}'s ${role.pile}`;
  }
}
