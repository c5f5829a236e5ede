import type { ReaderEvent, ZoneId, ZoneReading } from '../devices/reader-port.js';
import { crowded, uidsOf, type LooseTag, type MirrorState, type Stack } from './mirror-state.js';
import { zoneRole } from './zone-model.js';

/**
 * Where the tags physically are, from what the readers say: the debounce clocks of stacks and loose
 * tags, stacks seen on another zone (moved), new tags. Nothing here knows the rules.
 */
export function applyReaderEvent(state: MirrorState, event: ReaderEvent): MirrorState {
  const zone = event.zone;
  const track = state.zones[zone];
  if (!track) return state;
  switch (event.type) {
    case 'connected':
      // Nothing is inferred from a reconnected reader until it reports again.
      return { ...state, zones: { ...state.zones, [zone]: { reader: 'connected', reading: null } } };
    case 'disconnected':
      // A reader that is gone has seen nothing leave: every clock on its zone stops.
      return {
        ...state,
        zones: { ...state.zones, [zone]: { reader: 'disconnected', reading: null } },
        stacks: state.stacks.map((s) => (s.at === zone && s.missingSince !== null ? { ...s, missingSince: null } : s)),
        loose: state.loose.map((t) => (t.zone === zone && t.missingSince !== null ? { ...t, missingSince: null } : t)),
      };
    case 'reading':
      return applyReading({ ...state, zones: { ...state.zones, [zone]: { reader: 'connected', reading: event.reading } } }, zone, event.reading, event.at);
  }
}

function applyReading(state: MirrorState, zone: ZoneId, reading: ZoneReading, at: number): MirrorState {
  const seen = uidsOf(reading);
  if (zoneRole(zone)?.kind === 'pile') {
    // A card put on a pile says where it went; it moves no stack (an Energy discarded from a Pokémon is not the Pokémon).
    if (seen.length === 0) return state;
    const piles = { ...state.piles };
    for (const uid of seen) piles[uid] = zone;
    return { ...state, piles };
  }
  const clock = (uids: readonly string[], since: number | null): number | null => {
    if (uids.some((u) => seen.includes(u))) return null;
    // "Nothing", or exactly one tag that is not one of these: a positive report that they are not there.
    if (reading.kind === 'absent' || reading.kind === 'present') return since ?? at;
    // Unreadable, or several not all named: something is there, which is not "nothing".
    return null;
  };
  let stacks: Stack[] = state.stacks.map((s) => (s.at === zone ? { ...s, missingSince: clock(s.uids, s.missingSince) } : s));
  let loose: LooseTag[] = state.loose.map((t) => (t.zone === zone ? { ...t, missingSince: clock([t.uid], t.missingSince) } : t));
  // A stack the engine has already discarded makes way for whatever is seen there now.
  if (seen.length > 0) stacks = stacks.filter((s) => !(s.leaving && s.at === zone && !s.uids.some((u) => seen.includes(u))));

  const cardIds = reading.kind === 'present' && reading.cardId !== undefined ? { ...state.cardIds, [reading.uid]: reading.cardId } : state.cardIds;
  const stillSeenWhere = (where: ZoneId, uids: readonly string[]) => uidsOf(state.zones[where]?.reading ?? null).some((u) => uids.includes(u));

  for (const uid of seen) {
    const stack = stacks.find((s) => s.uids.includes(uid));
    if (stack) {
      if (stack.at === zone) continue;
      // Seen elsewhere while its own reader still shows it: a late reader or crosstalk; settled below.
      const moved = stack.at === null || !stillSeenWhere(stack.at, stack.uids);
      stacks = stacks.map((s) => (s === stack ? (moved ? { ...s, at: zone, missingSince: null, alsoAt: null, movedAt: at } : { ...s, alsoAt: zone }) : s));
      continue;
    }
    const tag = loose.find((t) => t.uid === uid);
    if (tag) {
      if (tag.zone !== zone && !stillSeenWhere(tag.zone, [uid])) {
        loose = loose.map((t) => (t === tag ? { ...t, zone, seenAt: at, missingSince: null, status: 'new' as const } : t));
      }
      continue;
    }
    loose = [...loose, { uid, cardId: cardIds[uid] ?? null, zone, seenAt: at, missingSince: null, status: 'new' }];
  }
  return { ...state, stacks: stacks.map((s) => settle(state, s, at)), loose, cardIds };
}

/** A stack also seen on another zone has moved there once its own reader stops seeing it. */
function settle(state: MirrorState, stack: Stack, at: number): Stack {
  if (stack.alsoAt === null) return stack;
  const sees = (zone: ZoneId | null) => zone !== null && uidsOf(state.zones[zone]?.reading ?? null).some((u) => stack.uids.includes(u));
  if (!sees(stack.alsoAt)) return { ...stack, alsoAt: null };
  if (sees(stack.at)) return stack;
  return { ...stack, at: stack.alsoAt, missingSince: null, alsoAt: null, movedAt: at };
}

/**
 * Time passes: a stack or tag whose reader has said "nothing" for the whole window, connected
 * throughout (a disconnect stops the clock), has left.
 */
export function applyTick(state: MirrorState, at: number): MirrorState {
  const due = (zone: ZoneId | null, since: number | null) =>
    zone !== null && since !== null && state.zones[zone]?.reader === 'connected' && at - since >= state.debounceMs;
  let changed = false;
  const stacks = state.stacks.map((s) => {
    if (!due(s.at, s.missingSince)) return s;
    changed = true;
    return { ...s, at: null, missingSince: null };
  });
  const loose = state.loose.filter((t) => {
    const gone = due(t.zone, t.missingSince);
    if (gone) changed = true;
    return !gone;
  });
  return changed ? { ...state, stacks, loose } : state;
}

/**
 * Stacks in motion: one gone quiet but not yet for the whole window, or one put down on a zone whose
 * stack has not yet been seen leaving (a swap half done), for at most a window. Gestures wait.
 */
export function inMotion(state: MirrorState, now: number): boolean {
  return state.stacks.some(
    (s) =>
      !s.leaving &&
      s.at !== null &&
      ((s.missingSince !== null && state.zones[s.at]?.reader === 'connected') ||
        (s.movedAt !== null && now - s.movedAt < state.debounceMs && crowded(state, s.at))),
  );
}
