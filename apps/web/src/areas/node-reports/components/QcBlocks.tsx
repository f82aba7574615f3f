import { DeleteOutlined } from '@ant-design/icons';
import { Button, Card, Form, Input, InputNumber, Select, Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { storehouseLoader } from '../../../shared/material-lines/material-bill';
import { SearchSelect } from '../../../shared/search-select';
import { defectLabelLoader } from '../api/node-reports-api';
import { QuantityCells } from './QuantityCells';
import { skuLabel, type NodeMatrix } from './report-form.logic';

/** 质检: 合格品 (matrix, storehouse, remark), 次品 rows (SKU, defect labels, quantity), 废品 rows (SKU, reason, quantity). */
export function QcBlocks({ matrix, phone }: { matrix: NodeMatrix; phone?: boolean }) {
  const { t } = useTranslation();
  const d = (k: string) => t(`nodeReports.dialog.${k}`);
  const skuOptions = [...matrix.skuOf.values()].map((s) => ({ value: s.goodsSkuId, label: skuLabel(s) }));
  const size = phone ? 'large' : undefined;
  const rows = (name: 'defectiveds' | 'wasteds', addText: string) => (
    <Form.List name={name}>
      {(fields, { add, remove }) => (
        <>
          {fields.map((field) => (
            <Space key={field.key} wrap align="start" data-testid={`qc-${name}-row`}>
              <Form.Item name={[field.name, 'goodsSkuId']} rules={[{ required: true, message: d('sku') }]}>
                <Select
                  size={size}
                  options={skuOptions}
                  placeholder={d('sku')}
                  style={{ width: 150 }}
                  popupMatchSelectWidth={false}
                />
              </Form.Item>
              {name === 'defectiveds' ? (
                <Form.Item name={[field.name, 'defectLabelIds']}>
                  <SearchSelect loader={defectLabelLoader} placeholder={d('defectLabels')} style={{ width: 200 }} />
                </Form.Item>
              ) : (
                <Form.Item name={[field.name, 'reason']}>
                  <Input size={size} maxLength={20} placeholder={d('wasteReason')} style={{ width: 160 }} />
                </Form.Item>
              )}
              <Form.Item name={[field.name, 'num']} rules={[{ required: true, message: d('num') }]}>
                <InputNumber size={size} min={1} precision={0} placeholder={d('num')} style={{ width: 100 }} />
              </Form.Item>
              <Button
                type="text"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('common.delete')}
                onClick={() => remove(field.name)}
              />
            </Space>
          ))}
          <Button type="dashed" size={size} onClick={() => add({ num: null })} data-testid={`qc-add-${name}`}>
            {addText}
          </Button>
        </>
      )}
    </Form.List>
  );
  const store = (name: string) => (
    <Form.Item name={name} label={d('qcStorehouse')}>
      <SearchSelect single loader={storehouseLoader} allowClear style={{ width: phone ? '100%' : 220 }} />
    </Form.Item>
  );
  const remark = (name: string) => (
    <Form.Item name={name} label={d('remark')}>
      <Input size={size} maxLength={20} />
    </Form.Item>
  );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Card size="small" title={d('qualified')}>
        <Form.Item name="qualifiedCells" noStyle>
          <QuantityCells matrix={matrix} phone={phone} testId="qc-qualified" />
        </Form.Item>
        {store('storehouseId')}
        {remark('quRemark')}
      </Card>
      <Card size="small" title={d('defective')}>
        {rows('defectiveds', d('addDefective'))}
        {store('defectivedsStorehouseId')}
        {remark('dcRemark')}
      </Card>
      <Card size="small" title={d('waste')}>
        {rows('wasteds', d('addWaste'))}
        {store('wastedsStorehouseId')}
        {remark('wsRemark')}
      </Card>
    </Space>
  );
}
