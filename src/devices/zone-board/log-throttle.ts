/**
 * Lets one warning per key through per window and counts the rest, so a board spraying garbage
 * cannot flood the log while each board's first complaint is still seen.
 */
export class LogThrottle {
  private readonly windows = new Map<string, { until: number; suppressed: number }>();

  constructor(
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** undefined: stay quiet; a number: log now, mentioning that many suppressed since last time. */
  admit(key: string): number | undefined {
    const now = this.now();
    const window = this.windows.get(key);
    if (window && now < window.until) {
      window.suppressed += 1;
      return undefined;
    }
    const suppressed = window?.suppressed ?? 0;
    this.windows.set(key, { until: now + this.windowMs, suppressed: 0 });
    return suppressed;
  }
}
