import type { GameEvent } from '../rules/index.js';

/**
 * The Knock Outs of a replay: those the log states, those the engine made, and whether the engine's own damage
 * made them (an attack as the engine computed it, Poison at Checkup, damage counters the log states) or a
 * correction the importer entered to follow the log. A Knock Out is known by its owner and card name.
 */
export class KnockOutTally {
  logged = 0;
  found = 0;
  private readonly made: { readonly key: string; readonly own: boolean }[] = [];
  private seen = 0;

  /** Notes the engine's Knock Outs among `events` not seen yet (the replay's whole event list). */
  note(events: readonly GameEvent[], own: (key: string) => boolean): void {
    for (let i = this.seen; i < events.length; i++) {
      const e = events[i];
      if (e?.type === 'PokemonKnockedOut') this.made.push({ key: knockOutKey(e.player, e.name), own: own(knockOutKey(e.player, e.name)) });
    }
    this.seen = events.length;
  }

  /** The engine made this Knock Out and the log has not stated it yet. */
  pending(key: string): boolean {
    return this.made.some((k) => k.key === key);
  }

  /** A Knock Out the log states, matched to one the engine made: true if there was one. `counts`: it may be the engine's finding. */
  claim(key: string, counts = true): boolean {
    const i = this.made.findIndex((k) => k.key === key);
    if (i < 0) return false;
    if (this.made[i]?.own && counts) this.found += 1;
    this.made.splice(i, 1);
    return true;
  }

  /** Knock Outs the engine made that the log does not state. */
  get notInLog(): number {
    return this.made.length;
  }
}

export const knockOutKey = (player: string, name: string): string => `${player}:${name}`;

export function knockOutKeys(events: readonly GameEvent[]): string[] {
  return events.flatMap((e) => (e.type === 'PokemonKnockedOut' ? [knockOutKey(e.player, e.name)] : []));
}
