export * from './partner-amount.js';
