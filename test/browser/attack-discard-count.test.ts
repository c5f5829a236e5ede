import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameView } from '../../src/rules/index.js';
import { screenshot } from './artifacts.js';
import { takeSeat, viewWhere } from './game-flow.js';
import './poll-timing.js';
import { cardDef } from './seat-client.js';
import { openTable, setUpGame, type TableFixture } from './table-fixture.js';

/**
 * 000 'Was ist der Unterschied zwischen „bis zu“ und „beliebig viele“?': "bis zu X" is any number from 1 to X. Scizor ex
 * "Cross Breaker" (sv5-111): "Discard up to 2 Metal Energy from this Pokémon. This attack does 120 damage for each card
 * you discarded in this way." On the tablet the player chooses the count in the attack dialog, sees the damage of that
 * count (the printed steps agreeing with it), and the attack discards that many, on Misty's Snorlax (sv6-136).
 */
describe('an "up to 2" Energy discard attack played through the attack picker', () => {
  let table: TableFixture;

  beforeAll(async () => {
    table = await openTable({ cards: { sv5: ['sv5-1', 'sv5-111'], sv6: ['sv6-136'] } });
  });

  afterAll(async () => {
    await table?.close();
  });

  it('Cross Breaker: the count chosen, its damage shown, the attack made with that many Metal Energy discarded', async () => {
    const { match, page, dashboard, hub } = table;
    const { first: ash, second: misty } = await setUpGame(table, { first: 'sv5-1', second: 'sv6-136' });
    await match.seats[ash].mustAccept({ type: 'EndTurn', player: ash });
    await viewWhere(match.seats[misty], (v) => v.turn?.number === 2);
    await match.seats[misty].mustAccept({ type: 'EndTurn', player: misty });
    const scyther = (await viewWhere(match.seats[ash], (v) => v.turn?.number === 3)).players[ash].active!.id;
    await match.seats[ash].mustAccept({ type: 'Evolve', player: ash, card: await cardDef(hub, 'sv5-111'), target: scyther });
    const metal = await cardDef(hub, 'sve-8');
    await match.seats[ash].mustAccept({ type: 'AttachEnergy', player: ash, card: metal, target: scyther });
    await match.seats[ash].mustAccept({ type: 'AttachEnergy', player: ash, card: metal, target: scyther, source: { kind: 'effect', card: 'test' } });
    await takeSeat(page, dashboard.url, match.codes[ash]);

    const crossBreaker = page.getByTestId('attack').filter({ hasText: 'Cross Breaker' });
    await expect.poll(() => crossBreaker.getByTestId('attack-damage').textContent()).toBe('deals 120 to 240, by how many Energy cards you choose to discard');
    expect(await crossBreaker.textContent()).not.toContain('before coin flips');
    await crossBreaker.getByRole('button', { name: 'Cross Breaker' }).click();
    const dialog = page.getByTestId('confirm-attack');
    const count = dialog.getByTestId('attack-count');
    expect(await count.locator('option').allTextContents()).toEqual(['1: 120 damage', '2: 240 damage']);
    expect(await dialog.getByTestId('engine-damage').textContent()).toBe('With every card in play: 240 to Snorlax');
    expect(await dialog.getByTestId('confirm-damage').textContent()).toBe('240');
    await count.selectOption('1');
    expect(await dialog.getByTestId('engine-damage').textContent()).toBe('With every card in play: 120 to Snorlax');
    expect(await dialog.getByTestId('confirm-damage').textContent()).toBe('120');
    await screenshot(page, 'table-attack-discard-count');
    await dialog.getByTestId('confirm-attack-button').click();

    const hit = await viewWhere(match.seats[misty], (v: GameView) => ((v.players[misty].active as { damage?: number } | null)?.damage ?? 0) > 0);
    expect((hit.players[misty].active as { damage?: number }).damage).toBe(120);
    const after = await viewWhere(match.seats[ash], (v) => v.players[ash].discard.length > 0);
    expect(after.players[ash].discard.map((c) => (c as { def: { name: string } }).def.name)).toEqual(['Basic Metal Energy']);
    expect((after.players[ash].active as { attached?: readonly unknown[] } | null)?.attached).toHaveLength(1);
  });
});
