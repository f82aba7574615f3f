import type { FinanceMemberPageInput, FinanceMemberRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { offsetBatches, type ExportDefinition } from '../../platform/excel/index.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { pageMembers } from './finance-member.service.js';

const names = (list: { name: string }[]) => list.map((u) => u.name).join('、');
const yes = (v: boolean, lang: 'zh' | 'en') => (v ? (lang === 'en' ? 'Yes' : '是') : lang === 'en' ? 'No' : '否');

/** config/members/exportExcel: the member list's filter, every page, as the screen shows it. */
export function memberListExport(db: Db, ctx: RequestContext, input: FinanceMemberPageInput): ExportDefinition<FinanceMemberRow> {
  const kind = { BOSS: { zh: '老板', en: 'Boss' }, STAFF: { zh: '员工', en: 'Staff' }, WORKBAY: { zh: '工位', en: 'Workbay' } };
  return {
    title: { zh: '财务成员', en: 'Finance members' },
    columns: [
      { type: 'text', header: { zh: '姓名', en: 'Name' }, value: (r) => r.userName },
      { type: 'text', header: { zh: '登录名', en: 'Login name' }, value: (r) => r.loginName },
      { type: 'text', header: { zh: '账号类型', en: 'Type' }, value: (r) => kind[r.kind][ctx.lang] },
      { type: 'text', header: { zh: '所属工厂', en: 'Factories' }, value: (r) => names(r.factories) },
      { type: 'text', header: { zh: '财务成员', en: 'Member' }, value: (r) => yes(r.isMember, ctx.lang) },
      { type: 'text', header: { zh: '财务工厂', en: 'Finance factories' }, value: (r) => names(r.facUnitList) },
      { type: 'text', header: { zh: '财务仓库', en: 'Finance storehouses' }, value: (r) => names(r.storeUnitList) },
      { type: 'text', header: { zh: '财务中心', en: 'Finance centre' }, value: (r) => yes(r.sysFinanceCentre, ctx.lang) },
      { type: 'text', header: { zh: '配置中心', en: 'Config centre' }, value: (r) => yes(r.sysConfigCentre, ctx.lang) },
    ],
    batches: offsetBatches(
      async (limit, offset) =>
        (await pageMembers(db, ctx, { ...input, pageNo: Math.floor(offset / limit) + 1, pageSize: limit })).list,
    ),
  };
}
