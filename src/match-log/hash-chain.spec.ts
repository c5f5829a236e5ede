import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { canonicalJson } from './canonical-json.js';
import { CHAIN_FORMAT, eventHash, genesisHash } from './hash-chain.js';
import { nodeSha256Hex } from './node-sha256.js';

describe('the hash chain', () => {
  it('hash = sha256(prevHash + canonicalJSON({seq, actor, at, event}))', () => {
    fc.assert(
      fc.property(fc.string(), fc.nat(), fc.string({ minLength: 1 }), fc.string(), fc.jsonValue(), (prev, seq, actor, at, event) => {
        const expected = nodeSha256Hex(prev + canonicalJson({ seq, actor, at, event }));
        expect(eventHash(prev, seq, actor, at, canonicalJson(event), nodeSha256Hex)).toBe(expected);
      }),
    );
  });

  it('the genesis is the hash of the match identity, so a chain belongs to one match', () => {
    const match = { matchId: 'm-1', tableId: 'demo', startedAt: '2026-11-22T10:00:00.000Z', profile: 'sv', format: 'standard' };
    expect(genesisHash(match, nodeSha256Hex)).toBe(nodeSha256Hex(CHAIN_FORMAT + canonicalJson(match)));
    expect(genesisHash({ ...match, matchId: 'm-2' }, nodeSha256Hex)).not.toBe(genesisHash(match, nodeSha256Hex));
  });
});
