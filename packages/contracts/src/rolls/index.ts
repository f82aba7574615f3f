export * from './roll.js';
export * from './permissions.js';
