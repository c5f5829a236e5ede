/**
 * Per-board sequence numbers. A board numbers every report and keeps the counter across
 * reconnects and reboots (NVS), and resends what the broker did not acknowledge, so the hub sees
 * duplicates and, after a broker restart, old reports again: only a number above the last one
 * accepted is news. A jump forward means the board's buffer overflowed while it was offline.
 */
export type SequenceVerdict =
  | { readonly kind: 'fresh'; readonly lost: number }
  | { readonly kind: 'duplicate' }
  | { readonly kind: 'stale' };

export class SequenceGate {
  private last: number | undefined;

  /** The last accepted sequence number, if any since the hub started. */
  lastAccepted(): number | undefined {
    return this.last;
  }

  check(seq: number): SequenceVerdict {
    if (this.last === undefined) {
      this.last = seq;
      return { kind: 'fresh', lost: 0 };
    }
    if (seq === this.last) return { kind: 'duplicate' };
    if (seq < this.last) return { kind: 'stale' };
    const lost = seq - this.last - 1;
    this.last = seq;
    return { kind: 'fresh', lost };
  }

  /**
   * A live status announces the board's next sequence number. If that is not above what was
   * accepted, the board lost its counter (NVS erased, board swapped under the same id): start over,
   * or nothing it says would ever be accepted again. Returns whether it started over.
   */
  observeNextSeq(nextSeq: number): boolean {
    if (this.last === undefined || nextSeq > this.last) return false;
    this.last = undefined;
    return true;
  }
}
