import { chargeLimitUpdateInput, type ChargeLimitRow } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { App, Form, Input, Modal, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '../../../shared/format/format';
import { showServerFieldErrors } from '../../../shared/forms/server-field-errors';
import { zodRule } from '../../../shared/forms/zod-rule';
import { PageHeader } from '../../../shared/page';
import { checkPermission, GuardedLink } from '../../../shared/session/permission';
import { useSession } from '../../../shared/session/session';
import { chargeLimitApi } from '../api/company-api';
import '../locales/register';

const shape = chargeLimitUpdateInput.shape;
const queryKey = ['company', 'chargeLimit'] as const;

/** 收费限制 (/chargeLimit): the company's quotas of factories and workbays beside what it has; the boss changes them. */
export function ChargeLimitPage() {
  const { t } = useTranslation();
  const { message, modal } = App.useApp();
  const session = useSession();
  const queryClient = useQueryClient();
  const limit = useQuery({ queryKey, queryFn: chargeLimitApi.detail });
  const [form] = Form.useForm<{ maxFactories: string; maxWorkbays: string }>();
  const [editing, setEditing] = useState(false);
  const [saving, setSaving] = useState(false);

  const open = (row: ChargeLimitRow) => {
    if (!checkPermission('company.chargeLimit.update')) return;
    if (session?.role !== 1) {
      modal.warning({ title: t('company.charge.editTitle'), content: t('company.charge.bossOnly') });
      return;
    }
    form.setFieldsValue({ maxFactories: String(row.maxFactories), maxWorkbays: String(row.maxWorkbays) });
    setEditing(true);
  };

  const save = async () => {
    let values: { maxFactories: string; maxWorkbays: string };
    try {
      values = await form.validateFields();
    } catch {
      return;
    }
    setSaving(true);
    try {
      const saved = await chargeLimitApi.update(values);
      queryClient.setQueryData(queryKey, saved);
      void queryClient.invalidateQueries({ queryKey: ['company', 'limitFactorys'] });
      message.success(t('company.charge.saved'));
      setEditing(false);
    } catch (error) {
      showServerFieldErrors(form, error);
    } finally {
      setSaving(false);
    }
  };

  const usage = (used: number, max: number) => (
    <Tag color={used >= max ? 'red' : 'green'}>{t('company.charge.usage', { used, max })}</Tag>
  );

  return (
    <>
      <PageHeader title={t('company.charge.title')} back={false} />
      <Table<ChargeLimitRow>
        rowKey="bossUnitId"
        loading={limit.isLoading}
        dataSource={limit.data ? [limit.data] : []}
        pagination={false}
        scroll={{ x: 1180 }}
        columns={[
          { key: 'bossCode', title: t('company.charge.bossCode'), dataIndex: 'bossCode', width: 110 },
          { key: 'name', title: t('company.charge.name'), dataIndex: 'name', width: 140 },
          { key: 'phone', title: t('company.charge.phone'), dataIndex: 'phone', width: 130 },
          {
            key: 'factories',
            title: t('company.charge.factories'),
            width: 220,
            render: (_, row) => row.factoryNames.map((n) => <Tag key={n}>{n}</Tag>),
          },
          {
            key: 'factoryUsage',
            title: t('company.charge.factoryUsage'),
            width: 160,
            render: (_, row) => usage(row.factoryCount, row.maxFactories),
          },
          {
            key: 'workbayUsage',
            title: t('company.charge.workbayUsage'),
            width: 160,
            render: (_, row) => usage(row.workbayCount, row.maxWorkbays),
          },
          {
            key: 'updated',
            title: t('company.charge.updatedBy'),
            width: 180,
            render: (_, row) =>
              row.isCustom ? (
                <span>
                  {row.updatedBy}{' '}
                  <Typography.Text type="secondary">{row.updatedAt ? formatDateTime(row.updatedAt) : ''}</Typography.Text>
                </span>
              ) : (
                <Typography.Text type="secondary">{t('company.charge.defaults')}</Typography.Text>
              ),
          },
          {
            key: 'actions',
            title: t('common.actions'),
            fixed: 'right',
            width: 90,
            render: (_, row) => (
              <GuardedLink permission="company.chargeLimit.update" onClick={() => open(row)} data-testid="charge-edit">
                {t('company.charge.edit')}
              </GuardedLink>
            ),
          },
        ]}
      />
      <Modal
        open={editing}
        title={t('company.charge.editTitle')}
        okText={t('common.save')}
        cancelText={t('common.cancel')}
        okButtonProps={{ loading: saving }}
        onOk={() => void save()}
        onCancel={() => setEditing(false)}
        destroyOnHidden
      >
        <Typography.Paragraph type="secondary">{t('company.charge.hint')}</Typography.Paragraph>
        <Form form={form} layout="vertical">
          <Form.Item name="maxFactories" label={t('company.charge.maxFactories')} rules={[zodRule(shape.maxFactories)]}>
            <Input inputMode="numeric" style={{ width: 200 }} data-testid="charge-max-factories" />
          </Form.Item>
          <Form.Item name="maxWorkbays" label={t('company.charge.maxWorkbays')} rules={[zodRule(shape.maxWorkbays)]}>
            <Input inputMode="numeric" style={{ width: 200 }} data-testid="charge-max-workbays" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
