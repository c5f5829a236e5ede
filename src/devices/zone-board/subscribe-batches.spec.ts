import { describe, expect, it } from 'vitest';
import { MAX_PACKET_BYTES } from '../../mqtt/packet-guard.js';
import { subscribeBatches } from './subscribe-batches.js';
import { topics } from './zone-board.protocol.js';

/** What the hub subscribes to for one board, with ids as long as the config allows (32 characters). */
function filtersOf(boards: number): string[] {
  const hub = 'h'.repeat(32);
  return Array.from({ length: boards }, (_, b) => {
    const table = `table-${b}`.padEnd(32, 'x');
    const board = `board-${b}`.padEnd(32, 'x');
    return [`${topics.base(hub, table, board)}/zone/+`, topics.availability(hub, table, board), topics.status(hub, table, board), topics.response(hub, table, board, '+')];
  }).flat();
}

const packetBytes = (batch: readonly string[]) => 7 + batch.reduce((sum, f) => sum + Buffer.byteLength(f) + 3, 0);

describe("the hub's zone-board subscriptions", () => {
  it('fit one SUBSCRIBE packet for a few boards', () => {
    expect(subscribeBatches(filtersOf(4))).toEqual([filtersOf(4)]);
  });

  it('are split into packets the broker takes for a hub of 256 tables with two boards each, every filter kept in order', () => {
    const filters = filtersOf(512);
    expect(packetBytes(filters)).toBeGreaterThan(MAX_PACKET_BYTES);
    const batches = subscribeBatches(filters);
    expect(batches.flat()).toEqual(filters);
    for (const batch of batches) expect(packetBytes(batch)).toBeLessThanOrEqual(MAX_PACKET_BYTES / 2);
  });
});
