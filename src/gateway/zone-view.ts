import type { Session, ZoneStatus } from '../protocol/index.js';

/**
 * What each client may see of the zone readers, decided here and only here (the game state's
 * counterpart is the engine's viewFor, through MatchService.view).
 *
 * - Judges and the admin see every reading as the reader reported it.
 * - A player sees everything on their own seat's zones: their own cards and tags.
 * - Everyone else (the opponent, spectators, a player of another table) sees of a zone only that
 *   its reader is connected and whether one card, several, something unreadable or nothing lies
 *   there (not the driver's reason for an unreadable tag, which may quote what it did read). Never a tag UID: it is the card's stable name, so watching it once face up maps it to
 *   the card for good, face-down setup cards and prizes included. Never the reader's card id
 *   either, not even on a revealed Active: the engine's view already names every public card, and
 *   a reading names a card before the rules accepted it (a card put down and prompted about).
 * - The shared Stadium zone holds only cards played face up: its card id goes to the players and
 *   spectators, its tag UID does not.
 */
export function zonesFor(zones: readonly ZoneStatus[], session: Session, tableId: string): ZoneStatus[] {
  if (session.role === 'judge' || session.role === 'admin') return [...zones];
  const seat = session.role === 'player' && session.table === tableId ? session.seat : null;
  return zones.map((status) => {
    if (seat !== null && status.zone.startsWith(`${seat}.`)) return status;
    return { ...status, reading: redacted(status.reading, status.zone === 'stadium') };
  });
}

const UNREADABLE = 'something lies there that the reader cannot read';

function redacted(reading: ZoneStatus['reading'], publicCard: boolean): ZoneStatus['reading'] {
  if (reading === null) return null;
  switch (reading.kind) {
    case 'present':
      return publicCard && reading.cardId !== undefined ? { kind: 'present', cardId: reading.cardId } : { kind: 'present' };
    case 'several':
      return { kind: 'several', count: Math.max(2, reading.uids?.length ?? reading.count ?? 2) };
    case 'unreadable':
      // A driver's reason may quote what it did read of the tag (a garbled NDEF record).
      return { kind: 'unreadable', reason: UNREADABLE };
    case 'absent':
      return reading;
  }
}
