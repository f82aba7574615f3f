export * from './finance-periods.js';
export * from './permissions.js';
