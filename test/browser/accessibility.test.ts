import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_ADMIN_TOKEN } from '../support/hub-process.js';
import { pageIn, strings, type Language } from './locale-strings.js';
import { openTable, setUpGame, type TableFixture } from './table-fixture.js';
import './poll-timing.js';

const AXE = createRequire(import.meta.url).resolve('axe-core/axe.min.js');

interface Violation {
  readonly id: string;
  readonly impact: string | null;
  readonly help: string;
  readonly nodes: readonly { readonly target: readonly unknown[] }[];
}

/** axe-core's WCAG 2 A and AA rules on the page as it stands; the violations a person is stopped by (serious, critical). */
async function seriousViolations(page: Page): Promise<Violation[]> {
  await page.addScriptTag({ path: AXE });
  const options = { runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'] }, resultTypes: ['violations'] };
  const violations = await page.evaluate<Violation[]>(
    `axe.run(document, ${JSON.stringify(options)}).then((r) => r.violations.map(({ id, impact, help, nodes }) => ({ id, impact, help, nodes: nodes.map(({ target }) => ({ target })) })))`,
  );
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

function describeViolations(page: string, violations: readonly Violation[]): string {
  return violations.map((v) => `${page}: ${v.id} (${v.impact}) ${v.help}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`).join('\n');
}

/**
 * Issue #15, "0 serious violations on every page": axe-core (WCAG 2 A/AA) in each page a store uses, mid-game,
 * in English and German. The list of what it finds is printed, so a failure says what to mend and where.
 */
describe('every page passes axe-core with no serious or critical violation', () => {
  let table: TableFixture;

  beforeAll(async () => {
    table = await openTable({ viewport: { width: 1024, height: 768 } });
    const { first } = await setUpGame(table, { first: 'xy0-8', second: 'xy0-3' });
    await table.match.seats[first].mustAccept({ type: 'EndTurn', player: first });
  });

  afterAll(async () => {
    await table?.close();
  });

  async function signInAsOrganiser(page: Page): Promise<void> {
    const token = page.getByTestId('admin-token');
    await token.fill(DEMO_ADMIN_TOKEN);
    await token.press('Enter');
  }

  const PAGES: readonly { name: string; open(page: Page, language: Language): Promise<void> }[] = [
    {
      name: 'store overview (organiser signed in)',
      async open(page) {
        await page.goto(table.dashboard.url);
        await signInAsOrganiser(page);
        await page.getByTestId('table-card-demo').waitFor();
      },
    },
    {
      name: 'table view, seated, mid-game',
      async open(page, language) {
        const t = strings(language);
        await page.goto(`${table.dashboard.url}/table/demo`);
        await page.getByLabel(t('table.seatCode')).fill(table.match.codes.p1);
        await page.getByRole('button', { name: t('table.takeSeat') }).click();
        await page.getByTestId('turn').waitFor();
      },
    },
    {
      name: 'virtual table',
      async open(page) {
        await page.goto(`${table.dashboard.url}/virtual/demo`);
        await signInAsOrganiser(page);
        await page.getByTestId('virtual-pool-p1').waitFor();
      },
    },
    {
      name: 'spectator',
      async open(page) {
        await page.goto(`${table.dashboard.url}/table/demo/spectate`);
        await page.getByTestId('turn').waitFor();
      },
    },
    {
      name: 'stream overlay',
      async open(page) {
        await page.goto(`${table.dashboard.url}/overlay/demo`);
        await page.waitForLoadState('networkidle');
      },
    },
    {
      name: 'judge view (signed in)',
      async open(page, language) {
        const t = strings(language);
        await page.goto(`${table.dashboard.url}/judge`);
        await page.getByLabel(t('judge.name'), { exact: true }).fill('Demo Judge');
        await page.getByLabel(t('judge.pin'), { exact: true }).fill('0000');
        await page.getByRole('button', { name: t('judge.signIn'), exact: true }).click();
        await page.getByRole('button', { name: t('judge.signOut') }).waitFor();
      },
    },
    {
      name: 'enrolment',
      async open(page) {
        await page.goto(`${table.dashboard.url}/enrol`);
        await page.waitForLoadState('networkidle');
      },
    },
    {
      name: 'mini games',
      async open(page) {
        await page.goto(`${table.dashboard.url}/minigames`);
        await page.waitForLoadState('networkidle');
      },
    },
    {
      name: 'formats',
      async open(page) {
        await page.goto(`${table.dashboard.url}/formats`);
        await page.waitForLoadState('networkidle');
      },
    },
  ];

  for (const language of ['en', 'de'] as const) {
    it(`in ${language === 'en' ? 'English' : 'German'}`, async () => {
      const found: string[] = [];
      for (const { name, open } of PAGES) {
        const page = await pageIn(table.browser.context, language);
        await open(page, language);
        const violations = await seriousViolations(page);
        console.log(`axe ${language} ${name}: ${violations.length} serious or critical`);
        if (violations.length > 0) found.push(describeViolations(`${language} ${name}`, violations));
        await page.close();
      }
      if (found.length > 0) console.log(found.join('\n'));
      expect(found).toEqual([]);
    });
  }
});
