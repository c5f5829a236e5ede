import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { repoRoot } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { openTable, type TableFixture } from './table-fixture.js';

/**
 * The judge's battle-log review (issue 12 §7), in German: the German regression game (training-court
 * battleLogGerman.txt, jlgrimes/training-court, MIT) pasted on /judge/battle-log, stepped to the attack at line 151
 * ("Kläffender Donner … für 280 Schadenspunkte": Terapagos ex Knocked Out), with the board and the summary.
 */
describe('a TCG Live log reviewed on the judge\'s page, in German', () => {
  let table: TableFixture;
  const log = readFileSync(join(repoRoot(), '..', 'shared', 'battle-logs', 'training-court', 'battleLogGerman.txt'), 'utf8');

  beforeAll(async () => {
    table = await openTable();
  });

  afterAll(async () => {
    await table?.close();
  });

  it('pastes the log, steps to the attack line and shows its Knock Out on the board, and the figures against the log', async () => {
    const { page, dashboard } = table;
    await page.goto(`${dashboard.url}/judge`);
    await page.getByTestId('language').selectOption('de');
    await page.getByRole('link', { name: 'Ein TCG-Live-Kampfprotokoll prüfen', exact: true }).click();
    await expect.poll(() => page.url()).toBe(`${dashboard.url}/judge/battle-log`);

    await page.getByTestId('battle-log-text').fill(log);
    await page.getByRole('button', { name: 'Nachspielen' }).click();
    const summary = page.getByTestId('review-summary');
    await summary.waitFor({ timeout: 90_000 });
    expect(await page.getByTestId('summary-refused').textContent()).toBe('0');
    expect(await page.getByTestId('summary-damage').textContent()).toBe('4 von 4');
    expect(await page.getByTestId('summary-knock-outs').textContent()).toBe('4 von 4');
    expect(await page.getByTestId('summary-winner').textContent()).toBe('player2 / player2');
    // No refused line in this game: the jump to the next one has nowhere to go.
    expect(await page.getByRole('button', { name: 'Nächste abgelehnte Zeile' }).isDisabled()).toBe(true);

    const steps = page.getByTestId('review-steps');
    const p1Pokemon = () => page.getByTestId('review-board').getByTestId('side-p1').getByTestId('pokemon-name').count();
    const p2Prizes = () => page.getByTestId('review-board').getByTestId('side-p2').getByTestId('prizes-left').textContent();
    await steps.locator('button[data-line="150"]').click();
    const before = { pokemon: await p1Pokemon(), prizes: await p2Prizes() };
    expect(before.prizes).toBe('6');

    await steps.locator('button[data-line="151"]').click();
    const step = page.getByTestId('review-step');
    await expect.poll(() => step.textContent()).toContain('Zeile 151');
    expect(await step.textContent()).toContain('✔');
    expect(await page.getByTestId('review-attack').textContent()).toBe('Kläffender Donner: 280 Schaden laut Protokoll, 280 laut Engine');
    expect(await step.textContent()).toMatch(/Terapagos ex von player1 ist kampfunfähig\.player2 nimmt 2 Preiskarten\./);
    // The board after the line: Terapagos ex gone from player1's side, player2 two Prize cards on.
    await expect.poll(p1Pokemon).toBe(before.pokemon - 1);
    expect(await p2Prizes()).toBe('4');
    await screenshot(page, 'battle-log-review-de');

    // "Nächste Zeile" steps on to line 152, one of the attack's own "- " lines.
    await page.getByRole('button', { name: 'Nächste Zeile' }).click();
    await expect.poll(() => step.textContent()).toContain('Zeile 152');
  }, 180_000);
});
