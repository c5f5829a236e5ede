import type { MatchRecord } from './match-log.port.js';

/**
 * The match log's hash chain, without I/O so the browser's judge view can use it:
 *   genesis    = sha256("mirrormat-match-log/1" + canonicalJSON({matchId, tableId, startedAt, profile, format}))
 *   hash(seq)  = sha256(prevHash + canonicalJSON({seq, actor, at, event}))
 * where prevHash is the genesis for seq 1. The genesis binds the chain to its match, so the
 * events of one match cannot be passed off as another's.
 */
export const CHAIN_FORMAT = 'mirrormat-match-log/1';

export type Sha256 = (text: string) => string;

export type MatchIdentity = Pick<MatchRecord, 'matchId' | 'tableId' | 'startedAt' | 'profile' | 'format'>;

export function genesisHash(match: MatchIdentity, sha256: Sha256): string {
  // Keys in sorted order: this is canonicalJSON of the identity, written out for speed and clarity.
  const identity = `{"format":${JSON.stringify(match.format)},"matchId":${JSON.stringify(match.matchId)},"profile":${JSON.stringify(match.profile)},"startedAt":${JSON.stringify(match.startedAt)},"tableId":${JSON.stringify(match.tableId)}}`;
  return sha256(CHAIN_FORMAT + identity);
}

/** `eventJson` must already be canonical (canonical-json.ts). */
export function eventHash(prevHash: string, seq: number, actor: string, at: string, eventJson: string, sha256: Sha256): string {
  return sha256(`${prevHash}{"actor":${JSON.stringify(actor)},"at":${JSON.stringify(at)},"event":${eventJson},"seq":${seq}}`);
}
