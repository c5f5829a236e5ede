import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GameView, Seat } from '../../src/rules/index.js';
import { screenshot } from './artifacts.js';
import { startMatch, takeSeat, viewWhere } from './game-flow.js';
import { cardDef } from './seat-client.js';
import { openTable, setUpGame, type TableFixture } from './table-fixture.js';

/**
 * #12 §2 on the tablet: an attack whose damage counts what only the table knows asks for the count before it is
 * confirmed and shows the damage it gives. Blastoise ex "Twin Cannons": "Discard up to 2 Basic Water Energy cards
 * from your hand. This attack does 140 damage for each card you discarded in this way." (sv3pt5-9), on
 * Ethan's Ho-Oh ex (sv10-39, Weakness Water ×2). Then the Pokémon an attack's text chooses, asked in the same dialog
 * (000 "Angreifen im Detail" d): Mantine "Aqua Dive" (sv8-40): "This attack does 50 damage to 1 of your opponent's
 * Pokémon."
 */
describe('an attack that counts what only the table knows, and one that chooses its target', () => {
  let table: TableFixture;
  let first: Seat;
  let second: Seat;

  beforeAll(async () => {
    table = await openTable({ cards: { sv3pt5: ['sv3pt5-7', 'sv3pt5-9'], sv10: ['sv10-39'], sv8: ['sv8-40'], sv6: ['sv6-17', 'sv6-18', 'sv6-149'] } });
  });

  afterAll(async () => {
    await table?.close();
  });

  it('asks how many, shows the damage of that count, and sends it with the attack', async () => {
    const { match, page, dashboard, hub } = table;
    ({ first, second } = await setUpGame(table, { first: 'sv3pt5-7', second: 'sv10-39', firstBench: ['sv3pt5-7'] }));
    await match.seats[first].mustAccept({ type: 'EndTurn', player: first });
    await viewWhere(match.seats[second], (v) => v.turn?.number === 2);
    await match.seats[second].mustAccept({ type: 'PlayToBench', player: second, card: await cardDef(hub, 'sv8-40') });
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

  it('asks which of the opponent\'s Pokémon "1 of your opponent\'s Pokémon" damages, by name, before the attack can be confirmed', async () => {
    const { match, dashboard, hub, browser } = table;
    // Twin Cannons Knocked Out Ho-Oh ex: Mantine comes in, and Aqua Dive chooses between Blastoise ex and the Benched Squirtle.
    await match.seats[first].mustAccept({ type: 'FinishAttack', player: first });
    const mantine = (await viewWhere(match.seats[second], (v) => v.prompts.some((p) => p.kind === 'choose-active'))).players[second].bench[0]!.id;
    await match.seats[second].mustAccept({ type: 'PromoteActive', player: second, target: mantine });
    await viewWhere(match.seats[second], (v) => v.turn?.player === second && v.prompts.length === 0);
    for (let i = 0; i < 2; i += 1) {
      await match.seats[second].mustAccept({ type: 'AttachEnergy', player: second, card: await cardDef(hub, 'sve-3'), target: mantine, source: { kind: 'effect', card: 'test' } });
    }
    // The other player's tablet.
    const page = await browser.context.newPage();
    await takeSeat(page, dashboard.url, match.codes[second]);

    const aquaDive = page.getByTestId('attack').filter({ hasText: 'Aqua Dive' });
    await expect.poll(() => aquaDive.getByRole('button', { name: 'Aqua Dive' }).isEnabled()).toBe(true);
    expect(await aquaDive.getByTestId('attack-damage').textContent()).toBe('deals 50 to each Pokémon you choose');
    await aquaDive.getByRole('button', { name: 'Aqua Dive' }).click();
    const dialog = page.getByTestId('confirm-attack');
    const targets = dialog.getByTestId('attack-targets');
    expect(await targets.locator('legend').textContent()).toBe("Choose 1 of your opponent's Pokémon (Active or Benched)");
    expect(await targets.locator('label').allTextContents()).toEqual(['Blastoise ex (Active)', 'Squirtle']);
    expect(await targets.getByTestId('target-damage').textContent()).toBe('50 damage to each one chosen: the Active Pokémon with Weakness and Resistance, a Benched one without');
    expect(await dialog.getByTestId('confirm-attack-button').isDisabled()).toBe(true);
    await targets.getByLabel('Squirtle').check();
    await screenshot(page, 'table-attack-targets');
    await dialog.getByTestId('confirm-attack-button').click();
    const hit = await viewWhere(match.seats[first], (v: GameView) => ((v.players[first].bench[0] as { damage?: number } | undefined)?.damage ?? 0) > 0);
    expect((hit.players[first].bench[0] as { damage?: number }).damage).toBe(50);
    expect((hit.players[first].active as { damage?: number }).damage).toBe(0);
  });

  it('Dipplin "Festival Lead" (sv6-18): after the first attack the tablet asks to attack again, through the same attack picker, or to end the turn', async () => {
    const { hub, dashboard, browser } = table;
    // A new game on the same hub (no second hub for CI): the first one is conceded.
    await table.match.seats[first].mustAccept({ type: 'Concede', player: first });
    const match = await startMatch(hub);
    try {
      const game = { ...table, match };
      const seats = await setUpGame(game, { first: 'sv6-17', second: 'xy0-26', firstBench: ['xy0-26', 'xy0-26'] });
      const ash = seats.first;
      await match.seats[ash].mustAccept({ type: 'EndTurn', player: ash });
      await viewWhere(match.seats[seats.second], (v) => v.turn?.number === 2);
      await match.seats[seats.second].mustAccept({ type: 'EndTurn', player: seats.second });
      const applin = (await viewWhere(match.seats[ash], (v) => v.turn?.number === 3)).players[ash].active!.id;
      await match.seats[ash].mustAccept({ type: 'Evolve', player: ash, card: await cardDef(hub, 'sv6-18'), target: applin });
      await match.seats[ash].mustAccept({ type: 'AttachEnergy', player: ash, card: await cardDef(hub, 'sve-1'), target: applin });
      await match.seats[ash].mustAccept({ type: 'PlayTrainer', player: ash, card: await cardDef(hub, 'sv6-149') });
      const page = await browser.context.newPage();
      await page.setViewportSize({ width: 390, height: 844 });
      await takeSeat(page, dashboard.url, match.codes[ash]);

      const attackWith = async (scope: Pick<typeof page, 'getByTestId'>) => {
        const doTheWave = scope.getByTestId('attack').filter({ hasText: 'Do the Wave' });
        await expect.poll(() => doTheWave.getByRole('button', { name: 'Do the Wave' }).isEnabled()).toBe(true);
        await doTheWave.getByRole('button', { name: 'Do the Wave' }).click();
        await page.getByTestId('confirm-attack-button').click();
      };
      await attackWith(page);
      const dialog = page.getByTestId('prompt-dialog');
      await expect.poll(() => dialog.locator('h2').first().textContent()).toBe('Dipplin may attack again (Festival Lead)');
      // The dialog is the one way to answer: the seat's actions behind it only say so.
      const actions = page.getByTestId(`actions-${ash}`);
      expect(await actions.getByTestId('attack-again-hint').textContent()).toBe('Your first attack is over: you are asked whether to attack again or end your turn.');
      expect(await actions.getByTestId('attack').count()).toBe(0);
      expect(await actions.getByTestId('end-turn').count()).toBe(0);
      await screenshot(page, 'table-attack-again-en');
      await page.evaluate("localStorage.setItem('mirrormat.language', 'de')");
      await page.reload();
      await expect.poll(() => dialog.locator('h2').first().textContent()).toBe('Sirapfel darf erneut angreifen (Festmeister)');
      expect(await dialog.getByRole('button').allTextContents()).toEqual(['Erneut angreifen', 'Zug beenden']);
      await screenshot(page, 'table-attack-again-de');
      await page.evaluate("localStorage.setItem('mirrormat.language', 'en')");
      await page.reload();

      await dialog.getByTestId('attack-again').click();
      await screenshot(page, 'table-attack-again-picker');
      await attackWith(dialog);
      const after = await viewWhere(match.seats[ash], (v) => v.turn?.player === seats.second);
      expect((after.players[seats.second].active as { damage?: number }).damage).toBe(80);
    } finally {
      match.close();
    }
  });
});
