export * from './fee.js';
export * from './permissions.js';
