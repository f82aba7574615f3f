import { registerOneStepRoutes } from './one-step.routes.js';
import type { AreaModule } from '../area-module.js';

/** The one wiring call of the area: 一键采到送 has no bill type of its own, only its two routes. */
export const oneStepArea: AreaModule = {
  name: 'one-step',
  register(app, { bills }) {
    registerOneStepRoutes(app, bills);
  },
};
