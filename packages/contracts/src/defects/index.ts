export * from './permissions.js';
export * from './defects.js';
export * from './quality-batch.js';
