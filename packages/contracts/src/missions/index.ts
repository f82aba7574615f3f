export * from './permissions.js';
export * from './mission.js';
export * from './mission-list.js';
export * from './mission-detail.js';
export * from './mission-convert.js';
export * from './batch-convert.js';
export * from './mission-nodes.js';
