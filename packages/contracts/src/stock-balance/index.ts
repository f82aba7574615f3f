export * from './stock-balance.js';
