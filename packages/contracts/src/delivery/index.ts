export * from './delivery.js';
export * from './permissions.js';
