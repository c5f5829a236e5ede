import { describe, expect, it } from 'vitest';
import { closestKey, editDistance } from './closest-key.js';

describe('closestKey', () => {
  const keys = ['adminToken', 'judges'];

  it('finds a key that differs in case only', () => expect(closestKey('admintoken', keys)).toBe('adminToken'));
  it('finds a key with one letter missing', () => expect(closestKey('antena', ['board', 'antenna'])).toBe('antenna'));
  it('finds a key with two letters swapped', () => expect(closestKey('jugdes', keys)).toBe('judges'));
  it('suggests nothing for an unrelated word', () => expect(closestKey('colour', keys)).toBeUndefined());
});

describe('editDistance', () => {
  it('counts insertions, deletions, substitutions and transpositions as one edit each', () => {
    expect(editDistance('port', 'port')).toBe(0);
    expect(editDistance('port', 'ports')).toBe(1);
    expect(editDistance('port', 'prt')).toBe(1);
    expect(editDistance('port', 'pert')).toBe(1);
    expect(editDistance('port', 'prot')).toBe(1);
    expect(editDistance('', 'abc')).toBe(3);
  });
});
