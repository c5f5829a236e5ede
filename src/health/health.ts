import { Injectable } from '@nestjs/common';

/** One line of /health: the database, the broker, a reader, a board, a coin flipper... */
export interface HealthComponent {
  readonly kind: 'database' | 'mqtt-broker' | 'reader' | 'zone-board' | 'coin-flipper' | 'catalogue' | 'adapter';
  /** Stable name, e.g. the PC/SC reader name, the board id, the serial path. */
  readonly name: string;
  readonly status: 'up' | 'down' | 'degraded' | 'disabled';
  readonly tableId?: string;
  /** ISO time the component was last heard from. */
  readonly lastSeen?: string;
  readonly detail?: Readonly<Record<string, unknown>>;
}

export interface HealthContributor {
  health(): readonly HealthComponent[];
}

/**
 * Each device or adapter registers itself here when it starts; /health asks every contributor.
 * A contributor that throws is reported as down instead of taking the page with it.
 */
@Injectable()
export class HealthRegistry {
  private readonly contributors = new Map<string, HealthContributor>();

  register(key: string, contributor: HealthContributor): () => void {
    this.contributors.set(key, contributor);
    return () => this.contributors.delete(key);
  }

  snapshot(): HealthComponent[] {
    const out: HealthComponent[] = [];
    for (const [key, contributor] of this.contributors) {
      try {
        out.push(...contributor.health());
      } catch (error) {
        out.push({ kind: 'adapter', name: key, status: 'down', detail: { error: String(error) } });
      }
    }
    return out;
  }
}
