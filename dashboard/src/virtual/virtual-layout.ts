import type { VirtualStickerBody, VirtualTableStateBody } from '@protocol';
import type { Seat } from '../game/game-view.js';

export type VirtualCard = VirtualStickerBody;

export interface VirtualLayout {
  /** Each player's cards off the mat, in the order they were made. */
  readonly pools: Readonly<Record<Seat, readonly VirtualCard[]>>;
  /** The cards on each zone, bottom first, as the simulated readers last saw them. */
  readonly zones: Readonly<Record<string, readonly VirtualCard[]>>;
}

/**
 * The virtual table as the hub knows it, laid out again (after a reload, or on a second screen):
 * a sticker on a zone lies there, every other one is off the mat with its player. A tag on a zone
 * that is no virtual sticker (put there by a test or a tool) is left out: the page cannot show it.
 */
export function layOut(state: VirtualTableStateBody): VirtualLayout {
  const byUid = new Map(state.stickers.map((s) => [s.uid, s] as const));
  const onZones = new Set<string>();
  const zones: Record<string, VirtualCard[]> = {};
  for (const [zone, uids] of Object.entries(state.zones)) {
    const cards = uids.map((uid) => byUid.get(uid)).filter((c) => c !== undefined);
    for (const card of cards) onZones.add(card.uid);
    if (cards.length > 0) zones[zone] = cards;
  }
  const off = state.stickers.filter((s) => !onZones.has(s.uid));
  return { pools: { p1: off.filter((s) => s.seat === 'p1'), p2: off.filter((s) => s.seat === 'p2') }, zones };
}
