export * from './envelope.js';
export * from './parse.js';
