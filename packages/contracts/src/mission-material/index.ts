export * from './mission-material.js';
