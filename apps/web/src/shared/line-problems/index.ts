export * from './line-problems';
