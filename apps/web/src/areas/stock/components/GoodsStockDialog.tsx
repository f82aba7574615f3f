import { skuKeyOf, type GoodsSku } from '@gf/contracts';
import { App, DatePicker, Form, Input, Modal, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { confirmBeyondStock, fetchStorehouseRule, stockShortfalls } from '../../../shared/material-lines';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { SkuMatrix, type MatrixAxis, type Quantities } from '../../../shared/sku-matrix';
import { goodsStyleLoader, stockApi } from '../api/stock-api';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

export type GoodsStockKind = 'IN' | 'OUT' | 'ADJUST';

/** The distinct axes of a style's SKUs, in their order. */
function axes(skus: GoodsSku[]) {
  const uniq = (pairs: [string, string][]): MatrixAxis[] => [...new Map(pairs).entries()].map(([id, name]) => ({ id, name }));
  return {
    colors: uniq(skus.map((s) => [s.color_id, s.color_name])),
    sizes: uniq(skus.map((s) => [s.size_id, s.size_value])),
    standards: uniq(skus.flatMap((s) => (s.standard_id ? [[s.standard_id, s.standard_value ?? '']] : []))),
  };
}

/**
 * 入库 / 出库 / 调整 of one goods style in a storehouse: its colour × size matrix with a quantity per cell
 * (adjust starts from the current stock, which the cells then replace). 出库 beyond a cell's stock asks first, or says
 * it will be refused where the storehouse forbids negative goods stock (and sends nothing).
 */
export function GoodsStockDialog({
  storehouseId,
  styleId: fixedStyle,
  kind,
  onClose,
}: {
  storehouseId: string;
  styleId?: string;
  kind: GoodsStockKind;
  onClose: (changed: boolean) => void;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [styleId, setStyleId] = useState<string | undefined>(fixedStyle);
  const [skus, setSkus] = useState<GoodsSku[] | null>(null);
  const [quantities, setQuantities] = useState<Quantities>({});
  const [onHand, setOnHand] = useState<Quantities>({}); // ADJUST: each cell shows the stock it replaces
  const [form] = Form.useForm<{ opDate: Dayjs; remark?: string }>();
  const [saving, setSaving] = useState(false);
  const d = (key: string) => t(`stock.dialog.${key}`);
  const title = { IN: d('inTitle'), OUT: d('outTitle'), ADJUST: d('adjustTitle') }[kind];

  useEffect(() => {
    if (!styleId) return;
    let live = true;
    setSkus(null);
    void Promise.all([
      stockApi.goodsSkus(styleId),
      kind === 'ADJUST' ? stockApi.goodsStyle(storehouseId, styleId) : Promise.resolve(null),
    ]).then(([list, current]) => {
      if (!live) return;
      setSkus(list);
      const start: Quantities = {};
      // Goods are counted in whole pieces and the SkuMatrix edits integers (exact far past any stock), not money.
      for (const cell of current?.skus ?? [])
        start[skuKeyOf({ colorId: cell.colorId, sizeId: cell.sizeId, standardId: cell.standardId })] = Number(cell.quantity);
      setQuantities(start);
      setOnHand(start);
    });
    return () => {
      live = false;
    };
  }, [styleId, storehouseId, kind]);

  const skuOf = useMemo(
    () =>
      new Map((skus ?? []).map((s) => [skuKeyOf({ colorId: s.color_id, sizeId: s.size_id, standardId: s.standard_id }), s.id])),
    [skus],
  );

  const save = async () => {
    const values = await form.validateFields();
    const items = Object.entries(quantities)
      .filter(([key, q]) => skuOf.has(key) && (kind === 'ADJUST' ? q !== null && q !== undefined : q > 0))
      .map(([key, q]) => ({ goodsSkuId: skuOf.get(key)!, quantity: String(q) }));
    if (items.length === 0) {
      message.error(t('stock.goods.noQuantity'));
      return;
    }
    if (kind === 'OUT' && styleId && !(await goodsOutConfirmed(items))) return;
    setSaving(true);
    try {
      await stockApi.goodsChange({
        storehouseId,
        operateType: kind,
        opDate: values.opDate.format('YYYY-MM-DD'),
        remark: values.remark?.trim() || null,
        items,
      });
      onClose(true);
    } catch {
      // shown by the api client (库存不足 names the SKU)
    } finally {
      setSaving(false);
    }
  };

  /** The style's stock and the storehouse's switch asked afresh; every cell taken beyond its stock is listed. */
  const goodsOutConfirmed = async (items: { goodsSkuId: string; quantity: string }[]) => {
    try {
      const [current, rule] = await Promise.all([stockApi.goodsStyle(storehouseId, styleId!), fetchStorehouseRule(storehouseId)]);
      const cells = new Map((current?.skus ?? []).map((c) => [c.goodsSkuId, c]));
      const sku = new Map((skus ?? []).map((s) => [s.id, s]));
      const shortfalls = stockShortfalls(
        items.map((i) => {
          const s = sku.get(i.goodsSkuId);
          const name = [current?.styleNo, s?.color_name, s?.size_value, s?.standard_value].filter(Boolean).join(' ');
          return { key: i.goodsSkuId, label: name, unit: t('stock.goods.pieces'), quantity: i.quantity };
        }),
        (id) => cells.get(id)?.quantity,
      );
      return await confirmBeyondStock({ shortfalls, isForbidden: rule.notAllowNegativeGoods, kind: 'GOODS', mode: 'post' });
    } catch {
      return true; // the figures could not be read: the server decides
    }
  };

  const a = skus ? axes(skus) : null;
  return (
    <Modal
      open
      width={880}
      title={title}
      onOk={() => void save()}
      confirmLoading={saving}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      <Form form={form} layout="inline" initialValues={{ opDate: dayjs() }} style={{ marginBottom: 12, rowGap: 8 }}>
        {!fixedStyle && (
          <Form.Item label={t('stock.goods.style')} required>
            <SearchSelect
              single
              loader={goodsStyleLoader}
              value={styleId}
              onChange={(v) => setStyleId(v ? String(v) : undefined)}
              style={{ width: 260 }}
            />
          </Form.Item>
        )}
        <Form.Item
          name="opDate"
          label={d(kind === 'IN' ? 'inDate' : kind === 'OUT' ? 'outDate' : 'adjustDate')}
          rules={[requiredRule(d(kind === 'IN' ? 'inDate' : kind === 'OUT' ? 'outDate' : 'adjustDate'), 'select')]}
        >
          <DatePicker />
        </Form.Item>
        <Form.Item
          name="remark"
          label={d(kind === 'ADJUST' ? 'adjustReason' : kind === 'OUT' ? 'outRemark' : 'inRemark')}
          rules={kind === 'ADJUST' ? [requiredRule(d('adjustReason'))] : []}
        >
          <Input maxLength={200} style={{ width: 240 }} />
        </Form.Item>
      </Form>
      {styleId && !a && <Spin />}
      {a && (
        <SkuMatrix
          mode="quantity"
          colors={a.colors}
          sizes={a.sizes}
          standards={a.standards}
          existingKeys={new Set(skuOf.keys())}
          compare={kind === 'ADJUST' ? onHand : undefined}
          compareLabel={t('stock.field.quantity')}
          styleId={styleId}
          value={quantities}
          onChange={setQuantities}
        />
      )}
    </Modal>
  );
}
