import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { screenshot } from './artifacts.js';
import { takeSeat, viewWhere } from './game-flow.js';
import './poll-timing.js';
import { cardDef } from './seat-client.js';
import { openTable, setUpGame, type TableFixture } from './table-fixture.js';

const SIZES = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'tablet', width: 1024, height: 768 },
  { name: 'desktop', width: 1440, height: 900 },
] as const;

/**
 * #15: each Pokémon is a card face drawn from the catalogue (no card images offline), in the card language, with its
 * attacks named in German where the catalogue has them (Snorlax: Zertrümmerer), at phone, tablet and desktop sizes.
 */
describe('the card faces on the board', () => {
  let table: TableFixture;

  beforeAll(async () => {
    table = await openTable({ viewport: { width: 390, height: 844 } });
  });

  afterAll(async () => {
    await table?.close();
  });

  it('draws Snorlax with its stage, HP, Energy, damage markers and footer in English, German and Finnish', async () => {
    const { match, page, dashboard, hub } = table;
    const { first } = await setUpGame(table, { first: 'xy0-26', second: 'xy0-3' });
    const snorlax = (await viewWhere(match.seats[first], (v) => v.players[first].active !== null)).players[first].active!.id;
    await match.seats[first].mustAccept({ type: 'AttachEnergy', player: first, card: await cardDef(hub, 'sve-6'), target: snorlax });
    await match.seats[first].mustAccept({ type: 'ProposeAdjust', player: first, reason: 'card text', action: { kind: 'put-damage-counters', target: snorlax, counters: 6 } });
    await takeSeat(page, dashboard.url, match.codes[first]);

    const face = () => page.getByRole('article', { name: /^(Snorlax|Relaxo)$/ }).getByTestId('card-face');
    await expect.poll(() => face().locator('.damage-marker').allTextContents()).toEqual(['50', '10']);
    expect(await face().textContent()).toContain('Basic');
    expect(await face().textContent()).toContain('HP 120');
    expect(await face().locator('.face-attached abbr').getAttribute('title')).toBe('Fighting');
    expect(await page.getByTestId('attack').first().getByRole('button').textContent()).toBe('Rock Smash');

    for (const language of ['en', 'de', 'fi'] as const) {
      await page.evaluate(`window.localStorage.setItem('mirrormat.language', '${language}')`);
      await page.reload();
      await face().waitFor();
      if (language === 'de') {
        expect(await face().textContent()).toContain('Basis');
        expect(await face().textContent()).toContain('KP 120');
        expect(await page.getByTestId('attack').first().getByRole('button').textContent()).toBe('Zertrümmerer');
      }
      if (language === 'fi') {
        // The Finnish footer labels stay one line each on a phone (they once broke mid-word).
        await page.setViewportSize({ width: 390, height: 844 });
        const lines = await face().locator('.face-footer dt').evaluateAll((dts) => dts.map((dt) => { const range = dt.ownerDocument.createRange(); range.selectNodeContents(dt); return range.getClientRects().length; }));
        expect(lines).toEqual([1, 1, 1]);
      }
      for (const size of SIZES) {
        await page.setViewportSize({ width: size.width, height: size.height });
        await screenshot(page, `table-card-face-${language}-${size.name}`);
      }
    }
  });
});
