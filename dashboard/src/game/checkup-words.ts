import type { CheckupLine, SheetCoin } from './checkup-sheet.js';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A step of the Checkup sheet in words ("Pawmi: 1 damage counter added"), as the sheet shows it and the announcer speaks it. */
export function checkupLineText(line: CheckupLine, t: Translate, playerName: (seat: 'p1' | 'p2') => string): string {
  return words(line, t, playerName).trim();
}

function words(line: CheckupLine, t: Translate, playerName: (seat: 'p1' | 'p2') => string): string {
  const coin = (face: SheetCoin) => (face === 'waiting' ? t('checkup.waitingForCoin') : face === 'unknown' ? t('checkup.coinNotOnBoard') : t(`coin.${face}`));
  switch (line.kind) {
    case 'poison':
      return t('checkup.poison', { name: line.name, count: line.counters });
    case 'burn':
      return t('checkup.burn', {
        name: line.name,
        count: line.counters,
        coin: coin(line.coin),
        outcome: line.recovered === null ? '' : line.recovered ? t('checkup.recovered') : t('checkup.stillBurned'),
      });
    case 'sleep':
      return t('checkup.sleep', {
        name: line.name,
        coin: coin(line.coin),
        outcome: line.wokeUp === null ? '' : line.wokeUp ? t('checkup.wokeUp') : t('checkup.stillAsleep'),
      });
    case 'paralysis':
      return t('checkup.paralysis', { name: line.name, outcome: line.recovered === false ? t('checkup.stillParalyzed') : t('checkup.recovered') });
    case 'between-turns':
      return `${line.name}: ${line.text}`;
    case 'knock-out':
      return t('checkup.knockOut', { name: line.name, player: playerName(line.owner) });
    case 'prizes':
      return t('checkup.prizes', { player: playerName(line.player), count: line.count });
  }
}
