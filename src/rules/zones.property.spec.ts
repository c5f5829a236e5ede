import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { GameState, InPlayPokemon, PlayerState, TurnState } from './state.js';
import { setMon, setPlayer, setState, setTurn } from './zones.js';

/**
 * The state copies list their fields by hand (one literal shape is about 4x faster than a spread, zones.ts), so a
 * field added to a type and forgotten in its copy vanishes at the next change of anything else: `setTurn` once
 * dropped `stadiumsUsed`, and a Stadium could then be used twice in a turn. Each table below names every field of
 * its type, optional ones too (`-?`): a new field does not compile until it is listed here, and then this spec fails
 * until its copy keeps it.
 */
type EveryField<T> = { readonly [K in keyof T]-?: fc.Arbitrary<Exclude<T[K], undefined>> };

/** A value the copy must pass on as it is: the copies never look inside a field. */
const kept = <T,>(field: string): fc.Arbitrary<T> => fc.constant({ field } as unknown as T);

const pokemonFields: EveryField<InPlayPokemon> = {
  id: fc.string(),
  owner: fc.constantFrom('p1', 'p2'),
  stack: kept('stack'),
  attached: kept('attached'),
  damage: fc.nat(),
  rotation: kept('rotation'),
  poisoned: fc.boolean(),
  burned: fc.boolean(),
  enteredTurn: fc.nat(),
  faceDown: fc.boolean(),
  ditto: fc.constantFrom('marked', 'used'),
  effects: kept('effects'),
};

const playerFields: EveryField<PlayerState> = {
  name: fc.string(),
  active: kept('active'),
  bench: kept('bench'),
  hand: kept('hand'),
  deck: fc.nat(),
  deckSize: fc.nat(),
  deckList: kept('deckList'),
  prizes: fc.nat(),
  prizesSetOut: fc.nat(),
  prizesTaken: fc.nat(),
  prizesWaived: fc.constantFrom(0, 2, 4),
  discard: kept('discard'),
  lostZone: kept('lostZone'),
  mulligans: fc.nat(),
  setupDone: fc.boolean(),
  gxUsed: fc.boolean(),
  vstarUsed: fc.boolean(),
  vUnionNames: kept('vUnionNames'),
  effects: kept('effects'),
  onceUsed: kept('onceUsed'),
  knockedOutByAttack: kept('knockedOutByAttack'),
};

const turnFields: EveryField<TurnState> = {
  number: fc.nat(),
  player: fc.constantFrom('p1', 'p2'),
  energyAttached: fc.nat(),
  supportersPlayed: fc.nat(),
  stadiumsPlayed: fc.nat(),
  itemsPlayed: fc.nat(),
  dittoMarkerPlaced: fc.boolean(),
  retreats: fc.nat(),
  retreatFailed: fc.boolean(),
  stadiumsUsed: kept('stadiumsUsed'),
  abilitiesUsed: kept('abilitiesUsed'),
  supportersFromHand: kept('supportersFromHand'),
  chosen: kept('chosen'),
};

const gameFields: EveryField<GameState> = {
  matchId: fc.string(),
  profile: kept('profile'),
  formatName: fc.option(fc.string()),
  game: fc.nat(),
  stage: kept('stage'),
  players: kept('players'),
  tossWinner: fc.constantFrom('p1', 'p2'),
  firstPlayer: fc.constantFrom('p1', 'p2'),
  turn: kept('turn'),
  stadium: kept('stadium'),
  stadiums: kept('stadiums'),
  prompts: kept('prompts'),
  process: kept('process'),
  result: kept('result'),
  coinFlips: kept('coinFlips'),
  version: fc.nat(),
};

/** Every field the holder has, with its value: the copy must have the same, no more, no fewer. */
const fieldsOf = (holder: object) =>
  Object.entries(holder)
    .filter(([, value]) => value !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));

function keepsEveryField<T extends object>(fields: EveryField<T>, copy: (holder: T) => T) {
  // Every field set, then any subset of them.
  for (const holders of [fc.record(fields as never), fc.record(fields as never, { requiredKeys: [] })] as fc.Arbitrary<T>[]) {
    fc.assert(
      fc.property(holders, (holder: T) => {
        expect(fieldsOf(copy(holder))).toEqual(fieldsOf(holder));
      }),
    );
  }
}

describe('a change to one field of the state keeps every other field', () => {
  it('a Pokémon in play (setMon)', () => keepsEveryField(pokemonFields, (p) => setMon(p, {})));
  it('a player (setPlayer)', () => keepsEveryField(playerFields, (p) => setPlayer(p, {})));
  it('the turn (setTurn)', () => keepsEveryField(turnFields, (t) => setTurn(t, {})));
  it('the game (setState)', () => keepsEveryField(gameFields, (s) => setState(s, {})));
});
