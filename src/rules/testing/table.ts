import type { CardDef } from '../card.js';
import type { CoinFace } from '../coin.js';
import type { Command } from '../command.js';
import { decide } from '../decide.js';
import type { GameEvent } from '../event.js';
import { evolve } from '../fold.js';
import type { RuleViolation } from '../rulebook.js';
import type { ProfileId, Format } from '../profile.js';
import { initialState, type GameState, type InPlayPokemon, type Seat } from '../state.js';
import { pendingCoinFlips } from '../view.js';

/**
 * A game at a table, for tests: commands go through `decide` and `evolve` exactly as in the hub, and
 * the full event log is kept so a test can replay it.
 */
export class Table {
  state: GameState = initialState;
  readonly log: GameEvent[] = [];

  /** Apply a command that must be legal; returns its events. */
  do(command: Command): GameEvent[] {
    const d = decide(this.state, command);
    if (!d.ok) throw new Error(`${command.type} refused: ${d.violation.code}: ${d.violation.message}`);
    for (const e of d.events) {
      this.state = evolve(this.state, e);
      this.log.push(e);
    }
    return d.events;
  }

  /** Try a command that must break a rule; returns the violation and leaves the state as it was. */
  refuse(command: Command): RuleViolation {
    const d = decide(this.state, command);
    if (d.ok) throw new Error(`${command.type} was accepted: ${JSON.stringify(d.events.map((e) => e.type))}`);
    return d.violation;
  }

  /** Answer the open coin prompt with these faces (a simulated flip, recorded as such). */
  flip(...results: CoinFace[]): GameEvent[] {
    const prompt = pendingCoinFlips(this.state)[0];
    if (!prompt) throw new Error('no coin flip is pending');
    return this.do({ type: 'RecordCoinFlip', promptId: prompt.promptId, results, origin: { kind: 'simulated', note: 'test' } });
  }

  pendingFlip(): string | null {
    return pendingCoinFlips(this.state)[0]?.reason ?? null;
  }

  active(seat: Seat): InPlayPokemon {
    const a = this.state.players[seat].active;
    if (!a) throw new Error(`${seat} has no Active Pokémon`);
    return a;
  }

  bench(seat: Seat, i: number): InPlayPokemon {
    const b = this.state.players[seat].bench[i];
    if (!b) throw new Error(`${seat} has no Benched Pokémon ${i}`);
    return b;
  }

  turnPlayer(): Seat {
    const t = this.state.turn;
    if (!t) throw new Error('no turn in progress');
    return t.player;
  }

  /** Each player ends their turn until turn `number` has begun. */
  passTo(number: number): void {
    while ((this.state.turn?.number ?? 0) < number) this.do({ type: 'EndTurn', player: this.turnPlayer() });
  }
}

export interface QuickSetup {
  readonly profile: ProfileId;
  readonly format?: Format;
  readonly p1: { readonly active: CardDef; readonly bench?: readonly CardDef[] };
  readonly p2: { readonly active: CardDef; readonly bench?: readonly CardDef[] };
  /** Who goes first; p1 unless said. */
  readonly first?: Seat;
}

/** A match set up without mulligans, revealed, at the start of the first player's first turn. */
export function quickStart(setup: QuickSetup): Table {
  const t = new Table();
  const first = setup.first ?? 'p1';
  t.do({ type: 'StartMatch', matchId: 'm1', profile: setup.profile, ...(setup.format && { format: setup.format }), players: [{ name: 'Ash' }, { name: 'Misty' }] });
  const coinFirst = t.state.profile?.whoStarts === 'coin-winner-chooses';
  if (coinFirst) {
    t.flip('heads');
    t.do({ type: 'ChooseFirstPlayer', player: 'p1', first });
  }
  for (const seat of ['p1', 'p2'] as const) {
    const side = setup[seat];
    t.do({ type: 'PlaceActive', player: seat, card: side.active, uid: `${seat}-active` });
    (side.bench ?? []).forEach((card, i) => t.do({ type: 'PlayToBench', player: seat, card, uid: `${seat}-bench${i}` }));
    t.do({ type: 'FinishSetup', player: seat });
  }
  if (!coinFirst) t.flip(first === 'p1' ? 'heads' : 'tails');
  return t;
}
