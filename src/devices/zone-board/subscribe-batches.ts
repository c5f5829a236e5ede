import { MAX_PACKET_BYTES } from '../../mqtt/packet-guard.js';

/**
 * The hub's zone-board topic filters split into SUBSCRIBE packets a broker takes: four filters a
 * board make one packet larger than the embedded broker's MAX_PACKET_BYTES from about 40 boards on,
 * and the broker closes the connection on it. Each batch stays under half the limit.
 */
export function subscribeBatches(filters: readonly string[], maxPacketBytes = MAX_PACKET_BYTES): string[][] {
  const budget = Math.floor(maxPacketBytes / 2);
  const batches: string[][] = [];
  let batch: string[] = [];
  // A SUBSCRIBE: fixed header (at most 5 bytes), packet id (2), then per filter its length (2), the filter and its QoS (1).
  let size = 7;
  for (const filter of filters) {
    const cost = Buffer.byteLength(filter) + 3;
    if (batch.length > 0 && size + cost > budget) {
      batches.push(batch);
      batch = [];
      size = 7;
    }
    batch.push(filter);
    size += cost;
  }
  if (batch.length > 0) batches.push(batch);
  return batches;
}
