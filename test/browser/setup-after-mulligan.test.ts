import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Seat } from '../../src/rules/index.js';
import { screenshot } from './artifacts.js';
import { takeSeat, viewWhere } from './game-flow.js';
import { openTable, type TableFixture } from './table-fixture.js';
import { cardDef } from './seat-client.js';
import './poll-timing.js';

/**
 * Issue #15 item 7, 000 "Alles auf Anfang": after the opponent's mulligan, the player draws the extra card and
 * the tablet says what to do next (Bench any Basic Pokémon drawn, press "Setup finished" again), in the singular.
 */
describe('setup after the opponent took a mulligan', () => {
  let table: TableFixture;

  beforeAll(async () => {
    table = await openTable();
  });

  afterAll(async () => {
    await table?.close();
  });

  it('says to press "Setup finished" again once the extra card is drawn', async () => {
    const { match, hub, page, dashboard } = table;
    const first = (await viewWhere(match.seats.p1, (v) => v.stage === 'choose-first')).tossWinner!;
    const second: Seat = first === 'p1' ? 'p2' : 'p1';
    await match.seats[first].mustAccept({ type: 'ChooseFirstPlayer', player: first, first });
    await match.seats[second].mustAccept({ type: 'DeclareMulligan', player: second });
    await match.seats[second].mustAccept({ type: 'PlaceActive', player: second, card: await cardDef(hub, 'xy0-3') });
    await match.seats[first].mustAccept({ type: 'PlaceActive', player: first, card: await cardDef(hub, 'xy0-8') });
    await match.seats[second].mustAccept({ type: 'FinishSetup', player: second });
    await match.seats[first].mustAccept({ type: 'FinishSetup', player: first });
    await viewWhere(match.seats[first], (v) => v.stage === 'mulligan-draws');
    await takeSeat(page, dashboard.url, match.codes[first]);
    await match.seats[first].mustAccept({ type: 'DrawMulliganCards', player: first, count: 1 });

    const opponent = first === 'p1' ? 'Misty' : 'Ash';
    await expect
      .poll(() => page.getByTestId('setup-hint').textContent())
      .toBe(`${opponent} took mulligans: draw your extra cards when asked, put any Basic Pokémon among them on your Bench, and press “Setup finished” again.`);
    expect(await page.getByRole('button', { name: 'Setup finished' }).isEnabled()).toBe(true);
    expect(await page.getByTestId('battle-log-line').first().textContent()).toContain("draws 1 extra card for the opponent's mulligan");
    await screenshot(page, 'table-setup-after-mulligan');
  });
});
