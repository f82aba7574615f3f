import { pageOf, type BomLogDetail, type BomLogRow, type BomSnapshot, type Page } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { notFound, pick, type LocalText } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import * as logRepo from './bom-log.repository.js';
import { findBom } from './bom.repository.js';

export const BOM_LOG_ACTIONS: Record<string, LocalText> = {
  CREATE: { zh: '新建', en: 'Created' },
  EDIT: { zh: '编辑', en: 'Edited' },
  COPY: { zh: '复制', en: 'Copied' },
  DEFAULT: { zh: '设为默认', en: 'Set as default' },
  DELETE: { zh: '删除', en: 'Deleted' },
};

const actionText = (action: string, lang: 'zh' | 'en') => {
  const t = BOM_LOG_ACTIONS[action];
  return t ? pick(t, lang) : action;
};

export const bomNotFound = () => notFound({ zh: 'BOM', en: 'BOM' });

/** logList: the BOM's operation records, newest first. */
export async function listBomLogs(
  db: Db,
  ctx: RequestContext,
  q: { commonBomId: string; pageNo?: number | undefined; pageNum?: number | undefined; pageSize: number },
): Promise<Page<BomLogRow>> {
  if (!(await findBom(db, ctx, q.commonBomId))) throw bomNotFound();
  const { pageNo, pageSize, offset } = pageOf(q);
  const { rows, totalCount } = await logRepo.pageLogs(db, ctx, q.commonBomId, offset, pageSize);
  return {
    list: rows.map((r) => ({
      id: r.id,
      action: r.action,
      actionText: actionText(r.action, ctx.lang),
      createdByName: r.createdByName,
      createdAt: new Date(r.createdAt).toISOString(),
      hasDiff: Boolean(r.hasDiff),
    })),
    totalCount,
    pageNo,
    pageSize,
  };
}

/** logDetail: one record with the BOM before and after (an EDIT has both). */
export async function getBomLog(db: Db, ctx: RequestContext, logId: string): Promise<BomLogDetail> {
  const log = await logRepo.findLog(db, ctx, logId);
  if (!log) throw notFound({ zh: '操作记录', en: 'Operation record' });
  return {
    id: log.id,
    action: log.action,
    actionText: actionText(log.action, ctx.lang),
    createdByName: log.createdByName,
    createdAt: new Date(log.createdAt).toISOString(),
    editBefore: (log.editBefore as BomSnapshot | null) ?? null,
    editAfter: (log.editAfter as BomSnapshot | null) ?? null,
  };
}
