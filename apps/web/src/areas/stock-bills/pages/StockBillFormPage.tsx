import { dec, STOCK_BILL_DIRECTION, type StockBillInput, type StockBillType } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Card, DatePicker, Form, Input, Radio, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { billApi, BillFormHeader } from '../../../bill';
import { requiredRule } from '../../../shared/forms/required-rule';
import { showServerFieldErrors } from '../../../shared/forms/server-field-errors';
import {
  confirmBeyondStock,
  fetchStockRows,
  fetchStorehouseRule,
  outsideFactoryLoader,
  stockFigure,
  stockShortfalls,
  storehouseLoader,
  useStorehouseStock,
} from '../../../shared/material-lines';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { recordCreate } from '../../../shared/search-select/record-creators';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { getSession } from '../../../shared/session/session';
import { skuKeyOfGoodsSku, type Quantities } from '../../../shared/sku-matrix';
import { customerLoader, orderLoader, stockBillsApi } from '../api/stock-bills-api';
import { MaterialLinesTable } from '../components/MaterialLinesTable';
import { loadStyleBlock, StyleBlocksEditor } from '../components/StyleBlocksEditor';
import { materialLinesFromSaved, materialLinesOf, materialTotals, type MaterialBillLine } from '../material-lines.logic';
import { headerFieldsOf, isStockBillType, linesOf, pieceCount, quantitiesOf, type StyleBlock } from '../stock-bill-form.logic';
import { detailPath } from './StockBillListPage';
import '../locales/register';

interface Header {
  orderNo?: string;
  storehouseId?: string;
  inStorehouseId?: string;
  commonOutsideFactoryId?: string;
  customerId?: string;
  productionOrderId?: string;
  operaterId?: string;
  opDate: Dayjs;
  remark?: string;
  adjustNote?: string;
}

/**
 * /home/instorage?type=STOCK_IN|STOCK_OUT|STOCK_DELIVERY|STOCK_SALE_RETURN|STOCK_ADJUST (&storehouseId, &styleId from
 * the goods stock page; &skuKind=MATERIAL&stockIds from the material stock page; &id to edit): the header fields of the
 * kind, and goods in the SKU matrix or materials as lines (物料 / 商品 switch, goods by default). 保存 keeps a draft;
 * 保存并提报 submits through the engine (reviewed at once where the factory does not review the kind), then the detail.
 */
export function StockBillFormPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const editId = search.get('id');
  const [form] = Form.useForm<Header>();
  const storehouseId = Form.useWatch<string | undefined>('storehouseId', form);
  const [blocks, setBlocks] = useState<StyleBlock[]>([]);
  const [stock, setStock] = useState<Record<string, Quantities>>({});
  const [skuKind, setSkuKind] = useState<'GOODS' | 'MATERIAL'>(search.get('skuKind') === 'MATERIAL' ? 'MATERIAL' : 'GOODS');
  const [materials, setMaterials] = useState<MaterialBillLine[]>([]);
  const materialStock = useStorehouseStock(
    skuKind === 'MATERIAL' ? storehouseId : undefined,
    materials.map((l) => l.skuId),
  );
  const [saving, setSaving] = useState(false);
  const prefilled = useRef(false);
  const f = (key: string) => t(`stockBills.field.${key}`);

  const source = useQuery({
    queryKey: ['stock-bill', 'edit', editId],
    queryFn: () => stockBillsApi.detail({ id: editId! }),
    enabled: Boolean(editId),
  });
  const typed = search.get('type');
  const kind: StockBillType = source.data?.operateType ?? (isStockBillType(typed) ? typed : 'STOCK_IN');
  const fields = headerFieldsOf(kind);
  const kindName = t(`stockBills.kind.${kind}`);

  const addStyle = async (styleId: string, label: string, quantities: Quantities = {}, price = '') => {
    const { block, onHand } = await loadStyleBlock(styleId, label, form.getFieldValue('storehouseId'));
    setStock((s) => ({ ...s, [styleId]: onHand }));
    setBlocks((bs) => (bs.some((b) => b.styleId === styleId) ? bs : [...bs, { ...block, quantities, price }]));
  };

  // Prefill once: an edited bill's header and lines, the goods stock page's storehouse and style, or the material stock
  // page's chosen rows (their SKUs as lines).
  useEffect(() => {
    if (prefilled.current || (editId && !source.data)) return;
    prefilled.current = true;
    const d = source.data;
    if (!d) {
      const styleId = search.get('styleId');
      if (styleId) void addStyle(styleId, styleId);
      const stockIds = search.get('stockIds')?.split(',').filter(Boolean) ?? [];
      if (stockIds.length)
        void fetchStockRows(stockIds).then((rows) =>
          setMaterials(
            rows.map((r) => ({
              skuId: r.materialsSkuId,
              material: `${r.materialsNo} ${r.materialsName}`,
              sku: [r.colorName, r.specNoName].filter(Boolean).join(' / '),
              stockUnit: r.stockUnit,
              quantity: '',
              price: '',
            })),
          ),
        );
      return;
    }
    setSkuKind(d.skuKind);
    if (d.skuKind === 'MATERIAL') setMaterials(materialLinesFromSaved(d.lines));
    form.setFieldsValue({
      orderNo: d.billNo,
      storehouseId: d.storehouseId,
      inStorehouseId: d.inStorehouseId ?? undefined,
      commonOutsideFactoryId: d.commonOutsideFactoryId ?? undefined,
      customerId: d.customerId ?? undefined,
      productionOrderId: d.productionOrderId ?? undefined,
      operaterId: d.operaterId,
      opDate: dayjs(d.opDate),
      remark: d.remark ?? undefined,
      adjustNote: d.adjustNote ?? undefined,
    });
    const styles = [...new Map(d.lines.filter((l) => l.styleId).map((l) => [l.styleId!, l])).values()];
    void (async () => {
      for (const l of styles) {
        const { block, onHand } = await loadStyleBlock(l.styleId!, l.styleNo ?? '', d.storehouseId);
        const mine = d.lines.filter((x) => x.styleId === l.styleId);
        setStock((s) => ({ ...s, [l.styleId!]: onHand }));
        setBlocks((bs) => [
          ...bs,
          { ...block, quantities: quantitiesOf(block.skus, mine), price: dec.isZero(l.price) ? '' : dec.norm(l.price) },
        ]);
      }
    })();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once, when the source is there
  }, [source.data]);

  // Another storehouse: each style's stock read again (the cells compare against it).
  useEffect(() => {
    if (!storehouseId) return;
    for (const b of blocks)
      void loadStyleBlock(b.styleId, b.label, storehouseId).then(({ onHand }) =>
        setStock((s) => ({ ...s, [b.styleId]: onHand })),
      );
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the storehouse changes
  }, [storehouseId]);

  /** An out-kind taking more than a cell's stock asks first (or says the storehouse will refuse it). */
  const beyondStockConfirmed = async (lines: StockBillInput['lines'], id: string) => {
    if (STOCK_BILL_DIRECTION[kind] !== 'OUT') return true;
    try {
      const rule = await fetchStorehouseRule(id);
      if (skuKind === 'MATERIAL') {
        const byId = new Map(materials.map((l) => [l.skuId, l]));
        const shortfalls = stockShortfalls(
          lines.map((l) => ({
            key: l.skuId,
            label: `${byId.get(l.skuId)?.material ?? ''} ${byId.get(l.skuId)?.sku ?? ''}`.trim(),
            unit: byId.get(l.skuId)?.stockUnit ?? '',
            quantity: l.quantity,
          })),
          (skuId) => stockFigure(materialStock.get(skuId)?.onHand),
        );
        return await confirmBeyondStock({
          shortfalls,
          isForbidden: rule.notAllowNegativeMaterial,
          kind: 'MATERIAL',
          mode: 'submit',
        });
      }
      const cells = new Map<string, { label: string; onHand: string }>();
      for (const b of blocks)
        for (const s of b.skus)
          cells.set(s.id, {
            label: [b.label.split(' ')[0], s.color_name, s.size_value, s.standard_value].filter(Boolean).join(' '),
            onHand: String(stock[b.styleId]?.[skuKeyOfGoodsSku(s)] ?? 0),
          });
      const shortfalls = stockShortfalls(
        lines.map((l) => ({
          key: l.skuId,
          label: cells.get(l.skuId)?.label ?? l.skuId,
          unit: t('stockBills.list.pieces'),
          quantity: l.quantity,
        })),
        (skuId) => cells.get(skuId)?.onHand,
      );
      return await confirmBeyondStock({ shortfalls, isForbidden: rule.notAllowNegativeGoods, kind: 'GOODS', mode: 'submit' });
    } catch {
      return true; // the figures could not be read: the server decides
    }
  };

  const save = async (submit: boolean) => {
    const h = await form.validateFields();
    const lines = skuKind === 'MATERIAL' ? materialLinesOf(materials, kind) : linesOf(blocks, kind);
    if (lines.length === 0) return void message.error(t('stockBills.form.empty'));
    if (submit && !(await beyondStockConfirmed(lines, h.storehouseId!))) return;
    const body: StockBillInput = {
      operateType: kind,
      skuKind,
      orderNo: h.orderNo?.trim() || null,
      storehouseId: h.storehouseId!,
      inStorehouseId: fields.inStorehouse ? (h.inStorehouseId ?? null) : null,
      commonOutsideFactoryId: fields.supplier ? (h.commonOutsideFactoryId ?? null) : null,
      customerId: fields.customer ? (h.customerId ?? null) : null,
      productionOrderId: fields.customer ? (h.productionOrderId ?? null) : null,
      operaterId: h.operaterId!,
      opDate: h.opDate.format('YYYY-MM-DD'),
      remark: h.remark?.trim() || null,
      adjustNote: fields.adjustNote ? h.adjustNote?.trim() || null : null,
      lines,
    };
    setSaving(true);
    try {
      const saved = editId ? await stockBillsApi.update({ ...body, id: editId }) : await stockBillsApi.create(body);
      if (submit) await billApi.submit(kind, saved.id).catch(() => undefined);
      void navigate(detailPath(saved), { replace: true });
    } catch (error) {
      showServerFieldErrors(form, error); // else shown by the api client
    } finally {
      setSaving(false);
    }
  };

  const count = pieceCount(blocks);
  if (editId && source.isLoading) return <Spin />;
  return (
    <div data-testid="stock-bill-form">
      <BillFormHeader
        billType={kind}
        title={t(editId ? 'stockBills.form.editTitle' : 'stockBills.form.newTitle', { kind: kindName })}
        testId="stock-bill"
        saving={saving}
        onSave={(submit) => void save(submit)}
      />
      <Card size="small" style={{ marginBottom: 12 }}>
        <Form
          form={form}
          layout="vertical"
          initialValues={{
            opDate: dayjs(),
            operaterId: getSession()?.userId,
            storehouseId: search.get('storehouseId') ?? undefined,
          }}
          style={{ display: 'grid', gridTemplateColumns: 'repeat(4, minmax(0, 1fr))', columnGap: 16 }}
        >
          <Form.Item label={t('stockBills.material.skuKind')}>
            <Radio.Group
              value={skuKind}
              disabled={Boolean(editId)}
              onChange={(e) => setSkuKind(e.target.value as 'GOODS' | 'MATERIAL')}
              options={[
                { value: 'GOODS', label: t('stockBills.material.goods') },
                { value: 'MATERIAL', label: t('stockBills.material.materials') },
              ]}
              optionType="button"
              data-testid="stock-bill-sku-kind"
            />
          </Form.Item>
          <Form.Item name="orderNo" label={f('billNo')} rules={[{ max: 50 }]}>
            <Input placeholder={t('stockBills.form.orderNoHint')} maxLength={50} />
          </Form.Item>
          <Form.Item name="storehouseId" label={f('storehouse')} rules={[requiredRule(f('storehouse'), 'select')]}>
            <SearchSelect single loader={storehouseLoader} autoSelectSingle data-testid="stock-bill-storehouse" />
          </Form.Item>
          {fields.inStorehouse && (
            <Form.Item name="inStorehouseId" label={f('inStorehouse')}>
              <SearchSelect single loader={storehouseLoader} data-testid="stock-bill-in-storehouse" />
            </Form.Item>
          )}
          {fields.supplier && (
            <Form.Item name="commonOutsideFactoryId" label={f('supplier')}>
              <SearchSelect single loader={outsideFactoryLoader} create={recordCreate('outsideFactory')} />
            </Form.Item>
          )}
          {fields.customer && (
            <>
              <Form.Item name="customerId" label={f('customer')} rules={[requiredRule(f('customer'), 'select')]}>
                <SearchSelect
                  single
                  loader={customerLoader}
                  create={recordCreate('customer')}
                  data-testid="stock-bill-customer"
                />
              </Form.Item>
              <Form.Item name="productionOrderId" label={f('order')}>
                <SearchSelect single loader={orderLoader} data-testid="stock-bill-order" />
              </Form.Item>
            </>
          )}
          <Form.Item name="operaterId" label={f('operator')} rules={[requiredRule(f('operator'), 'select')]}>
            <SearchSelect single loader={unitUserLoader} />
          </Form.Item>
          <Form.Item name="opDate" label={f('opDate')} rules={[requiredRule(f('opDate'), 'select')]}>
            <DatePicker style={{ width: '100%' }} />
          </Form.Item>
          <Form.Item name="remark" label={f('remark')} rules={[{ max: 20 }]}>
            <Input maxLength={20} />
          </Form.Item>
          {fields.adjustNote && (
            <Form.Item name="adjustNote" label={f('adjustNote')} rules={[requiredRule(f('adjustNote')), { max: 100 }]}>
              <Input maxLength={100} data-testid="stock-bill-adjust-note" />
            </Form.Item>
          )}
        </Form>
      </Card>
      <Card
        size="small"
        title={t(skuKind === 'MATERIAL' ? 'stockBills.material.lines' : 'stockBills.form.lines')}
        extra={
          <Typography.Text strong data-testid="stock-bill-summary">
            {skuKind === 'MATERIAL'
              ? t('stockBills.material.summary', {
                  kind: kindName,
                  lines: materials.length,
                  total: materialTotals(materials) || '0',
                })
              : t('stockBills.form.summary', { kind: kindName, ...count })}
          </Typography.Text>
        }
      >
        {skuKind === 'MATERIAL' ? (
          <MaterialLinesTable kind={kind} lines={materials} storehouseId={storehouseId} onChange={setMaterials} />
        ) : (
          <StyleBlocksEditor
            kind={kind}
            blocks={blocks}
            stock={stock}
            onAdd={(styleId, label) => void addStyle(styleId, label)}
            onChange={setBlocks}
          />
        )}
      </Card>
    </div>
  );
}
