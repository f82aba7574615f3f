export * from './permissions.js';
export * from './purchase-config.js';
