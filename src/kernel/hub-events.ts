import { Global, Inject, Injectable, Module, type OnModuleDestroy } from '@nestjs/common';
import { LOGGER, type Logger } from '../logging/logger.js';

/**
 * What happens in the hub that other features react to, by event name. Each feature adds its own
 * events by declaration merging beside the code that emits them, so the kernel imports no feature:
 *
 *     declare module '../kernel/hub-events.js' {
 *       interface HubEventMap { 'raid.changed': { raidId: string } }
 *     }
 */
export interface HubEventMap {}

export type HubEventName = keyof HubEventMap;
type Listener<N extends HubEventName> = (payload: HubEventMap[N]) => void;

/**
 * The one event bus of the hub (as zigbee2mqtt's EventBus): features emit and subscribe by typed
 * name instead of each keeping its own listener set. A listener that throws is logged and the
 * others still run, so one broken page never stops the game.
 */
@Injectable()
export class HubEventBus implements OnModuleDestroy {
  private readonly listeners = new Map<HubEventName, Set<Listener<never>>>();

  constructor(@Inject(LOGGER) private readonly logger: Logger) {}

  /** Subscribes; the returned function unsubscribes. */
  on<N extends HubEventName>(name: N, listener: Listener<N>): () => void {
    let set = this.listeners.get(name);
    if (set === undefined) this.listeners.set(name, (set = new Set()));
    set.add(listener as Listener<never>);
    return () => set.delete(listener as Listener<never>);
  }

  emit<N extends HubEventName>(name: N, payload: HubEventMap[N]): void {
    for (const listener of this.listeners.get(name) ?? []) {
      try {
        (listener as Listener<N>)(payload);
      } catch (error) {
        this.logger.error({ err: error, event: name }, 'a hub event listener failed');
      }
    }
  }

  onModuleDestroy(): void {
    this.listeners.clear();
  }
}

/** Provides the one HubEventBus to every module. */
@Global()
@Module({ providers: [HubEventBus], exports: [HubEventBus] })
export class HubEventsModule {}
