/**
 * What the hub and its clients say to each other, shared with the dashboard: the live protocol's
 * frames (envelope.ts, parse.ts) and the bodies of the REST routes the dashboard reads. Zod and plain
 * TypeScript only (no Node, no NestJS); the dashboard imports this and the rules engine's public
 * surface, nothing else of the hub.
 */
export * from './envelope.js';
export * from './parse.js';
export * from './export-format.js';
export * from './health.schema.js';
export * from './seat-actions.schema.js';
export * from './virtual-sticker.schema.js';
export * from './table.schema.js';
export * from './hub-network.schema.js';
export * from './store.schema.js';
export * from './battle-log-review.schema.js';
