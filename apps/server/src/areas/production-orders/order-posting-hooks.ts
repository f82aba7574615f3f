import type { Db } from '../../platform/db/database.js';
import type { LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { addRemovably } from '../../platform/registry/removable.js';

/**
 * What other areas attach to an order taking effect, without this area importing them (the demand job explodes
 * the BOMs into purchase demand on review and takes it back on un-review). Each runs inside the engine's
 * transaction, on the locked order, in the order registered.
 */
export interface OrderPostingHook {
  /** A name for errors and logs, e.g. 'purchase-demand'. */
  name: string;
  onPosted?(trx: Db, ctx: RequestContext, orderId: string): Promise<void>;
  onUnposted?(trx: Db, ctx: RequestContext, orderId: string): Promise<void>;
  /** Why the order can no longer be un-reviewed (demand already purchased ...), or null. */
  blocksUnreview?(trx: Db, ctx: RequestContext, orderId: string): Promise<LocalText | null>;
}

const hooks: OrderPostingHook[] = [];

/** Once per process (module level or behind a flag); a second registration under the same name is ignored. */
export function registerOrderPostingHook(hook: OrderPostingHook): () => void {
  if (hooks.some((h) => h.name === hook.name)) return () => undefined;
  return addRemovably(hooks, hook);
}

export function orderPostingHooks(): readonly OrderPostingHook[] {
  return hooks;
}
