export * from './remnant.js';
