import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameView } from '../../src/rules/index.js';
import { screenshot } from './artifacts.js';
import { takeSeat, viewWhere } from './game-flow.js';
import './poll-timing.js';
import { cardDef } from './seat-client.js';
import { openTable, setUpGame, type TableFixture } from './table-fixture.js';

/**
 * Slowking "Seek Inspiration" (sv7-58): "Discard the top card of your deck, and if that card is a Pokémon that doesn't
 * have a Rule Box, choose 1 of its attacks and use it as this attack." (000 "Angreifen im Detail": the attack used brings
 * its damage and effects.) On the tablet the player names the card discarded, Kyurem (sv6pt5-47), then its attack
 * Trifrost ("Discard all Energy from this Pokémon. This attack does 110 damage to 3 of your opponent's Pokémon."), quoted
 * once chosen, then the Pokémon it hits: Misty's two Snorlax (sv6-136).
 */
describe('Seek Inspiration played through the attack picker', () => {
  let table: TableFixture;

  beforeAll(async () => {
    table = await openTable({ cards: { sv7: ['sv7-57', 'sv7-58'], sv6: ['sv6-136'], sv6pt5: ['sv6pt5-47'] } });
  });

  afterAll(async () => {
    await table?.close();
  });

  it('the card named first, its attack quoted, then the targets that attack chooses; the attack made with the engine\'s damage', async () => {
    const { match, page, dashboard, hub } = table;
    const { first: ash, second: misty } = await setUpGame(table, { first: 'sv7-57', second: 'sv6-136' });
    await match.seats[ash].mustAccept({ type: 'EndTurn', player: ash });
    await viewWhere(match.seats[misty], (v) => v.turn?.number === 2);
    await match.seats[misty].mustAccept({ type: 'PlayToBench', player: misty, card: await cardDef(hub, 'sv6-136') });
    await match.seats[misty].mustAccept({ type: 'EndTurn', player: misty });
    const slowpoke = (await viewWhere(match.seats[ash], (v) => v.turn?.number === 3)).players[ash].active!.id;
    await match.seats[ash].mustAccept({ type: 'Evolve', player: ash, card: await cardDef(hub, 'sv7-58'), target: slowpoke });
    const psychic = await cardDef(hub, 'sve-5');
    await match.seats[ash].mustAccept({ type: 'AttachEnergy', player: ash, card: psychic, target: slowpoke });
    await match.seats[ash].mustAccept({ type: 'AttachEnergy', player: ash, card: psychic, target: slowpoke, source: { kind: 'effect', card: 'test' } });
    await takeSeat(page, dashboard.url, match.codes[ash]);

    const seek = page.getByTestId('attack').filter({ hasText: 'Seek Inspiration' });
    await expect.poll(() => seek.getByTestId('attack-damage').textContent()).toBe('deals what the attack it uses deals');
    await seek.getByRole('button', { name: 'Seek Inspiration' }).click();
    const dialog = page.getByTestId('confirm-attack');
    expect(await dialog.textContent()).not.toContain('no damage printed');
    const deckTop = dialog.getByTestId('attack-deck-top');
    await deckTop.getByLabel('Card you discarded from the top of your deck').fill('Kyurem');
    await deckTop.getByRole('button', { name: 'Find' }).click();
    await deckTop.getByRole('button', { name: /Kyurem/ }).click();
    await deckTop.getByTestId('deck-top-attack').selectOption('Trifrost');
    expect(await deckTop.getByTestId('deck-top-attack-text').textContent()).toBe(
      "Trifrost: Discard all Energy from this Pokémon. This attack does 110 damage to 3 of your opponent's Pokémon. (Don't apply Weakness and Resistance for Benched Pokémon.)",
    );
    // The targets come after the card that decides them, in the dialog's order.
    const targets = dialog.getByTestId('attack-targets');
    expect(await dialog.locator('[data-testid="attack-deck-top"], [data-testid="attack-targets"]').evaluateAll((els) => els.map((el) => el.getAttribute('data-testid')))).toEqual([
      'attack-deck-top',
      'attack-targets',
    ]);
    expect(await dialog.getByTestId('confirm-attack-button').isDisabled()).toBe(true);
    await targets.getByLabel('Snorlax (Active)').check();
    await targets.getByLabel('Snorlax', { exact: true }).check();
    await screenshot(page, 'table-attack-deck-top');
    await dialog.getByTestId('confirm-attack-button').click();

    const hit = await viewWhere(match.seats[misty], (v: GameView) => ((v.players[misty].bench[0] as { damage?: number } | undefined)?.damage ?? 0) > 0);
    expect((hit.players[misty].active as { damage?: number }).damage).toBe(110);
    expect((hit.players[misty].bench[0] as { damage?: number }).damage).toBe(110);
  });
});
