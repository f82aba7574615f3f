import { NumberingPermission } from '@gf/contracts';
import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { Alert, App, Button, Drawer, Dropdown, Input, InputNumber, Select, Space, Tooltip, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { GuardedButton } from '../../../shared/session/permission';
import { numberingApi, numberingKeys, usePreview, type NumberRuleTarget, type NumberSegment } from '../api/numbering-api';
import {
  addSegment,
  canAddSerial,
  changeSegmentType,
  checkSegments,
  dateFormats,
  maxKeyLength,
  maxSegments,
  maxTextLength,
  moveSegment,
  removeSegment,
  replaceSegment,
  sampleAttributes,
  segmentTypes,
  serialResets,
  type SegmentIssue,
} from './number-segments.logic';
import '../locales/register';

const permission = NumberingPermission.manage;

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

/** The segment editor of one numbered target: add, remove, move, a debounced server preview, save. */
export function RuleDrawer({
  target,
  targetLabel,
  initial,
  attributes: registered = [],
  onClose,
}: {
  /** The bill type or archive key; null closes the drawer. */
  target: string | null;
  targetLabel: string;
  initial: NumberSegment[];
  /** Attributes the target's allocation passes (usable in ATTRIBUTE segments), with sample values. */
  attributes?: NumberRuleTarget['attributes'];
  onClose: () => void;
}) {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const [segments, setSegments] = useState<NumberSegment[]>(initial);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (target) setSegments(initial);
  }, [target, initial]);

  const issues = useMemo(() => checkSegments(segments), [segments]);
  const debounced = useDebounced(segments, 400);
  const debouncedValid = useMemo(() => checkSegments(debounced).length === 0, [debounced]);
  const attributes = useMemo(
    () => ({ ...sampleAttributes(debounced), ...Object.fromEntries(registered.map((a) => [a.key, a.sample])) }),
    [debounced, registered],
  );
  const preview = usePreview(debounced, attributes, target !== null && debouncedValid);

  const issueText = (issue: SegmentIssue) =>
    t(`numbering.issues.${issue.code}`, { ...issue, n: 'index' in issue ? issue.index + 1 : undefined });
  const issuesAt = (index: number) => issues.filter((i) => 'index' in i && i.index === index);

  const update = (index: number, segment: NumberSegment) => setSegments((list) => replaceSegment(list, index, segment));

  const save = async () => {
    if (!target) return;
    if (issues.length > 0) return void message.warning(t('numbering.drawer.fixErrors'));
    setSaving(true);
    try {
      await numberingApi.save(target, segments);
      message.success(t('numbering.drawer.saved'));
      await queryClient.invalidateQueries({ queryKey: numberingKeys.list });
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const fields = (segment: NumberSegment, index: number) => {
    switch (segment.type) {
      case 'TEXT':
        return (
          <Input
            style={{ width: 220 }}
            value={segment.value}
            maxLength={maxTextLength}
            showCount
            placeholder={t('numbering.segment.textPlaceholder')}
            onChange={(e) => update(index, { ...segment, value: e.target.value })}
          />
        );
      case 'DATE':
        return (
          <Space>
            <span>{t('numbering.segment.format')}</span>
            <Select
              style={{ width: 130 }}
              value={segment.format}
              options={dateFormats.map((f) => ({ value: f, label: f }))}
              onChange={(format) => update(index, { ...segment, format })}
            />
          </Space>
        );
      case 'SERIAL':
        return (
          <Space wrap>
            <span>{t('numbering.segment.length')}</span>
            {/* No min / max / precision: a length out of range is told by checkSegments, never changed. */}
            <InputNumber
              style={{ width: 72 }}
              value={segment.length}
              onChange={(v) => update(index, { ...segment, length: v ?? 0 })}
            />
            <span>{t('numbering.segment.reset')}</span>
            <Select
              style={{ width: 100 }}
              value={segment.reset}
              options={serialResets.map((r) => ({ value: r, label: t(`numbering.reset.${r}`) }))}
              onChange={(reset) => update(index, { ...segment, reset })}
            />
          </Space>
        );
      case 'ATTRIBUTE':
        return (
          <Space wrap>
            <Input
              style={{ width: 130 }}
              value={segment.key}
              maxLength={maxKeyLength}
              placeholder={t('numbering.segment.keyPlaceholder')}
              onChange={(e) => update(index, { ...segment, key: e.target.value })}
            />
            <span>{t('numbering.segment.maxLength')}</span>
            <InputNumber
              style={{ width: 64 }}
              value={segment.maxLength}
              onChange={(v) => update(index, { ...segment, maxLength: v ?? undefined })}
            />
            <span>{t('numbering.segment.chars')}</span>
          </Space>
        );
    }
  };

  const addItems = segmentTypes.map((type) => ({
    key: type,
    label: t(`numbering.segment.${type}`),
    disabled: type === 'SERIAL' && !canAddSerial(segments),
    title: type === 'SERIAL' && !canAddSerial(segments) ? t('numbering.drawer.onlyOneSerial') : undefined,
  }));

  const ruleIssues = issues.filter((i) => !('index' in i));

  return (
    <Drawer
      open={target !== null}
      title={t('numbering.drawer.title', { target: targetLabel })}
      size={640}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          <GuardedButton
            type="primary"
            permission={permission}
            loading={saving}
            disabled={issues.length > 0}
            onClick={() => void save()}
          >
            {t('common.save')}
          </GuardedButton>
        </Space>
      }
    >
      <Space direction="vertical" size="middle" style={{ width: '100%' }}>
        <div data-testid="rule-preview" style={{ padding: '8px 12px', background: 'rgba(22,119,255,0.06)', borderRadius: 6 }}>
          <Typography.Text type="secondary">{t('numbering.drawer.preview')}：</Typography.Text>
          {issues.length > 0 ? (
            <Typography.Text type="secondary">{t('numbering.drawer.previewNone')}</Typography.Text>
          ) : preview.isFetching && !preview.data ? (
            <Typography.Text type="secondary">{t('numbering.drawer.previewLoading')}</Typography.Text>
          ) : (
            <Typography.Text strong code style={{ fontSize: 16 }}>
              {preview.data ?? ''}
            </Typography.Text>
          )}
        </div>
        {ruleIssues.length > 0 ? <Alert type="error" showIcon message={ruleIssues.map(issueText).join('；')} /> : null}
        <Typography.Text strong>{t('numbering.drawer.segments')}</Typography.Text>
        {registered.length > 0 ? (
          <Typography.Text type="secondary" data-testid="rule-attributes">
            {t('numbering.drawer.attributes')}
            {registered.map((a) => `${a.key}（${i18n.language === 'en' ? a.en : a.zh}）`).join('、')}
          </Typography.Text>
        ) : null}
        {segments.map((segment, index) => (
          <div key={index} style={{ border: '1px solid rgba(5,5,5,0.08)', borderRadius: 6, padding: '8px 12px' }}>
            <Space align="center" style={{ width: '100%', justifyContent: 'space-between' }}>
              <Space wrap>
                <Typography.Text type="secondary" style={{ width: 18, display: 'inline-block' }}>
                  {index + 1}
                </Typography.Text>
                <Select
                  aria-label={t('numbering.drawer.type')}
                  style={{ width: 110 }}
                  value={segment.type}
                  options={segmentTypes.map((type) => ({
                    value: type,
                    label: t(`numbering.segment.${type}`),
                    disabled: type === 'SERIAL' && segment.type !== 'SERIAL' && !canAddSerial(segments),
                  }))}
                  onChange={(type) => setSegments((list) => changeSegmentType(list, index, type))}
                />
                {fields(segment, index)}
              </Space>
              <Space size={0}>
                <Tooltip title={t('numbering.drawer.moveUp')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowUpOutlined />}
                    disabled={index === 0}
                    onClick={() => setSegments((l) => moveSegment(l, index, -1))}
                  />
                </Tooltip>
                <Tooltip title={t('numbering.drawer.moveDown')}>
                  <Button
                    type="text"
                    size="small"
                    icon={<ArrowDownOutlined />}
                    disabled={index === segments.length - 1}
                    onClick={() => setSegments((l) => moveSegment(l, index, 1))}
                  />
                </Tooltip>
                <Tooltip title={t('numbering.drawer.remove')}>
                  <Button
                    type="text"
                    size="small"
                    danger
                    icon={<DeleteOutlined />}
                    onClick={() => setSegments((l) => removeSegment(l, index))}
                  />
                </Tooltip>
              </Space>
            </Space>
            {issuesAt(index).map((issue) => (
              <Typography.Text key={issue.code} type="danger" style={{ display: 'block', marginTop: 4, fontSize: 12 }}>
                {issueText(issue)}
              </Typography.Text>
            ))}
          </div>
        ))}
        <Dropdown
          disabled={segments.length >= maxSegments}
          menu={{
            items: addItems,
            onClick: ({ key }) => setSegments((l) => addSegment(l, key as (typeof segmentTypes)[number])),
          }}
        >
          <Button type="dashed" block icon={<PlusOutlined />}>
            {t('numbering.drawer.add')}
          </Button>
        </Dropdown>
      </Space>
    </Drawer>
  );
}
