/**
 * Failed sign-ins per network address. Judge PINs may be four digits: without a limit a script
 * reconnecting over and over would find one in minutes. After `limit` failures within `windowMs`
 * an address may not try again until the oldest of them leaves the window.
 */
export class SignInThrottle {
  private readonly failures = new Map<string, number[]>();

  constructor(
    private readonly limit = 10,
    private readonly windowMs = 15 * 60_000,
    private readonly clock: () => number = Date.now,
  ) {}

  /** Milliseconds until this address may try again; 0 when it may now. */
  retryAfter(address: string): number {
    const recent = this.recent(address);
    if (recent.length < this.limit) return 0;
    return recent[recent.length - this.limit]! + this.windowMs - this.clock();
  }

  fail(address: string): void {
    this.failures.set(address, [...this.recent(address), this.clock()]);
  }

  private recent(address: string): number[] {
    const since = this.clock() - this.windowMs;
    const recent = (this.failures.get(address) ?? []).filter((at) => at > since);
    if (recent.length === 0) this.failures.delete(address);
    return recent;
  }
}
