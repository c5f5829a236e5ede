import type { ZoneId } from '../devices/reader-port.js';
import { stadiumsInPlay, type CardInst, type GameState, type InPlayPokemon, type Seat } from '../rules/index.js';
import { uidsOf, type LooseTag, type MirrorState, type Stack } from './mirror-state.js';
import { zoneRole } from './zone-model.js';

const SEATS: readonly Seat[] = ['p1', 'p2'];

export function inPlay(game: GameState, seat: Seat): InPlayPokemon[] {
  const p = game.players[seat];
  return p.active ? [p.active, ...p.bench] : [...p.bench];
}

export function pokemonById(game: GameState, id: string): { seat: Seat; pokemon: InPlayPokemon; active: boolean } | null {
  for (const seat of SEATS) {
    const p = game.players[seat];
    if (p.active?.id === id) return { seat, pokemon: p.active, active: true };
    const b = p.bench.find((m) => m.id === id);
    if (b) return { seat, pokemon: b, active: false };
  }
  return null;
}

export const cardsOf = (p: InPlayPokemon): readonly CardInst[] => [...p.stack, ...p.attached];
export const topOf = (p: InPlayPokemon): CardInst | undefined => p.stack[p.stack.length - 1];

/** The Stadium in play with this tag: the one, or one of several where the format allows (003 "Menü der Beschränkungen"). */
export const stadiumByUid = (game: GameState, uid: string): CardInst | undefined => stadiumsInPlay(game).find((c) => c.uid === uid);

/** Whether the engine knows this tag anywhere: in play, a discard pile, the Lost Zone, a known hand, the Stadium. */
export function engineKnows(game: GameState, uid: string): boolean {
  if (stadiumByUid(game, uid)) return true;
  for (const seat of SEATS) {
    const p = game.players[seat];
    if (inPlay(game, seat).some((m) => cardsOf(m).some((c) => c.uid === uid))) return true;
    if ([...p.discard, ...p.lostZone, ...p.hand.known].some((c) => c.uid === uid)) return true;
  }
  return false;
}

/**
 * Bring the mirror's stacks in line with the engine after any change, whoever made it (the mirror,
 * a player on the dashboard, a judge): a new match clears the picture; each stack takes the cards
 * the engine has on it; a stack the engine no longer has in play is expected to leave (a Stadium
 * stays while it is one of the Stadiums in play, however many the format allows); loose tags
 * the engine has taken into play join their stack; a new Active (retreat, switch, promotion) takes
 * the Active zone and the old one takes its place.
 */
export function syncWithGame(state: MirrorState, game: GameState, at: number): MirrorState {
  let s = state;
  if (game.matchId !== s.matchId) s = nextMatch(s, game.matchId, at);
  const leftBehind: LooseTag[] = [];
  let stacks: Stack[] = s.stacks.map((was) => {
    // Moved on the mat since the engine moved it: the table has followed.
    const stack = was.from !== null && was.at !== was.from ? { ...was, from: null } : was;
    if (stadiumByUid(game, stack.key)) return stack;
    const found = pokemonById(game, stack.key);
    if (!found) return stack.leaving ? stack : { ...stack, leaving: true };
    const uids = cardsOf(found.pokemon).map((c) => c.uid);
    if (sameList(uids, stack.uids) && !stack.leaving) return stack;
    // A card the engine discarded from it (a retreat's or an attack's Energy, a Tool) lies there until the players put it away: read again, it is no new card.
    const zone = stack.at;
    if (zone !== null) for (const uid of stack.uids) if (!uids.includes(uid) && putAway(game, uid)) leftBehind.push({ uid, cardId: s.cardIds[uid] ?? null, zone, seenAt: at, missingSince: null, status: 'ignored' });
    return { ...stack, uids, leaving: false };
  });
  const loose = [...s.loose, ...leftBehind.filter((t) => !s.loose.some((l) => l.uid === t.uid))].filter((tag) => {
    if (stacks.some((st) => st.uids.includes(tag.uid))) return false;
    const role = zoneRole(tag.zone);
    if (stadiumByUid(game, tag.uid)) {
      stacks = [...stacks, fresh(tag.uid, [tag.uid], tag.zone)];
      return false;
    }
    const found = pokemonById(game, tag.uid);
    if (found) {
      stacks = [...stacks, fresh(tag.uid, cardsOf(found.pokemon).map((c) => c.uid), tag.zone)];
      return false;
    }
    // A Trainer tapped on the tap pad is done once the engine has it.
    return !(role?.kind === 'tap' && engineKnows(game, tag.uid));
  });
  for (const seat of SEATS) stacks = followActive(stacks, game, seat);
  return { ...s, stacks, loose };
}

/**
 * A new match starts from an empty picture. The tags laid down while no game read them are read now (the first
 * match's Basics put out before it started). The last match's cards that still lie on the mat (its stacks, and the
 * tags it asked about or set aside) are left over: no gesture of this game, and no question, until they are taken
 * away; one moved to another zone is read afresh (mirror.ts tells the players to clear the mat).
 */
function nextMatch(s: MirrorState, matchId: string | null, at: number): MirrorState {
  const last = new Set(s.matchId === null ? [] : [...s.stacks.flatMap((st) => st.uids), ...s.loose.filter((t) => t.status !== 'new').map((t) => t.uid)]);
  // One of them no longer seen where it lay is nothing to the new game (its debounce window may not have closed yet).
  const lying = (t: LooseTag) => uidsOf(s.zones[t.zone]?.reading ?? null).includes(t.uid);
  const loose = s.loose.filter((t) => !last.has(t.uid) || lying(t)).map((t) => ({ ...t, status: last.has(t.uid) ? ('leftover' as const) : ('new' as const) }));
  for (const [zone, track] of Object.entries(s.zones)) {
    if (zoneRole(zone)?.kind === 'pile') continue;
    for (const uid of uidsOf(track.reading)) {
      if (last.has(uid) && !loose.some((t) => t.uid === uid)) loose.push({ uid, cardId: s.cardIds[uid] ?? null, zone, seenAt: at, missingSince: null, status: 'leftover' });
    }
  }
  return { ...s, matchId, stacks: [], piles: {}, loose, prompts: [], played: { turn: 0, cards: [] }, switchEffect: null };
}

/** In a discard pile or the Lost Zone: taken out of play by the engine. */
function putAway(game: GameState, uid: string): boolean {
  return SEATS.some((seat) => [...game.players[seat].discard, ...game.players[seat].lostZone].some((c) => c.uid === uid));
}

function fresh(key: string, uids: readonly string[], zone: ZoneId): Stack {
  return { key, uids, believed: zone, at: zone, missingSince: null, leaving: false, alsoAt: null, movedAt: null, from: null };
}

function followActive(stacks: Stack[], game: GameState, seat: Seat): Stack[] {
  const activeId = game.players[seat].active?.id;
  const zone = `${seat}.active`;
  const incoming = stacks.find((st) => st.key === activeId);
  if (!incoming || incoming.believed === zone) return stacks;
  const outgoing = stacks.find((st) => st.believed === zone && !st.leaving && st !== incoming);
  // Still lying where the engine had it: the players have yet to move it.
  const follow = (st: Stack, believed: ZoneId): Stack => ({ ...st, believed, from: st.at === st.believed && st.at !== believed ? st.at : null });
  return stacks.map((st) => {
    if (st === incoming) return follow(st, zone);
    if (st === outgoing) return follow(st, incoming.believed);
    return st;
  });
}

function sameList(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((x, i) => x === b[i]);
}
