import type { FastifyInstance } from 'fastify';
import type { BillRegistry } from '../bills/registry.js';

/** What app.ts hands every area when it registers it. */
export interface AreaDeps {
  /** The bill engine's registry: an area registers its bill types here; the engine's routes read it afterwards. */
  bills: BillRegistry;
}

/**
 * The one shape of a server area's wiring: its index.ts exports `<name>Area: AreaModule`, and app.ts lists every
 * area once, in one array, and calls `register` on each. `register` does all of the area's wiring for that app: its
 * bill types, what it attaches to other areas' registries (usage checkers, sources, entry checks) and its routes.
 * Default numbering rules are not wiring: they are declared beside the code that allocates (`registerNumberRule`,
 * module level, once per process).
 */
export interface AreaModule {
  name: string;
  register(app: FastifyInstance, deps: AreaDeps): void;
}
