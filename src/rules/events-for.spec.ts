import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cardById } from '../catalogue/testing.js';
import type { GameEvent } from './event.js';
import type { Format } from './profile.js';
import { eventsFor, type ViewEvent } from './events-for.js';
import { initialState, SEATS, type GameState } from './state.js';
import { playRandomGame, type RandomGame } from './testing/arbitraries.js';
import { quickStart, Table } from './testing/table.js';
import { visibleCardIds, type Viewer } from './view.js';

const chespin = cardById('xy0-3');
const froakie = cardById('xy0-12');
const fennekin = cardById('xy0-8');
const potion = cardById('sv1-188');

const P1: Viewer = { role: 'player', seat: 'p1' };
const P2: Viewer = { role: 'player', seat: 'p2' };
const SPECTATOR: Viewer = { role: 'spectator' };
const JUDGE: Viewer = { role: 'judge' };

/** Two options of 003 "Menü der Beschränkungen", as src/formats builds them. */
const menu = (overrides: Format['overrides']): Format => ({ name: 'Menü der Beschränkungen', overrides });

/** Apply a command and return its events with the state they were folded onto. */
function step(t: Table, command: Parameters<Table['do']>[0]): { before: GameState; events: GameEvent[] } {
  const before = t.state;
  return { before, events: t.do(command) };
}

describe('eventsFor: the engine\'s events redacted by the rules of viewFor (STYLE.md 8)', () => {
  it('000 "Spielablauf" 5-8: a Pokémon placed face down in setup is "a Pokémon" to the opponent and spectators', () => {
    const t = new Table();
    t.do({ type: 'StartMatch', matchId: 'm', profile: 'sv', players: [{ name: 'Ash' }, { name: 'Misty' }] });
    t.flip('heads');
    t.do({ type: 'ChooseFirstPlayer', player: 'p1', first: 'p1' });
    const { before, events } = step(t, { type: 'PlaceActive', player: 'p1', card: chespin, uid: 'tag-1' });
    for (const viewer of [P2, SPECTATOR]) {
      const seen = eventsFor(before, events, viewer);
      expect(seen).toEqual([{ type: 'SetupPokemonPlaced', player: 'p1', position: 'active', card: { uid: 'hidden:p1:active', owner: 'p1', hidden: true } }]);
      expect(JSON.stringify(seen)).not.toMatch(/tag-1|Chespin/);
    }
    for (const viewer of [P1, JUDGE]) expect(eventsFor(before, events, viewer)).toEqual(events);
  });

  it('000 "Spielablauf" 8: once revealed, the Pokémon are public and named in the events that follow', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: fennekin } });
    const { before, events } = step(t, { type: 'PlayToBench', player: 'p1', card: froakie, uid: 'tag-2' });
    expect(eventsFor(before, events, P2)).toEqual(events);
  });

  it('000 "1) Ziehe eine Karte": a drawn card is "a card" to everyone, its owner included (the engine only counts it)', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: fennekin } });
    const { before, events } = step(t, { type: 'EndTurn', player: 'p1' });
    const draw = { type: 'CardsDrawn', player: 'p2', count: 1, cause: null };
    for (const viewer of [P1, P2, SPECTATOR, JUDGE]) expect(eventsFor(before, events, viewer)).toContainEqual(draw);
  });

  it('a card shown from the hand is seen by its owner and judges; the opponent and spectators learn only that one was shown', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: fennekin } });
    const { before, events } = step(t, { type: 'RevealHandCard', player: 'p1', card: potion, uid: 'potion-tag' });
    for (const viewer of [P2, SPECTATOR]) {
      expect(eventsFor(before, events, viewer)).toEqual([{ type: 'HandCardRevealed', player: 'p1', card: { uid: 'hidden:p1:hand', owner: 'p1', hidden: true } }]);
    }
    for (const viewer of [P1, JUDGE]) expect(eventsFor(before, events, viewer)).toEqual(events);
  });

  it('003 "Menü der Beschränkungen", open hands: the opponent sees a card shown from the hand, spectators still do not', () => {
    const t = quickStart({ profile: 'sv', format: menu({ openHands: true }), p1: { active: chespin }, p2: { active: fennekin } });
    const { before, events } = step(t, { type: 'RevealHandCard', player: 'p1', card: potion, uid: 'potion-tag' });
    expect(eventsFor(before, events, P2)).toEqual(events);
    expect(JSON.stringify(eventsFor(before, events, SPECTATOR))).not.toMatch(/potion-tag|Potion/);
  });

  it('003 "Menü der Beschränkungen", face-down Energy: the opponent sees a face-down Rainbow Energy, not the card nor its id', () => {
    const t = quickStart({ profile: 'sv', format: menu({ faceDownRainbowEnergy: true }), p1: { active: chespin }, p2: { active: fennekin } });
    const { before, events } = step(t, { type: 'AttachFaceDownEnergy', player: 'p1', card: potion, uid: 'fd', target: 'p1-active' });
    for (const viewer of [P2, SPECTATOR]) {
      const [attached] = eventsFor(before, events, viewer);
      expect(attached).toMatchObject({ type: 'EnergyAttached', target: 'p1-active', card: { uid: 'hidden:p1:attached', def: { name: 'Rainbow Energy (face down)' } } });
      expect(JSON.stringify(attached)).not.toMatch(/"fd"|Potion/);
    }
    expect(eventsFor(before, events, P1)).toEqual(events);
  });

  it('a registered deck list is its owner\'s and the judges\' until the match is over', () => {
    const list = [{ id: chespin.id, count: 60 }];
    const events = new Table().do({ type: 'StartMatch', matchId: 'm', profile: 'sv', players: [{ name: 'Ash', deckList: list }, { name: 'Misty' }] });
    const deckLists = (viewer: Viewer) => eventsFor(initialState, events, viewer).find((e) => e.type === 'MatchStarted');
    expect(deckLists(P1)).toMatchObject({ deckLists: [list, null] });
    expect(deckLists(JUDGE)).toMatchObject({ deckLists: [list, null] });
    expect(deckLists(P2)).toMatchObject({ deckLists: [null, null] });
    expect(deckLists(SPECTATOR)).toMatchObject({ deckLists: [null, null] });
  });

  it('a judge\'s restore does not repeat the restored state: each view carries it, redacted', () => {
    const t = quickStart({ profile: 'sv', p1: { active: chespin }, p2: { active: fennekin } });
    const point = t.state;
    t.do({ type: 'EndTurn', player: 'p1' });
    const { before, events } = step(t, { type: 'JudgeRestore', judge: 'Jo', reason: 'misplay', toSeq: point.version, state: point });
    for (const viewer of [P1, SPECTATOR, JUDGE]) expect(eventsFor(before, events, viewer)).toEqual([{ type: 'JudgeRestored', judge: 'Jo', reason: 'misplay', toSeq: point.version }]);
  });

  it("names other players' cards by aliases as viewFor does: the spectator sees no tag UID, a player only their own, the judge all", () => {
    const t = quickStart({ profile: 'sv', first: 'p2', p1: { active: chespin }, p2: { active: fennekin } });
    t.do({ type: 'EndTurn', player: 'p2' });
    t.do({ type: 'AttachEnergy', player: 'p1', card: cardById('sve-1'), target: 'p1-active' });
    const alias = (uid: string) => `alias-${uid}`;
    const { before, events } = step(t, { type: 'Attack', player: 'p1', attack: 0 });
    const damage = (viewer: Viewer) => eventsFor(before, events, viewer, alias).find((e) => e.type === 'DamageDealt');
    expect(damage(SPECTATOR)).toMatchObject({ target: 'alias-p2-active', cause: { attacker: 'alias-p1-active' } });
    expect(damage(P1)).toMatchObject({ target: 'alias-p2-active', cause: { attacker: 'p1-active' } });
    expect(damage(P2)).toMatchObject({ target: 'p2-active', cause: { attacker: 'alias-p1-active' } });
    expect(damage(JUDGE)).toMatchObject({ target: 'p2-active', cause: { attacker: 'p1-active' } });
  });

  it('over random games: an event for the opponent or a spectator names no card their views before and after it do not show', () => {
    const format = menu({ faceDownRainbowEnergy: true, openHands: true });
    const games = fc.oneof(
      fc.array(fc.nat({ max: 1 << 20 }), { minLength: 1, maxLength: 60 }).map((choices) => playRandomGame(choices, { keepStates: true })),
      fc
        .array(fc.nat({ max: 1 << 20 }), { minLength: 1, maxLength: 60 })
        .map((choices) => playRandomGame(choices, { keepStates: true, start: { type: 'StartMatch', matchId: 'menu', profile: 'sv', format, players: [{ name: 'A' }, { name: 'B' }] } })),
    );
    fc.assert(
      fc.property(games, (game) => {
        for (const { before, events, after } of batches(game)) {
          for (const viewer of [P1, P2, SPECTATOR]) {
            const visible = new Set([...visibleCardIds(before, viewer), ...visibleCardIds(after, viewer)]);
            const seen = eventsFor(before, events, viewer);
            for (const id of cardIdsIn(seen, before, after, events)) expect(visible, `${viewer.role} sees ${id} in ${JSON.stringify(seen)}`).toContain(id);
            for (const seat of SEATS) {
              if (viewer.role === 'player' && viewer.seat === seat) continue;
              for (const m of [after.players[seat].active, ...after.players[seat].bench]) {
                if (m?.faceDown) expect(JSON.stringify(seen)).not.toContain(`"${m.id}"`);
              }
            }
            for (const owner of printedSidesIn(seen)) expect(viewer.role === 'player' && viewer.seat === owner, 'a face-down card\'s printed side').toBe(true);
          }
        }
      }),
      { numRuns: 40 },
    );
  });
});

/** A random game cut into the events of each command, with the states before and after them. */
function batches(game: RandomGame): { before: GameState; events: GameEvent[]; after: GameState }[] {
  return game.states.map((after, i) => {
    const before = game.states[i - 1] ?? initialState;
    return { before, events: game.events.slice(before.version, after.version), after };
  });
}

/** Every real card id (of the states or brought in by the events) that the redacted events name. */
function cardIdsIn(seen: readonly ViewEvent[], before: GameState, after: GameState, events: readonly GameEvent[]): string[] {
  const ids = new Set<string>();
  const collect = (state: GameState) => {
    for (const seat of SEATS) {
      const p = state.players[seat];
      for (const m of [p.active, ...p.bench]) if (m) [m.id, ...m.stack.map((c) => c.uid), ...m.attached.map((c) => c.uid)].forEach((id) => ids.add(id));
      [...p.hand.known, ...p.discard, ...p.lostZone].forEach((c) => ids.add(c.uid));
    }
  };
  collect(before);
  collect(after);
  for (const e of events) if ('card' in e && typeof e.card === 'object' && e.card !== null) ids.add(e.card.uid);
  const named: string[] = [];
  const walk = (v: unknown): void => {
    if (typeof v === 'string' && ids.has(v)) named.push(v);
    else if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === 'object' && v !== null) Object.values(v).forEach(walk);
  };
  walk(seen);
  return named;
}

/** The owners of the face-down cards whose printed side the events show. */
function printedSidesIn(seen: readonly ViewEvent[]): unknown[] {
  const owners: unknown[] = [];
  const walk = (v: unknown): void => {
    if (Array.isArray(v)) v.forEach(walk);
    else if (typeof v === 'object' && v !== null) {
      if ('face' in v && 'owner' in v) owners.push(v.owner);
      Object.values(v).forEach(walk);
    }
  };
  walk(seen);
  return owners;
}
