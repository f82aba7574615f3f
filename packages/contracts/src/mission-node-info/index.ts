export * from './permissions.js';
export * from './node-info.js';
export * from './reminders.js';
export * from './statement.js';
