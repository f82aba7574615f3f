export * from './partner-amount.js';
export * from './need-pay.js';
export * from './permissions.js';
export * from './bill-settlements.js';
