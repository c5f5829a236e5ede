import { beforeAll, describe, expect, it } from 'vitest';
import { quickStart } from '../../../src/rules/testing/table.js';
import { demoCard } from '../testing/demo-cards.js';
import { load, wordsFor, type Language } from '../testing/log-words.js';
import { watched } from '../testing/watched-table.js';
import { battleLog } from './battle-log.js';

const pawmi = demoCard('sv1-74');

beforeAll(load);

describe('the battle log tells a judge\'s Double or Quad Prize Card penalty (Penalty Guidelines 2018, 7.3 and 7.4)', () => {
  it.each<[Language, string]>([
    ['en', 'Prize card penalty: Misty needs 2 fewer Prize cards to win'],
    ['de', 'Preiskartenstrafe: Misty braucht 2 Preiskarten weniger zum Sieg'],
    ['fi', 'Palkintokorttirangaistus: Misty tarvitsee voittoon 2 palkintokorttia vähemmän'],
  ])('in %s, as a correction for the player it helps', (language, text) => {
    const page = watched(quickStart({ profile: 'sv', p1: { active: pawmi }, p2: { active: pawmi } }));
    page.do({ type: 'JudgeCorrect', judge: 'Jenny', reason: 'marked cards', action: { kind: 'prize-card-penalty', player: 'p2', count: 2 } });
    expect(page.view().players.p2.prizesWaived).toBe(2);
    const line = battleLog(page.feed(), wordsFor(page, language)).find((l) => l.told.includes('PrizeCardPenaltyGiven'));
    expect(line).toMatchObject({ player: 'p2', kind: 'correction', text });
  });
});
