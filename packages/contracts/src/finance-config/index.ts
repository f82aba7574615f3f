export * from './finance-account.js';
export * from './permissions.js';
export * from './finance-configure.js';
export * from './finance-member.js';
