import { describe, expect, it } from 'vitest';
import { initialRaidState, type RaidEvent } from './index.js';
import { act, answer, card } from './raid.testing.js';
import { raidKind } from './raid.kind.js';

// 003 "Raid-Format", "Vorbereitung": the raid deck lies face down ("verdeckt"); the table sees its size only.
describe('the raid as a game kind', () => {
  it("shows the table the raid's start and its setup shuffle without the deck's order, and every die's face", () => {
    const deck = [card.energy(), card.hop(), card.marnie(), card.potion()];
    const started = act(initialRaidState, {
      type: 'StartRaid',
      raidId: 'raid-1',
      format: 'raid',
      exhaustionRule: 'off',
      players: ['Monika', 'Ralph'].map((name) => ({ name, active: { card: card.koraidon(), damage: 0 } })),
      boss: [card.zacian()],
      raidDeck: deck,
    });
    const shuffled = answer(started.state);
    const events: RaidEvent[] = [...started.events, ...shuffled.events];
    const seen = raidKind.eventsFor(shuffled.state, events, 'table', 'raid-1');

    expect(seen).toHaveLength(events.length);
    expect(JSON.stringify(seen)).not.toMatch(/"deck":|"order":|"value":/);
    expect(seen.find((e) => (e as RaidEvent).type === 'RaidStarted')).toMatchObject({ deckSize: 4 });
    expect(seen.find((e) => (e as RaidEvent).type === 'RaidDeckShuffled')).toMatchObject({ size: 4 });
    expect(seen.find((e) => (e as RaidEvent).type === 'RandomSupplied')).not.toHaveProperty('value');
    expect(raidKind.viewFor(shuffled.state, 'table', 'raid-1')).toMatchObject({ deckSize: 4 });
  });

  it('keeps a die roll as it fell: its face decides the table, it tells no card order', () => {
    const rolled: RaidEvent = { type: 'RandomSupplied', promptId: 'p1', value: 5, origin: { kind: 'table', note: 'green die' } };
    expect(raidKind.eventsFor(initialRaidState, [rolled], 'table', 'raid-1')).toEqual([rolled]);
  });
});
