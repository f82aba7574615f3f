export * from './permissions.js';
export * from './workspace.js';
export * from './reports.js';
