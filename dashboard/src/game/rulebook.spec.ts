import { describe, expect, it } from 'vitest';
import { citation, refusalText, rulebookOf } from './rulebook.js';

const t = (key: string, options?: Record<string, unknown>) => `${key}${options ? JSON.stringify(options) : ''}`;

describe('a rule citation, as a player looks the rule up', () => {
  it('names the rulebook by its number, never by the file name', () => {
    expect(rulebookOf('000_0830806de1b6dc84.txt')).toBe('000');
    expect(rulebookOf('004_ca7f782e9c57511b.txt')).toBe('004');
    expect(citation({ file: '002_5e11dec26824557b.txt', section: 'TURN ACTIONS' }, t)).toBe('refusal.rule{"section":"TURN ACTIONS","book":"rulebook.002"}');
  });

  it('keeps a file it does not know as it is', () => {
    expect(rulebookOf('house-rules.txt')).toBeNull();
    expect(citation({ file: 'house-rules.txt', section: '1' }, t)).toBe('refusal.rule{"section":"1","book":"house-rules.txt"}');
  });

  it('words a refusal in the interface language where a translation exists, else as the engine said it', () => {
    const has = (key: string) => key === 'refusals.first-turn-attack';
    expect(refusalText({ code: 'first-turn-attack', message: 'The player who goes first cannot attack on their first turn.' }, t, has)).toBe('refusals.first-turn-attack');
    expect(refusalText({ code: 'energy-cost', message: 'Scratch needs Fire Energy attached.' }, t, has)).toBe('Scratch needs Fire Energy attached.');
  });
});
