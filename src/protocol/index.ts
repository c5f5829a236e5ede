/**
 * What the hub and its clients say to each other, shared with the dashboard: the live protocol's
 * frames (envelope.ts, parse.ts), the bodies of the REST routes the dashboard reads (*.schema.ts), and
 * the hub's pure code the dashboard runs too (shared-logic.ts). Zod and plain TypeScript only (no Node,
 * no NestJS); the dashboard imports this and the rules engine's public surface, nothing else of the hub
 * (.dependency-cruiser.cjs: dashboard-imports-protocol-and-engine).
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
export * from './raid.schema.js';
export * from './team.schema.js';
export * from './draft.schema.js';
export * from './minigames.schema.js';
export * from './achievements.schema.js';
export * from './shared-logic.js';
export * from './enrolment.schema.js';
export * from './league-view.schema.js';
export * from './catalogue.schema.js';
export * from './deck-problem-codes.js';
export * from './league-refusal-codes.js';
