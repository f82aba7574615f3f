export * from './permissions.js';
export * from './statements.js';
export * from './outside-statements.js';
export * from './order-finance.js';
