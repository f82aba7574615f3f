export * from './invoice.js';
export * from './permissions.js';
