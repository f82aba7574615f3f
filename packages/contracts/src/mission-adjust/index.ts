export * from './permissions.js';
export * from './mission-adjust.js';
