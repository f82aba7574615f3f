import { PlusOutlined } from '@ant-design/icons';
import { deviceInput, type DeviceRow } from '@gf/contracts';
import { App, Button, Form, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { zodRule, zodTextRule } from '../../../shared/forms/zod-rule';
import { formatDateTime } from '../../../shared/format/format';
import { ListPage, useListRefresh, useRowConfirm, type ListColumn, type ListQuery } from '../../../shared/list-page';
import { deviceCode } from '../../../shared/api';
import { checkPermission, GuardedButton, GuardedLink } from '../../../shared/session/permission';
import { deviceApi } from '../api/roles-api';
import { DeviceLoginSwitch } from '../components/DeviceLoginSwitch';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

const listKey = 'device';

function fetchDevices(query: ListQuery) {
  return deviceApi.page({ pageNo: query.pageNo, pageSize: query.pageSize, keyword: query.keyword || undefined });
}

interface DeviceFields {
  deviceCode: string;
  deviceName?: string;
  remark?: string;
}

/** 设备授权 (/deviceAuthorization): the factory's switch, add, batch authorise, modify remark, delete. */
export function DeviceListPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const refresh = useListRefresh(listKey);
  const confirm = useRowConfirm(listKey);
  const [selected, setSelected] = useState<string[]>([]);
  const [adding, setAdding] = useState(false);
  const [remarkOf, setRemarkOf] = useState<DeviceRow | null>(null);
  const [addForm] = Form.useForm<DeviceFields>();
  const [remarkForm] = Form.useForm<{ remark?: string }>();

  const authorize = async (ids: string[], on: boolean) => {
    if (!checkPermission('fac.device.authorize')) return;
    if (ids.length === 0) {
      message.warning(t('roles.device.chooseFirst'));
      return;
    }
    try {
      await deviceApi.batchAuthorize(ids, on);
      setSelected([]);
      await refresh();
    } catch {
      // shown by the api client
    }
  };

  const remove = (row: DeviceRow) =>
    confirm({
      permission: 'fac.device.delete',
      title: t('common.delete'),
      content: t('roles.device.deleteConfirm', { code: row.deviceCode }),
      isDelete: true,
      run: () => deviceApi.remove(row.id),
    });

  const columns: ListColumn<DeviceRow>[] = [
    {
      key: 'deviceCode',
      title: t('roles.device.deviceCode'),
      dataIndex: 'deviceCode',
      locked: true,
      render: (code: string) => (
        <>
          {code}
          {code === deviceCode() && (
            <Tag color="blue" style={{ marginLeft: 8 }}>
              {t('roles.device.thisDevice')}
            </Tag>
          )}
        </>
      ),
    },
    { key: 'deviceName', title: t('roles.device.deviceName'), dataIndex: 'deviceName' },
    { key: 'remark', title: t('roles.device.remark'), dataIndex: 'remark', ellipsis: true },
    {
      key: 'status',
      title: t('roles.device.status'),
      dataIndex: 'isAuthorized',
      render: (v: boolean) => (
        <Tag color={v ? 'success' : 'default'}>{v ? t('roles.device.authorized') : t('roles.device.unauthorized')}</Tag>
      ),
    },
    { key: 'createdAt', title: t('roles.device.createdAt'), dataIndex: 'createdAt', render: (v: string) => formatDateTime(v) },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      fixed: 'right',
      render: (_: unknown, row) => (
        <Space size="middle">
          <GuardedLink onClick={() => void authorize([row.id], !row.isAuthorized)}>
            {row.isAuthorized ? t('roles.device.unauthorize') : t('roles.device.authorize')}
          </GuardedLink>
          <GuardedLink
            permission="fac.device.add"
            onClick={() => {
              remarkForm.setFieldsValue({ remark: row.remark ?? undefined });
              setRemarkOf(row);
            }}
          >
            {t('roles.device.modifyRemark')}
          </GuardedLink>
          <GuardedLink danger onClick={() => remove(row)}>
            {t('common.delete')}
          </GuardedLink>
        </Space>
      ),
    },
  ];

  return (
    <>
      <ListPage<DeviceRow>
        listKey={listKey}
        title={t('roles.device.listTitle')}
        searchPlaceholder={t('roles.device.searchPlaceholder')}
        columns={columns}
        fetchPage={fetchDevices}
        rowKey="id"
        rowSelection={{ selectedRowKeys: selected, onChange: (keys) => setSelected(keys.map(String)) }}
        extra={
          <>
            <DeviceLoginSwitch />
            <Button onClick={() => void authorize(selected, true)}>{t('roles.device.batchAuthorize')}</Button>
            <Button onClick={() => void authorize(selected, false)}>{t('roles.device.batchUnauthorize')}</Button>
            <GuardedButton
              type="primary"
              icon={<PlusOutlined />}
              permission="fac.device.add"
              onClick={() => {
                addForm.resetFields();
                setAdding(true);
              }}
            >
              {t('roles.device.add')}
            </GuardedButton>
          </>
        }
      />
      <Modal
        open={adding}
        title={t('roles.device.add')}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        onCancel={() => setAdding(false)}
        forceRender
        onOk={async () => {
          const v = await addForm.validateFields();
          await deviceApi.add({
            deviceCode: v.deviceCode.trim(),
            deviceName: v.deviceName?.trim() || null,
            remark: v.remark?.trim() || null,
          });
          message.success(t('roles.device.saved'));
          setAdding(false);
          await refresh();
        }}
      >
        <Form form={addForm} layout="vertical">
          <Form.Item
            name="deviceCode"
            label={t('roles.device.deviceCode')}
            rules={[requiredRule(t('roles.device.deviceCode')), zodTextRule(deviceInput.shape.deviceCode)]}
          >
            <Input maxLength={64} />
          </Form.Item>
          <Form.Item name="deviceName" label={t('roles.device.deviceName')} rules={[zodRule(deviceInput.shape.deviceName)]}>
            <Input maxLength={50} />
          </Form.Item>
          <Form.Item name="remark" label={t('roles.device.remark')} rules={[zodRule(deviceInput.shape.remark)]}>
            <Input.TextArea rows={2} maxLength={100} />
          </Form.Item>
        </Form>
      </Modal>
      <Modal
        open={remarkOf !== null}
        title={t('roles.device.modifyRemark')}
        okText={t('common.ok')}
        cancelText={t('common.cancel')}
        onCancel={() => setRemarkOf(null)}
        forceRender
        onOk={async () => {
          const v = await remarkForm.validateFields();
          if (!remarkOf) return;
          await deviceApi.modifyRemark(remarkOf.id, v.remark?.trim() || null);
          message.success(t('roles.device.saved'));
          setRemarkOf(null);
          await refresh();
        }}
      >
        <Form form={remarkForm} layout="vertical">
          <Form.Item name="remark" label={t('roles.device.remark')} rules={[zodRule(deviceInput.shape.remark)]}>
            <Input.TextArea rows={3} maxLength={100} showCount />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}
