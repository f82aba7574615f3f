export * from './code-format.js';
export * from './permissions.js';
export * from './unique-codes.js';
