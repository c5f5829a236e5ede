import { decide, pendingCoinFlips, type CardDef, type CardInst, type Command, type Decision, type GameEvent, type GameState, type InPlayPokemon, type Seat } from '../rules/index.js';
import { initialState } from '../rules/index.js';
import { CopyChoices } from './copy-choices.js';
import type { FedCommand, Refusal } from './replay-figures.js';

/**
 * The engine as the importer drives it: commands go through `decide`, the state it returns is kept, every
 * event is logged, and a refusal is recorded with the log line that asked for the play. Finding a Pokémon
 * by what the log calls it lives here too: a log has names, the engine has ids.
 */
export class ReplayTable {
  state: GameState = initialState;
  readonly events: GameEvent[] = [];
  readonly refusals: Refusal[] = [];
  /** Every command fed, in order, with its log line: the steps a reviewer walks through. */
  readonly trace: FedCommand[] = [];
  /** The commands the engine took, in order: from the start, `decide` over them gives this table's state again. */
  readonly taken: Command[] = [];
  fed = 0;

  constructor(readonly choices: CopyChoices = new CopyChoices()) {}

  /** Feed a command for a log line: true if the engine took it. */
  feed(command: Command, line: { readonly line: number; readonly text: string }): boolean {
    const d = decide(this.state, command);
    if (!d.ok) {
      const refusal: Refusal = { line: line.line, text: line.text, command: command.type, code: d.violation.code, message: d.violation.message, ref: d.violation.ref };
      this.refusals.push(refusal);
      this.trace.push({ line: line.line, command: command.type, eventsAfter: this.events.length, refusal });
      return false;
    }
    this.keep(d);
    this.taken.push(command);
    this.trace.push({ line: line.line, command: command.type, eventsAfter: this.events.length });
    return true;
  }

  /** What the engine would do with a command, without doing it. */
  try(command: Command): Decision {
    return decide(this.state, command);
  }

  keep(d: Decision & { ok: true }): void {
    this.state = d.state;
    this.events.push(...d.events);
    this.fed += 1;
  }

  /** Answer every open coin prompt: with the faces the log states, in order, and heads where it states none. */
  answerCoins(faces: ('heads' | 'tails')[], line: { readonly line: number; readonly text: string }): number {
    let assumed = 0;
    for (let prompt = pendingCoinFlips(this.state)[0]; prompt; prompt = pendingCoinFlips(this.state)[0]) {
      const count = prompt.request.mode === 'coins' ? prompt.request.count : 1;
      const results = Array.from({ length: count }, () => faces.shift() ?? (assumed++, 'heads' as const));
      if (!this.feed({ type: 'RecordCoinFlip', promptId: prompt.promptId, results, origin: { kind: 'simulated', note: `TCG Live battle log, line ${line.line}` } }, line)) break;
    }
    return assumed;
  }

  /**
   * The Pokémon of `seat` whose card in play is `card` (by name: printings differ in id), Active first or the
   * spot the log names; among several of one name, those satisfying `prefer` if any, the first in play
   * unless another copy is chosen (`CopyChoices`).
   */
  pokemon(seat: Seat, card: CardDef, spot?: 'active' | 'bench', prefer?: (p: InPlayPokemon) => boolean): InPlayPokemon | null {
    const pl = this.state.players[seat];
    const all = [...(pl.active ? [pl.active] : []), ...pl.bench];
    const named = all.filter((p) => top(p).name === card.name);
    const inSpot = spot === undefined ? named : named.filter((p) => (p === pl.active) === (spot === 'active'));
    const pool = inSpot.length > 0 ? inSpot : named;
    const preferred = prefer ? pool.filter(prefer) : [];
    return this.choices.pick(preferred.length > 0 ? preferred : pool) ?? null;
  }

  /**
   * The Benched Pokémon of that name that becomes the Active one (a retreat, a switch, a promotion): of several,
   * the one with the most cards attached first, as a player brings up the Pokémon they powered up, unless
   * another copy is chosen (`CopyChoices`): the line itself does not tell them apart.
   */
  benched(seat: Seat, card: CardDef): InPlayPokemon | null {
    const named = this.state.players[seat].bench.filter((p) => top(p).name === card.name);
    return this.choices.pick([...named].sort((a, b) => b.attached.length - a.attached.length)) ?? null;
  }

  /** A card of that name attached to the Pokémon, not one of `taken`. */
  attached(p: InPlayPokemon, card: CardDef, taken: readonly string[] = []): CardInst | null {
    return p.attached.find((c) => c.def.name === card.name && !taken.includes(c.uid)) ?? null;
  }

  discarded(seat: Seat, card: CardDef): CardInst | null {
    return this.state.players[seat].discard.find((c) => c.def.name === card.name) ?? null;
  }
}

export function top(p: InPlayPokemon): CardDef {
  const card = p.stack[p.stack.length - 1];
  if (!card) throw new Error(`Pokémon ${p.id} has no card`);
  return card.def;
}

/** A player's Pokémon in play, the Active one first. */
export function inPlay(state: GameState, seat: Seat): InPlayPokemon[] {
  const pl = state.players[seat];
  return [...(pl.active ? [pl.active] : []), ...pl.bench];
}

export type Condition = 'Asleep' | 'Burned' | 'Confused' | 'Paralyzed' | 'Poisoned';
const CONDITIONS: Readonly<Record<string, Condition>> = { Asleep: 'Asleep', Burned: 'Burned', Confused: 'Confused', Paralyzed: 'Paralyzed', Poisoned: 'Poisoned' };
export const conditionOf = (word: string): Condition | undefined => CONDITIONS[word];

export function hasCondition(p: InPlayPokemon, c: Condition): boolean {
  if (c === 'Poisoned') return p.poisoned;
  if (c === 'Burned') return p.burned;
  return p.rotation?.condition === c;
}
