/** One attempt at a secret: which credential it claims (a judge, a table's seats, the admin token) and from where. */
export interface Attempt {
  /** e.g. `judge:anna`, `seat:t1`, `admin`, `draft:<id>`; never the secret itself. */
  readonly credential: string;
  readonly address: string;
}

export interface ThrottlePolicy {
  /** Wrong attempts a key may make before it has to wait: typos cost nothing. */
  readonly freeFailures: number;
  /** The first wait; each further wrong attempt doubles it, up to `maxDelayMs`. */
  readonly firstDelayMs: number;
  readonly maxDelayMs: number;
  /** A key with no wrong attempt for this long starts afresh. */
  readonly forgetAfterMs: number;
}

/**
 * A guesser waits `maxDelayMs` per guess once the doubling has reached it: at 30 s that is about
 * 120 guesses an hour per credential, so the 10,000 four-digit PINs take days, whatever the
 * number of addresses. The real judge, a typo away, waits at most 30 s, never a long lockout.
 */
export const CREDENTIAL_POLICY: ThrottlePolicy = { freeFailures: 5, firstDelayMs: 1_000, maxDelayMs: 30_000, forgetAfterMs: 15 * 60_000 };
/** Every tablet of a store may share one address behind NAT: more typos before an address waits. */
export const ADDRESS_POLICY: ThrottlePolicy = { freeFailures: 10, firstDelayMs: 1_000, maxDelayMs: 30_000, forgetAfterMs: 15 * 60_000 };
/** Enough for every address and credential of a busy store; beyond it the longest-quiet entry goes. */
export const MAX_ENTRIES = 10_000;

interface Entry {
  failures: number;
  lastFailure: number;
  blockedUntil: number;
}

/**
 * Wrong attempts at any secret the hub checks, counted per credential and per address: a guesser
 * spreading over many addresses still waits per credential, one noisy address does not lock out
 * a judge elsewhere. The wait doubles with each wrong attempt instead of a long lockout, the table
 * is bounded, and the organiser can clear it.
 */
export class CredentialThrottle {
  private readonly entries = new Map<string, Entry>();

  constructor(
    private readonly clock: () => number = Date.now,
    private readonly policies = { credential: CREDENTIAL_POLICY, address: ADDRESS_POLICY },
    private readonly maxEntries = MAX_ENTRIES,
  ) {}

  /** Milliseconds until this attempt may be checked at all; 0 when it may now. */
  retryAfter(attempt: Attempt): number {
    const now = this.clock();
    const wait = (key: string) => Math.max(0, (this.live(key, now)?.blockedUntil ?? 0) - now);
    return Math.max(wait(credentialKey(attempt)), wait(addressKey(attempt)));
  }

  /** Records a wrong attempt; returns the wait it earned (the longer of the two keys'). */
  fail(attempt: Attempt): number {
    const now = this.clock();
    const a = this.record(credentialKey(attempt), this.policies.credential, now);
    const b = this.record(addressKey(attempt), this.policies.address, now);
    return Math.max(a, b) - now;
  }

  /** The right secret from this address: its typos are forgiven. The credential's count stays, or a guesser could reset it through someone else's sign-in. */
  succeed(attempt: Attempt): void {
    this.entries.delete(addressKey(attempt));
  }

  /** The organiser's reset; returns how many keys were waiting or counting. */
  clear(): number {
    const count = this.entries.size;
    this.entries.clear();
    return count;
  }

  get size(): number {
    return this.entries.size;
  }

  private record(key: string, policy: ThrottlePolicy, now: number): number {
    const previous = this.live(key, now);
    const failures = (previous?.failures ?? 0) + 1;
    const over = failures - policy.freeFailures;
    const delay = over <= 0 ? 0 : Math.min(policy.maxDelayMs, policy.firstDelayMs * 2 ** Math.min(over - 1, 30));
    const entry = { failures, lastFailure: now, blockedUntil: now + delay };
    // Re-inserted so the Map's order is least recently failed first: the eviction order.
    this.entries.delete(key);
    this.entries.set(key, entry);
    while (this.entries.size > this.maxEntries) this.entries.delete(this.entries.keys().next().value!);
    // The oldest entries that have been forgotten go now, not when the table is full.
    for (const oldest of this.entries.keys()) if (oldest === key || this.live(oldest, now) !== undefined) break;
    return entry.blockedUntil;
  }

  private live(key: string, now: number): Entry | undefined {
    const entry = this.entries.get(key);
    if (entry === undefined) return undefined;
    const policy = key.startsWith('address ') ? this.policies.address : this.policies.credential;
    if (now - entry.lastFailure > policy.forgetAfterMs && now >= entry.blockedUntil) {
      this.entries.delete(key);
      return undefined;
    }
    return entry;
  }
}

function credentialKey(attempt: Attempt): string {
  return `credential ${attempt.credential}`;
}

function addressKey(attempt: Attempt): string {
  return `address ${attempt.address}`;
}
