import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameView } from '../../src/rules/index.js';
import { screenshot } from './artifacts.js';
import { takeSeat, viewWhere } from './game-flow.js';
import { cardDef } from './seat-client.js';
import { openTable, setUpGame, type TableFixture } from './table-fixture.js';

/**
 * #12 §2 on the tablet: an attack whose damage counts what only the table knows asks for the count before it is
 * confirmed and shows the damage it gives. Blastoise ex "Twin Cannons": "Discard up to 2 Basic Water Energy cards
 * from your hand. This attack does 140 damage for each card you discarded in this way." (sv3pt5-9), on
 * Ethan's Ho-Oh ex (sv10-39, Weakness Water ×2).
 */
describe('an attack that counts what only the table knows', () => {
  let table: TableFixture;

  beforeAll(async () => {
    table = await openTable({ cards: { sv3pt5: ['sv3pt5-7', 'sv3pt5-9'], sv10: ['sv10-39'] } });
  });

  afterAll(async () => {
    await table?.close();
  });

  it('asks how many, shows the damage of that count, and sends it with the attack', async () => {
    const { match, page, dashboard, hub } = table;
    const { first, second } = await setUpGame(table, { first: 'sv3pt5-7', second: 'sv10-39' });
    await match.seats[first].mustAccept({ type: 'EndTurn', player: first });
    await viewWhere(match.seats[second], (v) => v.turn?.number === 2);
    await match.seats[second].mustAccept({ type: 'EndTurn', player: second });
    const squirtle = (await viewWhere(match.seats[first], (v) => v.turn?.number === 3)).players[first].active!.id;
    await match.seats[first].mustAccept({ type: 'Evolve', player: first, card: await cardDef(hub, 'sv3pt5-9'), target: squirtle, source: { kind: 'effect', card: 'Rare Candy' } });
    const water = await cardDef(hub, 'sve-3');
    for (let i = 0; i < 2; i += 1) {
      await match.seats[first].mustAccept({ type: 'AttachEnergy', player: first, card: water, target: squirtle, source: { kind: 'effect', card: 'test' } });
    }
    await takeSeat(page, dashboard.url, match.codes[first]);

    const twinCannons = page.getByTestId('attack').filter({ hasText: 'Twin Cannons' });
    await expect.poll(() => twinCannons.getByTestId('attack-damage').textContent()).toBe('deals 280 to 560, by the count you enter');
    await twinCannons.getByRole('button', { name: 'Twin Cannons' }).click();
    const dialog = page.getByTestId('confirm-attack');
    expect(await dialog.getByTestId('engine-damage').textContent()).toBe('With every card in play: 560 to Ethan\'s Ho-Oh ex');
    await dialog.getByTestId('attack-count').selectOption('1');
    expect(await dialog.getByTestId('engine-damage').textContent()).toBe('With every card in play: 280 to Ethan\'s Ho-Oh ex');
    await screenshot(page, 'table-attack-count');
    await dialog.getByTestId('confirm-attack-button').click();
    const hit = await viewWhere(match.seats[second], (v: GameView) => ((v.players[second].active as { damage?: number } | null)?.damage ?? 0) > 0 || v.prompts.length > 0);
    expect((hit.players[second].active as { damage?: number }).damage).toBe(280);
  });
});
