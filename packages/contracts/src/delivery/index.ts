export * from './delivery.js';
export * from './permissions.js';
export * from './material-lot.js';
