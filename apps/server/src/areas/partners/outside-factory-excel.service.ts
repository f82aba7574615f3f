import { billStatusLabels, settlementMethods, type OutsideFactoryPageInput, type OutsideFactoryRow } from '@gf/contracts';
import type { Db } from '../../platform/db/database.js';
import { keysetBatches, type ExportDefinition } from '../../platform/excel/index.js';
import { pick } from '../../platform/http/errors.js';
import type { RequestContext } from '../../platform/tenancy/context.js';
import { exportBatch } from './outside-factory.repository.js';
import { filterOf, withStorehouseNames } from './outside-factory.service.js';

/** 加工厂商档案 as xlsx: the list's columns and filters, streamed by keyset batches. */
export function outsideFactoryExport(
  db: Db,
  ctx: RequestContext,
  input: Omit<OutsideFactoryPageInput, 'pageSize'> | undefined,
): ExportDefinition<OutsideFactoryRow> {
  const filter = filterOf(input ?? {});
  const text = (v: string | null) => v ?? '';
  return {
    title: { zh: '加工厂商档案', en: 'Processing factories' },
    columns: [
      { type: 'text', header: { zh: '编号', en: 'No.' }, value: (r) => r.code },
      { type: 'text', header: { zh: '名称', en: 'Name' }, width: 22, value: (r) => r.name },
      { type: 'text', header: { zh: '厂商评级', en: 'Rating' }, value: (r) => r.factoryRateName },
      { type: 'text', header: { zh: '品牌', en: 'Brands' }, width: 22, value: (r) => r.attrName },
      { type: 'text', header: { zh: '加工厂仓库', en: 'Storehouse' }, value: (r) => text(r.commonStorehouseName) },
      { type: 'text', header: { zh: '联系人', en: 'Contact' }, value: (r) => text(r.contacts) },
      { type: 'text', header: { zh: '联系电话', en: 'Landline' }, value: (r) => text(r.telephone) },
      { type: 'text', header: { zh: '手机', en: 'Mobile' }, value: (r) => text(r.mobilePhone) },
      { type: 'text', header: { zh: '地址', en: 'Address' }, width: 30, value: (r) => text(r.address) },
      {
        type: 'text',
        header: { zh: '结算方式', en: 'Settlement' },
        value: (r) => (r.settlementMethod ? pick(settlementMethods[r.settlementMethod], ctx.lang) : ''),
      },
      { type: 'decimal', scale: 2, header: { zh: '税率(%)', en: 'Tax rate (%)' }, value: (r) => r.taxRate },
      {
        type: 'text',
        header: { zh: '审核状态', en: 'Review status' },
        value: (r) => {
          const label = billStatusLabels[r.status];
          return label ? pick(label, ctx.lang) : String(r.status);
        },
      },
      { type: 'text', header: { zh: '审批备注', en: 'Review remark' }, width: 24, value: (r) => text(r.msg) },
      {
        type: 'text',
        header: { zh: '停用状态', en: 'In use' },
        value: (r) =>
          r.stopuse === 1 ? pick({ zh: '已停用', en: 'Stopped' }, ctx.lang) : pick({ zh: '未停用', en: 'In use' }, ctx.lang),
      },
      { type: 'datetime', header: { zh: '创建时间', en: 'Created at' }, value: (r) => r.createdAt },
    ],
    batches: keysetBatches(
      async (after: string | null, limit) =>
        withStorehouseNames(db, ctx.unitId, await exportBatch(db, ctx.unitId, filter, after, limit)),
      (r) => r.id,
    ),
  };
}
