import { billTypes, type BillTypeInfo } from '@gf/contracts';
import { Alert, Card, Input, Space, Table, Tag, Typography } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format';
import { GuardedLink } from '../../../shared/session/permission';
import { archiveTargets, numberingTargets, useExamples, useSavedRules, type NumberSegment, type SavedRule } from '../api/numbering-api';
import { RuleDrawer } from '../components/RuleDrawer';
import { sampleAttributes, starterSegments } from '../components/number-segments.logic';

interface TargetRow {
  target: string;
  label: string;
  isArchive: boolean;
  rule: SavedRule | null;
  example: string | undefined;
}

const permission = 'fac.numbering.rule';

/** 自动编码管理 (/autoNumbering): every numbered bill type and archive, its rule (or the default) and an example. */
export function NumberingRulesPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [keyword, setKeyword] = useState('');
  const [editing, setEditing] = useState<TargetRow | null>(null);
  const saved = useSavedRules();
  const rules = useMemo(() => saved.data ?? [], [saved.data]);
  const examples = useExamples(useMemo(() => rules.map((r) => ({ segments: r.segments, attributes: sampleAttributes(r.segments) })), [rules]));

  const labelOf = (target: string): string => {
    if ((archiveTargets as readonly string[]).includes(target)) return t(`numbering.targets.${target}`);
    const info = (billTypes as Record<string, BillTypeInfo>)[target];
    return info ? info[lang] : target;
  };

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

  // Saved rules of keys this list does not know (another area's own key) are shown too, after the known ones.
  const targets = [...numberingTargets, ...rules.map((r) => r.billType).filter((k) => !numberingTargets.includes(k))];
  const rows: TargetRow[] = targets
    .map((target) => {
      const index = rules.findIndex((r) => r.billType === target);
      return {
        target,
        label: labelOf(target),
        isArchive: (archiveTargets as readonly string[]).includes(target),
        rule: index >= 0 ? rules[index]! : null,
        example: index >= 0 ? examples[index]?.data : undefined,
      };
    })
    .filter((row) => {
      const k = keyword.trim().toLowerCase();
      return !k || row.label.toLowerCase().includes(k) || row.target.toLowerCase().includes(k);
    });

  const columns: ColumnsType<TargetRow> = [
    {
      key: 'target',
      title: t('numbering.page.target'),
      width: 240,
      render: (_, row) => (
        <Space direction="vertical" size={0}>
          <span>{row.label}</span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            {row.target}
          </Typography.Text>
        </Space>
      ),
    },
    {
      key: 'kind',
      title: t('numbering.page.kind'),
      width: 90,
      render: (_, row) => (row.isArchive ? <Tag color="purple">{t('numbering.page.archive')}</Tag> : <Tag>{t('numbering.page.bill')}</Tag>),
    },
    {
      key: 'rule',
      title: t('numbering.page.rule'),
      render: (_, row) =>
        row.rule ? (
          describe(row.rule.segments)
        ) : (
          <Tag title={t('numbering.page.defaultHint')}>{t('numbering.page.defaultRule')}</Tag>
        ),
    },
    {
      key: 'example',
      title: t('numbering.page.example'),
      width: 200,
      render: (_, row) =>
        row.rule ? (
          <Typography.Text code>{row.example ?? '…'}</Typography.Text>
        ) : (
          <Typography.Text type="secondary">—</Typography.Text>
        ),
    },
    {
      key: 'updatedAt',
      title: t('numbering.page.updatedAt'),
      width: 170,
      render: (_, row) => (row.rule ? formatDateTime(row.rule.updatedAt) : ''),
    },
    {
      key: 'actions',
      title: t('common.actions'),
      width: 110,
      fixed: 'right',
      render: (_, row) => (
        <GuardedLink permission={permission} onClick={() => setEditing(row)}>
          {t('numbering.page.editRule')}
        </GuardedLink>
      ),
    },
  ];

  return (
    <Card title={t('numbering.page.title')}>
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={t('numbering.page.note')} />
        <Input.Search allowClear style={{ width: 280 }} placeholder={t('numbering.page.search')} onChange={(e) => setKeyword(e.target.value)} />
        <Table<TargetRow> rowKey="target" size="middle" loading={saved.isLoading} columns={columns} dataSource={rows} pagination={false} scroll={{ x: 960 }} />
      </Space>
      <RuleDrawer
        target={editing?.target ?? null}
        targetLabel={editing?.label ?? ''}
        initial={editing?.rule?.segments ?? starterSegments}
        onClose={() => setEditing(null)}
      />
    </Card>
  );
}
