export * from './permissions.js';
export * from './material-return.js';
export * from './refund.js';
