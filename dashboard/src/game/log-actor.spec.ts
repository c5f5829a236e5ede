import { beforeAll, describe, expect, it } from 'vitest';
import { load, strings } from '../testing/log-words.js';
import { actorWords } from './log-actor.js';

const players = { p1: 'Ash', p2: 'Misty' };

describe('who a logged play came from, in a judge’s words', () => {
  beforeAll(load);

  it('names players by name and seat, judges by name, and the hub’s own sources by what they are, in en, de and fi', () => {
    const said = (language: 'en' | 'de' | 'fi') =>
      ['p1', 'p2 (table prompt 7)', 'judge:Demo Judge', 'judge:Demo Judge (table prompt 3)', 'table-mirror', 'coin-flipper', 'admin'].map((actor) =>
        actorWords(actor, players, strings.getFixedT(language)),
      );
    expect(said('en')).toEqual(['Ash (player 1)', 'Misty (player 2)', 'judge Demo Judge', 'judge Demo Judge', "the table's card readers", 'the coin flipper', 'the organiser']);
    expect(said('de')).toEqual(['Ash (Spieler 1)', 'Misty (Spieler 2)', 'Schiedsrichter Demo Judge', 'Schiedsrichter Demo Judge', 'die Kartenleser des Tisches', 'der Münzwerfer', 'die Turnierleitung']);
    expect(said('fi')).toEqual(['Ash (pelaaja 1)', 'Misty (pelaaja 2)', 'tuomari Demo Judge', 'tuomari Demo Judge', 'pöydän kortinlukijat', 'kolikonheittäjä', 'järjestäjä']);
  });

  it('shows an actor it does not know as the log has it', () => {
    expect(actorWords('battle-log importer', players, strings.getFixedT('en'))).toBe('battle-log importer');
  });
});
