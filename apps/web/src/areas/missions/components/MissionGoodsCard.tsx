import { useQuery } from '@tanstack/react-query';
import { App, Card, Col, Form, Image, Input, Row, Select, Typography } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { recordCreate, SearchSelect } from '../../../shared/search-select';
import { SkuMatrix, type Quantities } from '../../../shared/sku-matrix';
import { customerLoader, fileUrl, missionsApi, styleLoader } from '../api/missions-api';
import { matrixShapeOf } from './matrix-shape';
import type { MissionGoods } from './mission-form-state';

/** 订货信息: goods (with picture), customer (新建), the SKU matrix (按码比填数), process sheet and mission BOM. */
export function MissionGoodsCard({
  goods,
  pictureId,
  cells,
  onGoods,
  onCells,
  styleLocked,
}: {
  goods: MissionGoods;
  pictureId: string | null;
  cells: Quantities;
  onGoods: (goods: MissionGoods, pictureId: string | null) => void;
  onCells: (cells: Quantities) => void;
  /** 转工单: the goods come from the order. */
  styleLocked?: boolean;
}) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const f = (k: string) => t(`missions.field.${k}`);
  const boms = useQuery({
    queryKey: ['mission-boms', goods.styleId],
    queryFn: () => missionsApi.boms(goods.styleId!),
    enabled: Boolean(goods.styleId),
  });
  const shape = useMemo(() => matrixShapeOf(goods.skuList), [goods.skuList]);
  const chooseStyle = (id: string | null, label: string | null) => {
    const apply = async () => {
      if (!id) return onGoods({ styleId: null, label: null, skuList: [] }, null);
      const style = await missionsApi.style(id);
      onCells({});
      onGoods({ styleId: id, label, skuList: style.skuList }, style.mainPictureId);
    };
    if (!Object.values(cells).some((n) => n)) return void apply();
    modal.confirm({ title: t('missions.form.changeStyleTitle'), content: t('missions.form.changeStyleText'), onOk: apply });
  };
  return (
    <Card size="small" title={t('missions.form.goods')} style={{ marginBottom: 12 }}>
      <Row gutter={16}>
        <Col flex="none">
          <div style={{ width: 96, height: 96, background: '#fafafa', border: '1px solid #f0f0f0' }}>
            {pictureId && <Image src={fileUrl(pictureId)} width={94} height={94} style={{ objectFit: 'cover' }} />}
          </div>
        </Col>
        <Col flex="auto">
          <Row gutter={16}>
            <Col span={8}>
              <Form.Item label={f('style')} required>
                <SearchSelect
                  single
                  loader={styleLoader}
                  disabled={styleLocked}
                  placeholder={t('missions.form.styleSearch')}
                  value={goods.styleId}
                  initialOptions={goods.styleId && goods.label ? [{ value: goods.styleId, label: goods.label }] : undefined}
                  onChange={(v, o) => chooseStyle(v == null ? null : String(v), o && !Array.isArray(o) ? o.label : null)}
                  data-testid="mission-style"
                />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="customerId" label={f('customer')}>
                <SearchSelect single loader={customerLoader} create={recordCreate('customer')} data-testid="mission-customer" />
              </Form.Item>
            </Col>
            <Col span={8}>
              <Form.Item name="bomId" label={f('bom')}>
                <Select
                  allowClear
                  placeholder={t('missions.form.noBom')}
                  options={(boms.data ?? []).map((b) => ({ value: b.id, label: b.name }))}
                />
              </Form.Item>
            </Col>
          </Row>
        </Col>
      </Row>
      {goods.styleId ? (
        <>
          <SkuMatrix mode="quantity" {...shape} styleId={goods.styleId} value={cells} onChange={onCells} />
          <Typography.Text strong data-testid="mission-total">
            {t('missions.form.quantityTotal', { total: Object.values(cells).reduce((sum, n) => sum + (n || 0), 0) })}
          </Typography.Text>
        </>
      ) : (
        <Typography.Text type="secondary">{t('missions.form.chooseStyleFirst')}</Typography.Text>
      )}
      <Row gutter={16} style={{ marginTop: 12 }}>
        <Col span={8}>
          <Form.Item name="workingSheetName" label={f('workingSheetName')}>
            <Input maxLength={60} placeholder={t('missions.form.newSheet')} />
          </Form.Item>
        </Col>
        <Col span={16}>
          <Form.Item name="workingSheetContent" label={f('workingSheetContent')}>
            <Input.TextArea rows={2} maxLength={20000} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
