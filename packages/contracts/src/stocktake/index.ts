export * from './stocktake.js';
export * from './permissions.js';
