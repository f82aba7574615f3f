export * from './order-demand.js';
