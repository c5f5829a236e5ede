import { describe, expect, it } from 'vitest';
import { pathOf, routeOf } from './routes.js';

describe('the pages of the formats, as the address bar names them', () => {
  it('reads a raid, a draft and the mini games, and writes them back the same', () => {
    for (const [path, route] of [
      ['/raid/kitchen-1', { page: 'raid', raid: 'kitchen-1' }],
      ['/draft/07f91829-21b1-4bf0-91c8-b00048eb0e4e', { page: 'draft', draft: '07f91829-21b1-4bf0-91c8-b00048eb0e4e' }],
      ['/minigames', { page: 'minigames' }],
    ] as const) {
      expect(routeOf(path)).toEqual(route);
      expect(pathOf(route)).toBe(path);
    }
  });

  it('takes the ids the hub allows (letters, digits, "_", "." and "-") and nothing else', () => {
    expect(routeOf('/raid/Raid_2.final')).toEqual({ page: 'raid', raid: 'Raid_2.final' });
    expect(routeOf('/raid/a%20b').page).toBe('not-found');
    expect(routeOf('/draft/').page).toBe('not-found');
  });
});

describe('the table pages', () => {
  it('reads the result page of a table and writes it back the same', () => {
    expect(routeOf('/table/demo/result')).toEqual({ page: 'result', table: 'demo' });
    expect(pathOf({ page: 'result', table: 'demo' })).toBe('/table/demo/result');
  });
});

describe('the league pages', () => {
  it("reads the events, an event's public page, the organiser's page and its printable sheets, and writes them back the same", () => {
    const event = '07f91829-21b1-4bf0-91c8-b00048eb0e4e';
    for (const [path, route] of [
      ['/league', { page: 'league' }],
      [`/league/${event}`, { page: 'league-event', event }],
      [`/league/${event}/organise`, { page: 'league-organise', event }],
      [`/league/${event}/print/pairings`, { page: 'league-print', event, sheet: 'pairings' }],
      [`/league/${event}/print/standings`, { page: 'league-print', event, sheet: 'standings' }],
    ] as const) {
      expect(routeOf(path)).toEqual(route);
      expect(pathOf(route)).toBe(path);
    }
    expect(routeOf(`/league/${event}/print/decklists`).page).toBe('not-found');
  });
});

describe('the judge\'s battle-log review', () => {
  it('reads /judge/battle-log and writes it back the same, beside the judge view', () => {
    expect(routeOf('/judge/battle-log')).toEqual({ page: 'battle-log-review' });
    expect(pathOf({ page: 'battle-log-review' })).toBe('/judge/battle-log');
    expect(routeOf('/judge')).toEqual({ page: 'judge' });
  });
});
