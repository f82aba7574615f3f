export * from './permissions.js';
export * from './workbays.js';
export * from './employees.js';
