export * from './scanning.js';
