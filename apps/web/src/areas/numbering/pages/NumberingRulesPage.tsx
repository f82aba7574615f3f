import { NumberingPermission } from '@gf/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Card, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format';
import { GuardedLink } from '../../../shared/session/permission';
import {
  numberingApi,
  numberingKeys,
  useNumberRuleTargets,
  type NumberRuleTarget,
  type NumberSegment,
} from '../api/numbering-api';
import { RuleDrawer } from '../components/RuleDrawer';
import { starterSegments } from '../components/number-segments.logic';
import '../locales/register';

const permission = NumberingPermission.manage;

/**
 * 自动编号设置 (/home/autoNumber, company menu; /autoNumbering still opens it): every bill type and archive an area
 * registered, its default rule, the company's own rule (every factory numbers by it, from one counter), the next
 * number, 设置规则 and 恢复默认.
 */
export function NumberingRulesPage() {
  const { t, i18n } = useTranslation();
  const { modal, message } = App.useApp();
  const queryClient = useQueryClient();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<NumberRuleTarget | null>(null);
  const targets = useNumberRuleTargets();

  const describe = (segments: NumberSegment[]): string =>
    segments
      .map((s) => {
        const name = t(`numbering.segment.${s.type}`);
        switch (s.type) {
          case 'TEXT':
            return `${name}「${s.value}」`;
          case 'DATE':
            return `${name} ${s.format}`;
          case 'SERIAL':
            return `${name} ${t('numbering.segment.digits', { n: s.length })}·${t(`numbering.reset.${s.reset}`)}`;
          case 'ATTRIBUTE':
            return `${name} ${s.key}`;
        }
      })
      .join(' + ');

  const restore = (row: NumberRuleTarget) =>
    modal.confirm({
      title: t('numbering.page.restoreTitle', { target: row[lang] }),
      content: row.defaultSegments
        ? t('numbering.page.restoreContent', { rule: describe(row.defaultSegments) })
        : t('numbering.page.restoreOrphan'),
      okText: t('common.ok'),
      cancelText: t('common.cancel'),
      onOk: async () => {
        await numberingApi.restore(row.billType);
        message.success(t('numbering.page.restored'));
        await queryClient.invalidateQueries({ queryKey: numberingKeys.list });
      },
    });

  const k = keyword.trim().toLowerCase();
  const rows = (targets.data ?? []).filter(
    (row) => !k || row.zh.toLowerCase().includes(k) || row.en.toLowerCase().includes(k) || row.billType.toLowerCase().includes(k),
  );

  const columns: ColumnsType<NumberRuleTarget> = [
    {
      key: 'target',
      title: t('numbering.page.target'),
      width: 240,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span>{row[lang]}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.billType}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'kind',
      title: t('numbering.page.kind'),
      width: 80,
      render: (_, row) =>
        row.kind === 'ARCHIVE' ? <Tag color="purple">{t('numbering.page.archive')}</Tag> : <Tag>{t('numbering.page.bill')}</Tag>,
    },
    {
      key: 'default',
      title: t('numbering.page.defaultRuleColumn'),
      render: (_, row) =>
        row.defaultSegments ? (
          <Typography.Text type={row.segments ? 'secondary' : undefined}>{describe(row.defaultSegments)}</Typography.Text>
        ) : (
          <Tag color="warning">{t('numbering.page.unregistered')}</Tag>
        ),
    },
    {
      key: 'own',
      title: t('numbering.page.ownRule'),
      render: (_, row) =>
        row.segments ? (
          describe(row.segments)
        ) : (
          <Tag title={t('numbering.page.defaultHint')}>{t('numbering.page.defaultRule')}</Tag>
        ),
    },
    {
      key: 'next',
      title: t('numbering.page.nextNumber'),
      width: 170,
      render: (_, row) => <Typography.Text code>{row.nextNumber}</Typography.Text>,
    },
    {
      key: 'updatedAt',
      title: t('numbering.page.updatedAt'),
      width: 160,
      render: (_, row) => (row.updatedAt ? formatDateTime(row.updatedAt) : ''),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 200,
      fixed: 'right',
      render: (_, row) => (
        <Space size="small">
          {row.isRegistered ? (
            <GuardedLink permission={permission} onClick={() => setEditing(row)}>
              {t('numbering.page.editRule')}
            </GuardedLink>
          ) : null}
          {row.segments ? (
            <GuardedLink permission={permission} onClick={() => restore(row)}>
              {t('numbering.page.restore')}
            </GuardedLink>
          ) : null}
        </Space>
      ),
    },
  ];

  return (
    <Card title={t('numbering.page.title')}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t('numbering.page.note')} />
        <Input.Search
          allowClear
          style={{ width: 280 }}
          placeholder={t('numbering.page.search')}
          onChange={(e) => setKeyword(e.target.value)}
        />
        <Table<NumberRuleTarget>
          rowKey="billType"
          size="middle"
          loading={targets.isLoading}
          columns={columns}
          dataSource={rows}
          pagination={false}
          scroll={{ x: 1200 }}
        />
      </Space>
      <RuleDrawer
        target={editing?.billType ?? null}
        targetLabel={editing?.[lang] ?? ''}
        initial={editing?.segments ?? editing?.defaultSegments ?? starterSegments}
        attributes={editing?.attributes ?? []}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
