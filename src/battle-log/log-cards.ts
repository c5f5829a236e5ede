import type { CardDef } from '../rules/index.js';
import type { BattleLog, LogEntry } from './battle-log.js';
import type { CardResolver } from './card-resolver.js';

/**
 * The cards of one log: each name resolved once, with the attacks and Abilities the whole log has a card of
 * that name use, so a Pokémon resolves to a printing that has them all (the Drifloon with "Gust").
 */
export class LogCards {
  private readonly uses = new Map<string, Set<string>>();
  private readonly cards = new Map<string, CardDef | null>();

  constructor(
    private readonly log: BattleLog,
    private readonly resolver: CardResolver,
  ) {
    for (const entry of everyEntry(log)) {
      const a = entry.action;
      if (a?.kind !== 'use' && a?.kind !== 'attack') continue;
      const names = this.uses.get(a.pokemon.name) ?? new Set<string>();
      names.add(a.name);
      this.uses.set(a.pokemon.name, names);
    }
  }

  /** The printing a name of this log stands for (the one its TCG Live id names, where it has one); null if no catalogue card has the name. */
  card(name: string): CardDef | null {
    if (!this.cards.has(name)) this.cards.set(name, this.resolver.resolve(name, [...(this.uses.get(name) ?? [])], this.log.printings[name]));
    return this.cards.get(name) ?? null;
  }

  /** The names no catalogue card has, so far. */
  unresolved(): string[] {
    return [...this.cards].filter(([, card]) => card === null).map(([name]) => name).sort();
  }
}

function* everyEntry(log: BattleLog): Generator<LogEntry> {
  for (const s of log.sections) {
    for (const e of s.entries) {
      yield e;
      yield* e.effects;
    }
  }
}
