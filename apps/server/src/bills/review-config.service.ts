import type { ReviewConfigInput, ReviewConfigRow } from '@gf/contracts';
import type { Db } from '../platform/db/database.js';
import { AppError, Code } from '../platform/http/errors.js';
import type { RequestContext } from '../platform/tenancy/context.js';
import { billTypeName } from './desk.service.js';
import type { BillRegistry } from './registry.js';
import {
  findReviewConfig,
  isReviewInUse,
  listReviewConfigs,
  saveReviewConfig,
  type ReviewConfig,
} from './review-config.repository.js';
import { unknownBillType } from './workflow-errors.js';

function toRow(c: ReviewConfig, lang: 'zh' | 'en'): ReviewConfigRow {
  return {
    billType: c.billType,
    billTypeName: billTypeName(c.billType, lang),
    isUse: c.isUse,
    steps: c.steps,
    normalReviewer: c.steps[0]?.userIds ?? [],
    antiReviewer: c.antiReviewerUserIds,
    antiReviewerRoleIds: c.antiReviewerRoleIds,
  };
}

export async function getReviewConfigs(db: Db, bills: BillRegistry, ctx: RequestContext) {
  const configs = await listReviewConfigs(db, ctx.unitId);
  return {
    configs: configs.map((c) => toRow(c, ctx.lang)),
    billTypes: bills
      .list()
      .filter((d) => d.workflow !== 'system')
      .map((d) => ({ billType: d.type, billTypeName: billTypeName(d.type, ctx.lang) })),
  };
}

/** Users and roles named in a config must belong to this unit: a config cannot point elsewhere. */
async function assertOwnUsersAndRoles(db: Db, ctx: RequestContext, userIds: string[], roleIds: string[]): Promise<void> {
  if (userIds.length) {
    const found = await db
      .selectFrom('userUnit')
      .select('userId')
      .where('unitId', '=', ctx.unitId)
      .where('userId', 'in', userIds)
      .execute();
    const bosses = await db
      .selectFrom('appUser')
      .select('id')
      .where('bossUnitId', '=', ctx.bossUnitId)
      .where('kind', '=', 'BOSS')
      .where('id', 'in', userIds)
      .execute();
    const ok = new Set([...found.map((f) => f.userId), ...bosses.map((b) => b.id)]);
    const foreign = userIds.filter((u) => !ok.has(u));
    if (foreign.length)
      throw new AppError(
        Code.invalidInput,
        { zh: `审核人不属于本厂：${foreign.join(',')}`, en: `Reviewers not in this factory: ${foreign.join(',')}` },
        { errors: [{ field: 'steps.userIds', message: 'unknown user' }] },
      );
  }
  if (roleIds.length) {
    const found = await db.selectFrom('role').select('id').where('unitId', '=', ctx.unitId).where('id', 'in', roleIds).execute();
    if (found.length !== new Set(roleIds).size)
      throw new AppError(
        Code.invalidInput,
        { zh: '审核角色不属于本厂', en: 'A reviewer role is not in this factory' },
        { errors: [{ field: 'steps.roleIds', message: 'unknown role' }] },
      );
  }
}

export async function updateOneReviewConfig(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  input: ReviewConfigInput,
): Promise<ReviewConfigRow> {
  const def = bills.find(input.billType);
  if (!def) throw unknownBillType(input.billType);
  const steps =
    input.steps ?? (input.normalReviewer ? [{ mode: 'ANY' as const, userIds: input.normalReviewer, roleIds: [] }] : []);
  const antiUsers =
    input.antiReviewer === undefined ? [] : Array.isArray(input.antiReviewer) ? input.antiReviewer : [input.antiReviewer];
  const antiRoles = input.antiReviewerRoleIds ?? [];
  if (input.isUse && steps.length === 0) {
    throw new AppError(
      Code.invalidInput,
      { zh: 'steps：启用审核时至少需要一个审核步骤', en: 'steps: at least one review step is needed when review is on' },
      { errors: [{ field: 'steps', message: 'at least one step' }] },
    );
  }
  steps.forEach((s, i) => {
    if (s.userIds.length + s.roleIds.length === 0) {
      throw new AppError(
        Code.invalidInput,
        { zh: `steps.${i}：请选择审核人或审核角色`, en: `steps.${i}: choose reviewer users or roles` },
        { errors: [{ field: `steps.${i}`, message: 'no reviewer' }] },
      );
    }
  });
  await assertOwnUsersAndRoles(
    db,
    ctx,
    [...steps.flatMap((s) => s.userIds), ...antiUsers],
    [...steps.flatMap((s) => s.roleIds), ...antiRoles],
  );
  const config: ReviewConfig = {
    billType: def.type,
    isUse: input.isUse,
    steps,
    antiReviewerUserIds: antiUsers,
    antiReviewerRoleIds: antiRoles,
  };
  await saveReviewConfig(db, ctx.unitId, config);
  return toRow(config, ctx.lang);
}

export async function isReviewConfigUsed(
  db: Db,
  bills: BillRegistry,
  ctx: RequestContext,
  billType: string,
): Promise<{ isUse: boolean }> {
  const def = bills.find(billType);
  if (!def) throw unknownBillType(billType);
  return { isUse: isReviewInUse(await findReviewConfig(db, ctx.unitId, def.type)) };
}
