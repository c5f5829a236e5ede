import { Injectable, Optional } from '@nestjs/common';
import { HubEventBus } from '../kernel/hub-events.js';

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

declare module '../kernel/hub-events.js' {
  interface HubEventMap {
    /**
     * A contributor's lines of /health may have changed: a reader came, went or read a tag, a board went
     * offline, a coin flipper connected. `key` is the contributor's (as registered); the live health page
     * asks /health again, the enrolment station its readers.
     */
    'health.changed': { readonly key: string };
  }
}

export interface HealthContributor {
  health(): readonly HealthComponent[];
}

/**
 * Each device or adapter registers itself here when it starts; /health asks every contributor.
 * A contributor that throws is reported as down instead of taking the page with it. A contributor
 * tells when its lines change (`changed`), so that live pages are pushed rather than poll.
 */
@Injectable()
export class HealthRegistry {
  private readonly contributors = new Map<string, HealthContributor>();

  /** Without the hub's bus (a driver's unit test, a bench) nobody listens for changes. */
  constructor(@Optional() private readonly events?: HubEventBus) {}

  register(key: string, contributor: HealthContributor): () => void {
    this.contributors.set(key, contributor);
    this.changed(key);
    return () => {
      if (this.contributors.delete(key)) this.changed(key);
    };
  }

  /** Announces that the contributor's lines of /health may have changed. */
  changed(key: string): void {
    this.events?.emit('health.changed', { key });
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
