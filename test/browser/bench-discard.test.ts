import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './artifacts.js';
import { takeSeat, viewWhere } from './game-flow.js';
import { cardDef } from './seat-client.js';
import { openTable, setUpGame, type TableFixture } from './table-fixture.js';

/**
 * #12 §1 on the tablet: Area Zero Underdepths (sv7-131) "When this card leaves play, both players discard Pokémon from
 * their Bench until they have 5": the player whose Bench is too big chooses which to discard in a dialog.
 */
describe('discarding down to the Bench size when Area Zero Underdepths leaves play', () => {
  let table: TableFixture;

  beforeAll(async () => {
    table = await openTable({ cards: { sv7: ['sv7-128', 'sv7-131'], sv2: ['sv2-62'] } });
  });

  afterAll(async () => {
    await table?.close();
  });

  it('asks for exactly the extra Pokémon and discards the ones chosen', async () => {
    const { match, page, dashboard, hub } = table;
    const { first } = await setUpGame(table, { first: 'sv7-128', second: 'sv2-62', firstBench: Array(5).fill('sv2-62') });
    const pikachu = await cardDef(hub, 'sv2-62');
    await match.seats[first].mustAccept({ type: 'PlayTrainer', player: first, card: await cardDef(hub, 'sv7-131') });
    await match.seats[first].mustAccept({ type: 'PlayToBench', player: first, card: pikachu, from: 'deck' });
    await match.seats[first].mustAccept({ type: 'PlayToBench', player: first, card: pikachu, from: 'deck' });
    // The Stadium leaves play (the player's adjustment stands in for the card that would discard it).
    const stadium = (await viewWhere(match.seats[first], (v) => v.stadium !== null)).stadium!.uid;
    await takeSeat(page, dashboard.url, match.codes[first]);
    await match.seats[first].mustAccept({ type: 'Adjust', player: first, reason: 'test: the Stadium is discarded', action: { kind: 'move-card', uid: stadium, to: 'discard' } });

    const dialog = page.getByTestId('prompt-dialog');
    await expect.poll(() => dialog.getByRole('heading').textContent()).toBe('Your Bench is too big');
    expect(await dialog.textContent()).toContain('Choose 2 Benched Pokémon to discard');
    const discard = dialog.getByRole('button', { name: 'Discard these' });
    await dialog.getByRole('checkbox').nth(0).check();
    expect(await discard.isDisabled()).toBe(true);
    await dialog.getByRole('checkbox').nth(1).check();
    await screenshot(page, 'table-bench-discard');
    await discard.click();
    const after = await viewWhere(match.seats[first], (v) => v.prompts.length === 0 && v.players[first].bench.length === 5);
    expect(after.players[first].discard.filter((c) => c.def.name === 'Pikachu')).toHaveLength(2);
    await expect.poll(() => dialog.count()).toBe(0);
  });
});
