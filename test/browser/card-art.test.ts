import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startImageServer, type ImageServer } from '../../src/card-images/testing.js';
import { DEMO_ADMIN_TOKEN } from '../support/hub-process.js';
import { screenshot } from './artifacts.js';
import { takeSeat, viewWhere } from './game-flow.js';
import { cardDef } from './seat-client.js';
import './poll-timing.js';
import { openTable, setUpGame, type TableFixture } from './table-fixture.js';

/**
 * #15 "Card art": a card face shows the card's picture where the browser can load it and the drawn, type-coloured face
 * with the name when it cannot. The pictures come from a local image server (catalogue.imageOrigin), never the
 * internet; the hub is in the default remote mode, so the page is sent on to that server. Sprigatito and Hoppip, the
 * Stadium Artazon and the Supporter Iono (Paldea Evolved, sv2) are imported with their pokemon-tcg-data image
 * addresses; the demo catalogue's Basic Lightning Energy (sve-4) carries its own.
 */
describe('card art on the board', () => {
  let images: ImageServer | undefined;
  let port: number;
  let table: TableFixture;

  beforeAll(async () => {
    // The source's address is taken, then the source goes down: the store is offline when the page first loads.
    const source = await startImageServer();
    port = Number(new URL(source.origin).port);
    await source.close();
    table = await openTable({ cards: { sv2: ['sv2-12', 'sv2-1', 'sv2-171', 'sv2-185'] }, env: { MIRRORMAT__CATALOGUE__IMAGE_ORIGIN: source.origin } });
  });

  afterAll(async () => {
    await table?.close();
    await images?.close();
  });

  it('shows the drawn face while the pictures cannot load, and the picture with the damage markers on top once they can', async () => {
    const { match, page, dashboard } = table;
    const { first } = await setUpGame(table, { first: 'sv2-12', second: 'sv2-1' });
    const sprigatito = (await viewWhere(match.seats[first], (v) => v.players[first].active !== null)).players[first].active!.id;
    await match.seats[first].mustAccept({ type: 'ProposeAdjust', player: first, reason: 'card text', action: { kind: 'put-damage-counters', target: sprigatito, counters: 3 } });
    await takeSeat(page, dashboard.url, match.codes[first]);
    const face = page.getByRole('article', { name: 'Sprigatito' }).getByTestId('card-face');

    // Offline: the picture failed and is gone; the drawn face with its name and type colour stays.
    await expect.poll(() => face.locator('img').count()).toBe(0);
    expect(await face.getAttribute('class')).toBe('card-face type-grass');
    expect(await face.locator('.face-name').textContent()).toBe('Sprigatito');
    await screenshot(page, 'table-card-art-offline');

    // The source is back: the picture lies over the face, named, the same size, with the damage markers above it.
    images = await startImageServer(port);
    const box = await face.boundingBox();
    await page.reload();
    await expect.poll(() => face.getAttribute('class')).toBe('card-face type-grass with-art');
    const picture = face.locator('img.face-image');
    expect(await picture.getAttribute('alt')).toBe('Sprigatito');
    const onFace = `document.querySelector('[data-pokemon="${sprigatito}"] .card-face')`;
    expect(await page.evaluate(`${onFace}.querySelector('.face-image').naturalWidth`)).toBe(63);
    expect(await face.boundingBox()).toEqual(box);
    expect(images.requests).toContain('/sv2/12.png');
    // At the first damage marker's centre the marker lies above the picture (the transparent adjust button lies over both).
    const markerAbovePicture = `(() => {
      const face = ${onFace};
      const marker = face.querySelector('.damage-marker');
      marker.scrollIntoView({ block: 'center' });
      const r = marker.getBoundingClientRect();
      const picture = face.querySelector('.face-image');
      // The picture takes no pointer events (taps go to the card's button); for the hit test it must.
      picture.style.pointerEvents = 'auto';
      const stack = document.elementsFromPoint(r.x + r.width / 2, r.y + r.height / 2);
      picture.style.pointerEvents = '';
      return stack.includes(picture) && stack.indexOf(marker) >= 0 && stack.indexOf(marker) < stack.indexOf(picture);
    })()`;
    expect(await face.locator('.damage-marker').allTextContents()).toEqual(['10', '10', '10']);
    await screenshot(page, 'table-card-art-online');
    expect(await page.evaluate(markerAbovePicture)).toBe(true);
  });

  it("shows Trainer and Energy cards the same way: the picture online, offline a face in the Trainer kind's or the Energy type's colour", async () => {
    const { match, page, dashboard, hub } = table;
    // The first test left turn 1 running, its first player seated on the page and the pictures' source up.
    const first = (await viewWhere(match.seats.p1, (v) => v.turn !== null)).turn!.player;
    await match.seats[first].mustAccept({ type: 'PlayTrainer', player: first, card: await cardDef(hub, 'sv2-171') });
    const stadium = page.getByTestId('stadium').getByTestId('printed-card-face');
    await expect.poll(() => stadium.getAttribute('class')).toBe('card-face printed-face trainer-stadium with-art');
    expect(await stadium.locator('img.face-image').getAttribute('alt')).toBe('Artazon');
    expect(images!.requests).toContain('/sv2/171.png');
    await screenshot(page, 'table-card-art-stadium');

    // On the virtual table every card off the mat is a chip with its picture beside its name.
    const virtual = await table.browser.context.newPage();
    await virtual.goto(`${dashboard.url}/virtual/demo`);
    await virtual.getByLabel('Admin token').fill(DEMO_ADMIN_TOKEN);
    await virtual.getByRole('button', { name: 'Sign in' }).click();
    await virtual.getByLabel('Card ids').fill('sve-4 sv2-185');
    await virtual.getByRole('button', { name: 'Add cards', exact: true }).click();
    const chip = (name: string) => virtual.getByTestId('virtual-card').filter({ hasText: name }).getByTestId('printed-card-face');
    await expect.poll(() => chip('Iono').getAttribute('class')).toBe('card-face printed-face trainer-supporter face-chip with-art');
    await expect.poll(() => chip('Basic Lightning Energy').getAttribute('class')).toBe('card-face printed-face type-lightning face-chip with-art');
    expect(images!.requests).toEqual(expect.arrayContaining(['/sv2/185.png', '/sve/4.png']));
    await screenshot(virtual, 'virtual-table-card-art-online');

    // The source goes down: the chips and the Stadium keep their drawn faces, the Supporter's orange, Lightning's yellow.
    await images!.close();
    images = undefined;
    await virtual.reload();
    await page.reload();
    await expect.poll(() => chip('Iono').locator('img').count()).toBe(0);
    expect(await chip('Iono').getAttribute('class')).toBe('card-face printed-face trainer-supporter face-chip');
    expect(await chip('Basic Lightning Energy').getAttribute('class')).toBe('card-face printed-face type-lightning face-chip');
    await expect.poll(() => stadium.locator('img').count()).toBe(0);
    expect(await stadium.locator('.face-kind').textContent()).toBe('Stadium');
    expect(await stadium.locator('.face-name').textContent()).toBe('Artazon');
    await screenshot(page, 'table-card-art-stadium-offline');
    await screenshot(virtual, 'virtual-table-card-art-offline');
  });
});
