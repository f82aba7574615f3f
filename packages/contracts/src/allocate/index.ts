export * from './allocate.js';
export * from './permissions.js';
