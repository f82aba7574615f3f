import {
  financeConfigTypeNames,
  financeConfigTypes,
  financeRelationOrderTypes,
  type FinanceBusinessType,
  type FinanceConfigChangeInput,
  type FinanceConfigureType,
} from '@gf/contracts';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import type { Db } from '../../platform/db/database.js';
import { invalid } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './finance-config.repository.js';

const nameOf = (text: { zh: string; en: string }, ctx: RequestContext) => (ctx.lang === 'en' ? text.en : text.zh);

/** finance/getBusinessTypes: the switches and the order types each may relate to. */
export function listBusinessTypes(ctx: RequestContext): FinanceBusinessType[] {
  return financeConfigTypes.map((type) => ({
    type,
    name: nameOf(financeConfigTypeNames[type], ctx),
    relationOrderTypes: financeRelationOrderTypes[type].map((o) => ({ orderType: o.orderType, name: nameOf(o, ctx) })),
  }));
}

/** finance/getConfigure: every switch of the factory, off with no order types when never set. */
export async function getConfigure(db: Db, ctx: RequestContext): Promise<{ financeConfigureTypes: FinanceConfigureType[] }> {
  const rows = new Map((await repo.listConfigs(db, ctx.unitId)).map((r) => [r.type, r]));
  return {
    financeConfigureTypes: financeConfigTypes.map((type) => {
      const row = rows.get(type);
      const allowed = financeRelationOrderTypes[type];
      return {
        type,
        name: nameOf(financeConfigTypeNames[type], ctx),
        enabled: row?.isEnabled ?? false,
        relationOrderTypes: (row?.relationOrderTypes ?? []).map((orderType) => {
          const known = allowed.find((o) => o.orderType === orderType);
          return { orderType, name: known ? nameOf(known, ctx) : orderType };
        }),
      };
    }),
  };
}

/** finance/changeConfigure: one switch; an order type the switch does not relate to is refused naming the field. */
export async function changeConfigure(db: Db, ctx: RequestContext, input: FinanceConfigChangeInput) {
  const allowed = new Set(financeRelationOrderTypes[input.type].map((o) => o.orderType));
  const stray = input.relationOrderTypes.find((t) => !allowed.has(t));
  if (stray)
    throw invalid('relationOrderTypes', {
      zh: `{label}：${stray} 不属于该配置`,
      en: `{label}: ${stray} does not belong to this setting`,
    });
  await db.transaction().execute(async (trx) => {
    await repo.saveConfig(
      trx,
      ctx.unitId,
      { type: input.type, isEnabled: input.enabled, relationOrderTypes: input.relationOrderTypes },
      ctx.userId,
    );
    await writeOperationLog(trx, {
      unitId: ctx.unitId,
      userId: ctx.userId,
      action: 'FINANCE_CONFIG_CHANGE',
      targetType: 'finance_config',
      targetId: null,
      visitor: ctx.visitor,
      detail: { ...input },
    });
  });
  return getConfigure(db, ctx);
}
