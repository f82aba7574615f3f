export { DEMO_LOGIN, login, screenshot } from './helpers.js';
export { test, expect } from '@playwright/test';
