import { dec, type ReportBillRow } from '@gf/contracts';
import { Space, Tag, Typography } from 'antd';
import type { TFunction } from 'i18next';
import type { ReactNode } from 'react';
import { BillStatusTag } from '../../../bill';
import type { ListColumn } from '../../../shared/list-page';
import { shownBillName } from './report-form.logic';

const isAdjust = (r: ReportBillRow) => r.billType === 'FAC_MISSION_ADJUST';

/**
 * The report bill columns of the reference (03 §5): 单据, 单号, 状态, 完成时间, 完成人员, 床次, 完成工厂, 入库仓库,
 * 客户 + 发货仓库, 完成数量 (超N), 次品标签, 调整数量 + 调整原因, 审核备注; /allReportBill adds 工单号 and 节点 after 单号.
 */
export function reportBillColumns(
  t: TFunction,
  opts: { withNode: boolean; onView: (r: ReportBillRow) => void; actions: (r: ReportBillRow) => ReactNode },
): ListColumn<ReportBillRow>[] {
  const b = (k: string) => t(`nodeReports.bills.${k}`);
  const text = (v: string | null) => v ?? '';
  return [
    {
      key: 'billName',
      title: b('billName'),
      dataIndex: 'billName',
      width: 100,
      ellipsis: true,
      render: (v: string, r) => shownBillName(t, r.billType, v),
    },
    {
      key: 'billNo',
      title: b('billNo'),
      dataIndex: 'billNo',
      width: 150,
      locked: true,
      render: (v: string, r) => (
        <a onClick={() => opts.onView(r)} data-testid="report-bill-no">
          {v}
        </a>
      ),
    },
    ...(opts.withNode
      ? [
          { key: 'missionNo', title: b('mission'), dataIndex: 'missionNo', width: 130, ellipsis: true },
          { key: 'nodeName', title: b('node'), dataIndex: 'nodeName', width: 90, ellipsis: true },
        ]
      : []),
    {
      key: 'status',
      title: b('status'),
      dataIndex: 'status',
      width: 90,
      render: (v: number) => <BillStatusTag status={v} />,
    },
    {
      key: 'totalNum',
      title: b('completed'),
      dataIndex: 'totalNum',
      width: 110,
      align: 'right',
      render: (v: string, r) =>
        isAdjust(r) ? null : (
          <span data-testid="report-bill-total">
            {dec.format(v)}
            {r.overNum && dec.isPositive(r.overNum) && (
              <Typography.Text type="danger">{t('nodeReports.panel.over', { n: dec.format(r.overNum) })}</Typography.Text>
            )}
          </span>
        ),
    },
    { key: 'dateCompleted', title: b('dateCompleted'), dataIndex: 'dateCompleted', width: 105 },
    { key: 'finishUserName', title: b('worker'), dataIndex: 'finishUserName', width: 90, ellipsis: true },
    { key: 'lathe', title: b('lathe'), dataIndex: 'lathe', width: 70, render: text },
    { key: 'outsideFactoryName', title: b('factory'), dataIndex: 'outsideFactoryName', width: 100, ellipsis: true },
    { key: 'storehouseName', title: b('storehouse'), dataIndex: 'storehouseName', width: 100, ellipsis: true },
    {
      key: 'customer',
      title: `${b('customer')} / ${b('outStorehouse')}`,
      width: 130,
      ellipsis: true,
      render: (_: unknown, r) =>
        [r.customerName ?? r.toStorehouseName, r.typeCode === 'tail_out_store' ? r.storehouseName : null]
          .filter(Boolean)
          .join(' · '),
    },
    {
      key: 'defectLabelNames',
      title: b('defectLabels'),
      dataIndex: 'defectLabelNames',
      width: 120,
      render: (v: string[]) => (
        <Space size={2} wrap>
          {v.map((n) => (
            <Tag key={n}>{n}</Tag>
          ))}
        </Space>
      ),
    },
    {
      key: 'adjust',
      title: `${b('adjustNum')} / ${b('adjustReason')}`,
      width: 140,
      ellipsis: true,
      render: (_: unknown, r) => (isAdjust(r) ? `${dec.format(r.totalNum)} ${r.adjustReason ?? ''}` : null),
    },
    { key: 'reviewRemark', title: b('reviewRemark'), dataIndex: 'reviewRemark', width: 110, ellipsis: true },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      width: 190,
      render: (_: unknown, r) => opts.actions(r),
    },
  ];
}
