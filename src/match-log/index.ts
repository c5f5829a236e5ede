export { canonicalJson, NotJsonError } from './canonical-json.js';
export { EXPORT_KIND, EXPORT_VERSION, exportEventSchema, exportHeaderSchema, type ExportEvent, type ExportHeader } from '../protocol/export-format.js';
export { eventHash, genesisHash, type Sha256 } from './hash-chain.js';
export * from './match-log.errors.js';
export { MatchLogModule } from './match-log.module.js';
export type { LoggedEvent, MatchLog, MatchRecord, MatchReopening } from './match-log.port.js';
export { MATCH_LOG } from './match-log.tokens.js';
export { SqliteMatchLog, type ChainHead, type ReopenNote, type Snapshot } from './sqlite-match-log.js';
export { verifyExport, type VerifyOptions, type VerifyProblem, type VerifyResult } from './verify-export.js';
