export interface ConnectionLimitsConfig {
  readonly connectionsPerAddress: number;
  readonly connections: number;
}

/** Open connections per client address and in all; a place is taken on connect and given back on close. */
export class ConnectionLimits {
  private readonly perAddress = new Map<string, number>();
  private total = 0;

  constructor(private readonly limits: ConnectionLimitsConfig) {}

  /** A release function for the place taken, or why this connection may not be kept. */
  admit(address: string): (() => void) | { readonly refused: string } {
    const open = this.perAddress.get(address) ?? 0;
    if (this.total >= this.limits.connections) return { refused: `the hub holds its limit of ${this.limits.connections} connections` };
    if (open >= this.limits.connectionsPerAddress) return { refused: `${address} holds its limit of ${this.limits.connectionsPerAddress} connections` };
    this.perAddress.set(address, open + 1);
    this.total += 1;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      this.total -= 1;
      const left = (this.perAddress.get(address) ?? 1) - 1;
      // No entry for an address without connections: the map is bounded by the open connections.
      if (left === 0) this.perAddress.delete(address);
      else this.perAddress.set(address, left);
    };
  }

  get open(): number {
    return this.total;
  }

  get addresses(): number {
    return this.perAddress.size;
  }
}
