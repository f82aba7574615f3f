import { PurchasePermission, type PurchaseConfig } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Checkbox, Divider, Form, Input, Modal, Radio, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../../../shared/feedback/feedback';
import { usePermission } from '../../../shared/session/permission';
import { purchasingApi } from '../api/purchasing-api';
import '../locales/register';

export const purchaseConfigKey = ['purchase-config'] as const;

export function usePurchaseConfig() {
  return useQuery({ queryKey: purchaseConfigKey, queryFn: purchasingApi.config, staleTime: 30_000 });
}

/** 物料采购配置 (reference 06 §1): demand source, reservation mode, switches, arrival limits, one-step mode. */
export function PurchaseConfigDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const config = usePurchaseConfig();
  const canSave = usePermission(PurchasePermission.configUpdate);
  const [form] = Form.useForm<PurchaseConfig>();
  const [saving, setSaving] = useState(false);
  const o = (k: string) => t(`purchasing.option.${k}`);

  useEffect(() => {
    if (open && config.data) form.setFieldsValue(config.data);
  }, [open, config.data, form]);

  const save = async () => {
    const v = await form.validateFields();
    const before = config.data;
    if (before && before.preuseType !== v.preuseType) {
      const ok = await new Promise<boolean>((resolve) =>
        feedback.modal.confirm({
          title: t('purchasing.config.preuseConfirm'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        }),
      );
      if (!ok) return;
    }
    setSaving(true);
    try {
      await purchasingApi.saveConfig({
        demandSource: v.demandSource,
        generatePlanOnSubmit: v.generatePlanOnSubmit,
        oneStepEnabled: v.oneStepEnabled,
      });
      await purchasingApi.savePreuse({ preuseType: v.preuseType, canManualModify: v.canManualModify });
      await purchasingApi.saveSwitch('purchasing_unit_price_config', v.unitPriceRequired);
      await purchasingApi.saveSwitch('purchasing_amount_config', v.purchasingAmountEditable);
      await purchasingApi.saveSwitch('deliverying_amount_config', v.deliveringAmountShown);
      await purchasingApi.saveArriveLimit({
        overDeliveryLimit: v.overDeliveryLimit || null,
        lackDeliveryLimit: v.lackDeliveryLimit || null,
      });
      onClose();
    } finally {
      setSaving(false);
    }
  };

  const percent = [{ pattern: /^(100(\.0{1,2})?|\d{1,2}(\.\d{1,2})?)$/, message: '0-100' }];
  return (
    <Modal
      open={open}
      title={t('purchasing.config.title')}
      onCancel={onClose}
      onOk={() => void save()}
      okButtonProps={{ disabled: !canSave, loading: saving }}
      width={560}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" disabled={!canSave} data-testid="purchase-config">
        <Form.Item name="demandSource" label={t('purchasing.field.demandSource')}>
          <Radio.Group>
            <Space direction="vertical">
              <Radio value="PRODUCTION_ORDER">{o('fromOrder')}</Radio>
              <Radio value="MISSION">{o('fromMission')}</Radio>
            </Space>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="generatePlanOnSubmit" valuePropName="checked" style={{ marginTop: -12, marginLeft: 24 }}>
          <Checkbox>{o('planOnSubmit')}</Checkbox>
        </Form.Item>
        <Form.Item name="preuseType" label={t('purchasing.field.preuse')}>
          <Radio.Group>
            <Radio value={1}>{o('manual')}</Radio>
            <Radio value={2}>{o('automatic')}</Radio>
          </Radio.Group>
        </Form.Item>
        <Form.Item name="canManualModify" valuePropName="checked" style={{ marginTop: -12 }}>
          <Checkbox>{o('canManualModify')}</Checkbox>
        </Form.Item>
        <Divider plain>{t('purchasing.config.switches')}</Divider>
        <Form.Item name="unitPriceRequired" valuePropName="checked" style={{ marginBottom: 4 }}>
          <Checkbox>{o('unitPriceRequired')}</Checkbox>
        </Form.Item>
        <Form.Item name="purchasingAmountEditable" valuePropName="checked" style={{ marginBottom: 4 }}>
          <Checkbox>{o('amountEditable')}</Checkbox>
        </Form.Item>
        <Form.Item name="deliveringAmountShown" valuePropName="checked" style={{ marginBottom: 4 }}>
          <Checkbox>{o('deliveringAmount')}</Checkbox>
        </Form.Item>
        <Form.Item name="oneStepEnabled" valuePropName="checked">
          <Checkbox>{o('oneStep')}</Checkbox>
        </Form.Item>
        <Divider plain>{t('purchasing.config.limits')}</Divider>
        <Space>
          <Form.Item name="overDeliveryLimit" label={o('overLimit')} rules={percent}>
            <Input style={{ width: 160 }} allowClear />
          </Form.Item>
          <Form.Item name="lackDeliveryLimit" label={o('lackLimit')} rules={percent}>
            <Input style={{ width: 160 }} allowClear />
          </Form.Item>
        </Space>
      </Form>
    </Modal>
  );
}
