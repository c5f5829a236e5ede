import { describe, expect, it } from 'vitest';
import { CopyChoices, likeliestCopies } from './copy-choices.js';

/**
 * A toy replay: two copies of one name met on line 10 and on line 20; the log's line 30 is refused unless the
 * second copy was taken on line 10 (as Rescue Board at kagd's line 198 is refused unless Switch Cart brought up
 * the Raikou V without a Tool).
 */
function toyReplay(chosen: ReadonlyMap<string, number>) {
  const choices = new CopyChoices(chosen);
  choices.at(10);
  const atTen = choices.pick(['first', 'second']);
  choices.at(20);
  choices.pick(['first', 'second']);
  return { result: { refusals: atTen === 'second' ? [] : [{ line: 30 }], atTen }, met: choices.met };
}

describe('which copy of a name the log means', () => {
  it('a lookup with one candidate is no choice point; one with several takes the first unless another is chosen', () => {
    const choices = new CopyChoices(new Map([['5#1', 1]]));
    choices.at(5);
    expect(choices.pick(['only'])).toBe('only');
    expect(choices.pick(['a', 'b'])).toBe('a');
    expect(choices.pick(['a', 'b'])).toBe('b');
    expect(choices.met).toEqual([{ key: '5#0', line: 5, options: 2 }, { key: '5#1', line: 5, options: 2 }]);
  });

  it('the copy with which the log\'s later lines are not refused is taken', () => {
    expect(likeliestCopies(toyReplay)).toEqual({ refusals: [], atTen: 'second' });
  });

  it('a log refused whatever the copies is replayed at most the budget more times, keeping the first replay', () => {
    let replays = 0;
    const result = likeliestCopies((chosen) => {
      replays += 1;
      const choices = new CopyChoices(chosen);
      choices.at(1);
      choices.pick([1, 2, 3]);
      return { result: { refusals: [{ line: 2 }] }, met: choices.met };
    }, 1);
    expect(result).toEqual({ refusals: [{ line: 2 }] });
    expect(replays).toBe(2);
  });
});
