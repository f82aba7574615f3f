import type { LigationNodeOption } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { listLigationNodes } from './lay.repository.js';

/** GET cutting/ligation-nodes: the picker of the cutting screen. */
export function listLigationNodeOptions(db: Db, ctx: RequestContext, search: string | undefined): Promise<LigationNodeOption[]> {
  return listLigationNodes(db, ctx, search);
}
