export type { BattleLog, LogAction, LogEntry, LogLanguage, LogSection } from './battle-log.js';
export { BattleLogError, battleLogTextSchema, parseBattleLog } from './parse-battle-log.js';
export { CardResolver, type CardPool } from './card-resolver.js';
export { replayBattleLog, type ReplayResult } from './replay-battle-log.js';
export type { AttackComparison, Refusal, ReplayFigures, SkippedLine } from './replay-figures.js';
