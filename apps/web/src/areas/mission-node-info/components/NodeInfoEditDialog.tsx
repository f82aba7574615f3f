import { DeleteOutlined, PlusOutlined, UploadOutlined } from '@ant-design/icons';
import { FILE_MAX_BYTES, type NodeAttachment, type NodeInfo } from '@gf/contracts';
import { App, Button, DatePicker, Form, Input, Modal, Space, Upload } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select';
import { uploadApi } from '../../../shared/upload';
import { nodeInfoApi, outsideFactoryLoader } from '../api/node-info-api';

interface FormValues {
  chargerIds: string[];
  labourCost?: string | null;
  planEndAt?: Dayjs | null;
  remark?: string | null;
  outsideFactories: { outsideFactoryId?: string; unitPrice?: string | null }[];
}

const decimalPattern = /^\d{1,12}(\.\d{1,4})?$/;

/**
 * 修改节点信息 (reference 03 §4): persons in charge, 工价 (only with fac.mission.labour.cost.view), planned end, remark,
 * attachments and the outside factories with their prices. A factory that reports name cannot be removed.
 */
export function NodeInfoEditDialog({ node, onClose }: { node: NodeInfo; onClose: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [form] = Form.useForm<FormValues>();
  const [files, setFiles] = useState<NodeAttachment[]>(node.attachments);
  const [saving, setSaving] = useState(false);
  const label = (key: string) => t(`missionNodeInfo.info.${key}`);
  const decimalRule = { pattern: decimalPattern, message: t('missionNodeInfo.edit.badNumber') };
  const factoryNames = node.outsideFactories.map((f) => ({ value: f.outsideFactoryId, label: f.name }));

  const save = async () => {
    const v = await form.validateFields();
    setSaving(true);
    try {
      await nodeInfoApi.setInformation(node.id, {
        chargerIds: v.chargerIds,
        ...(node.canViewLabourCost ? { labourCost: v.labourCost || null } : {}),
        planEndAt: v.planEndAt ? v.planEndAt.format('YYYY-MM-DD') : null,
        remark: v.remark?.trim() || null,
        attachmentIds: files.map((f) => f.id),
        outsideFactoryList: v.outsideFactories
          .filter((f) => f.outsideFactoryId)
          .map((f) => ({ outsideFactoryId: f.outsideFactoryId!, unitPrice: f.unitPrice || null })),
      });
      onClose();
    } catch {
      // the api client shows the refusal
    } finally {
      setSaving(false);
    }
  };

  return (
    <Modal
      open
      width={720}
      title={label('edit')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      confirmLoading={saving}
      onOk={() => void save()}
      onCancel={onClose}
      destroyOnHidden
      data-testid="node-info-edit"
    >
      <Form<FormValues>
        form={form}
        layout="vertical"
        initialValues={{
          chargerIds: node.chargers.map((c) => c.id),
          labourCost: node.labourCost,
          planEndAt: node.planEndAt ? dayjs(node.planEndAt) : null,
          remark: node.remark,
          outsideFactories: node.outsideFactories.map((f) => ({ outsideFactoryId: f.outsideFactoryId, unitPrice: f.unitPrice })),
        }}
      >
        <Form.Item name="chargerIds" label={label('chargers')}>
          <SearchSelect
            loader={unitUserLoader}
            initialOptions={node.chargers.map((c) => ({ value: c.id, label: c.name }))}
            data-testid="node-info-chargers"
          />
        </Form.Item>
        <Space size="large" align="start">
          {node.canViewLabourCost && (
            <Form.Item name="labourCost" label={`${label('labourCost')} (${label('labourCostUnit')})`} rules={[decimalRule]}>
              <Input style={{ width: 200 }} data-testid="node-info-labour-cost" />
            </Form.Item>
          )}
          <Form.Item name="planEndAt" label={label('planEndAt')}>
            <DatePicker style={{ width: 200 }} data-testid="node-info-plan-end" />
          </Form.Item>
        </Space>
        <Form.Item name="remark" label={label('remark')}>
          <Input.TextArea rows={2} maxLength={200} showCount />
        </Form.Item>
        <Form.Item label={label('attachments')}>
          <Upload
            fileList={files.map((f) => ({ uid: f.id, name: f.name, status: 'done' as const, url: f.url }))}
            beforeUpload={(file) => {
              if (file.size <= FILE_MAX_BYTES) return true;
              message.error(t('capabilities.upload.tooBig'));
              return Upload.LIST_IGNORE;
            }}
            customRequest={async ({ file, onSuccess, onError }) => {
              try {
                const stored = await uploadApi.upload(file as File);
                setFiles((prev) => [...prev, { id: stored.id, name: stored.name, url: stored.url, mimeType: stored.mimeType }]);
                onSuccess?.(stored);
              } catch (error) {
                onError?.(error as Error);
              }
            }}
            onRemove={(file) => setFiles((prev) => prev.filter((f) => f.id !== file.uid))}
            maxCount={20}
          >
            <Button icon={<UploadOutlined />}>{t('capabilities.upload.upload')}</Button>
          </Upload>
        </Form.Item>
        <Form.Item label={label('outsideFactories')} style={{ marginBottom: 0 }}>
          <Form.List name="outsideFactories">
            {(fields, { add, remove }) => (
              <>
                {fields.map((field) => {
                  const id = form.getFieldValue(['outsideFactories', field.name, 'outsideFactoryId']) as string | undefined;
                  const locked = node.outsideFactories.some((f) => f.outsideFactoryId === id && f.hasReports);
                  return (
                    <Space key={field.key} align="start" data-testid="node-info-factory-row">
                      <Form.Item
                        name={[field.name, 'outsideFactoryId']}
                        rules={[{ required: true, message: t('missionNodeInfo.edit.pickFactory') }]}
                      >
                        <SearchSelect
                          single
                          loader={outsideFactoryLoader}
                          initialOptions={factoryNames}
                          disabled={locked}
                          style={{ width: 280 }}
                          placeholder={t('missionNodeInfo.edit.pickFactory')}
                        />
                      </Form.Item>
                      <Form.Item name={[field.name, 'unitPrice']} rules={[decimalRule]}>
                        <Input style={{ width: 160 }} placeholder={label('unitPrice')} />
                      </Form.Item>
                      <Button
                        icon={<DeleteOutlined />}
                        disabled={locked}
                        title={locked ? t('missionNodeInfo.edit.hasReports') : undefined}
                        onClick={() => remove(field.name)}
                      />
                    </Space>
                  );
                })}
                <Form.Item>
                  <Button type="dashed" icon={<PlusOutlined />} onClick={() => add({})} data-testid="node-info-add-factory">
                    {t('missionNodeInfo.edit.addFactory')}
                  </Button>
                </Form.Item>
              </>
            )}
          </Form.List>
        </Form.Item>
      </Form>
    </Modal>
  );
}
