import { dec, type AllocateDetail } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Card, DatePicker, Form, Input, Radio, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { billApi, BillFormHeader } from '../../../bill';
import { requiredRule } from '../../../shared/forms/required-rule';
import { showServerFieldErrors } from '../../../shared/forms/server-field-errors';
import {
  checkMaterialsAgainstStock,
  MaterialBillForm,
  newMaterialLine,
  storehouseLoader,
  useMaterialBillForm,
  useMaterialBillSave,
  useStorehouseStock,
} from '../../../shared/material-lines';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { recordCreate } from '../../../shared/search-select/record-creators';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { getSession } from '../../../shared/session/session';
import { allocateApi, receivingStorehouseLoader } from '../api/allocate-api';
import { blocksOfLines, firstBadCell, goodsLinesOf, type GoodsBlock } from '../components/goods-lines.logic';
import { checkGoodsAgainstStock, GoodsLinesEditor } from '../components/GoodsLinesEditor';
import '../locales/register';

interface Header {
  orderNo?: string;
  /** 调出仓库 (named storehouseId: the line table shows its stock). */
  storehouseId?: string;
  inStorehouseId?: string;
  operaterId?: string;
  opDate: Dayjs;
  remark?: string;
}

type SkuKind = 'MATERIAL' | 'GOODS';

/** A saved goods draft's blocks: each style's SKU list asked, the lines put under their matrix keys. */
async function goodsBlocksOf(lines: AllocateDetail['lines']): Promise<GoodsBlock[]> {
  const styles = [...new Set(lines.flatMap((l) => (l.styleId ? [l.styleId] : [])))];
  const skus = await Promise.all(styles.map((id) => allocateApi.goodsSkus(id)));
  return blocksOfLines(lines, new Map(styles.map((id, i) => [id, skus[i]!])));
}

/**
 * /allocate/new (?id= to edit a draft): a 调出单 of materials or of finished goods (物料 / 成品, fixed once saved) —
 * 调出仓库 (the factory's), 调入仓库 (any storehouse of the company, another factory's included). Materials: lines
 * by material with the issuing storehouse's stock beside each. Goods: a colour × size matrix per style with that
 * storehouse's stock of each cell. A quantity beyond the stock is flagged (never changed) and asked about before
 * 保存并提报. The server values it at cost.
 */
export function AllocateFormPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const [skuKind, setSkuKind] = useState<SkuKind>('MATERIAL');
  const [blocks, setBlocks] = useState<GoodsBlock[]>([]);
  const [goodsSaving, setGoodsSaving] = useState(false);
  const editId = search.get('id');
  const { form, storehouseId, lines, setLines } = useMaterialBillForm<Header>();
  const f = (key: string) => t(`allocate.field.${key}`);
  const source = useQuery({
    queryKey: ['allocate', editId],
    queryFn: () => allocateApi.detail(editId!),
    enabled: Boolean(editId),
  });
  const stock = useStorehouseStock(storehouseId, [...new Set(lines.map((l) => l.materialsSkuId))]);

  useEffect(() => {
    const d = source.data;
    if (!d) return;
    form.setFieldsValue({
      orderNo: d.billNo,
      storehouseId: d.outStorehouseId,
      inStorehouseId: d.inStorehouseId,
      operaterId: d.operaterId,
      opDate: dayjs(d.opDate),
      remark: d.remark ?? undefined,
    });
    setSkuKind(d.skuKind);
    if (d.skuKind === 'GOODS') void goodsBlocksOf(d.lines).then(setBlocks);
    else
      setLines(
        d.lines.map((l) => ({ ...newMaterialLine(l.skuId, l.skuName), stockUnit: l.stockUnit, quantity: dec.norm(l.quantity) })),
      );
  }, [source.data, form, setLines]);

  /** The body of allocate/add or /update (an edit keeps its id). */
  const persist = (h: Header, kind: SkuKind, skus: { skuId: string; quantity: string }[]) => {
    const body = {
      billType: 'BILL_CALL_OUT',
      skuKind: kind,
      orderNo: h.orderNo?.trim() || null,
      outStorehouseId: h.storehouseId,
      inStorehouseId: h.inStorehouseId,
      operaterId: h.operaterId,
      opDate: h.opDate.format('YYYY-MM-DD'),
      remark: h.remark?.trim() || null,
      lines: skus,
    };
    return editId ? allocateApi.update({ ...body, id: editId }) : allocateApi.add(body);
  };

  const { saving, save, problems } = useMaterialBillSave({
    form,
    lines,
    texts: { empty: t('allocate.form.empty'), quantity: f('quantity') },
    persist: (h, skus) =>
      persist(
        h,
        'MATERIAL',
        skus.map((l) => ({ skuId: l.materialsSkuId, quantity: l.quantity })),
      ),
    examine: (id) => billApi.submit('BILL_CALL_OUT', id),
    saved: { detailPath: '/allocate/detail?id=' },
  });

  /** Taking more than the issuing storehouse holds is asked about first (refused there where it forbids negative stock). */
  const confirmThenSave = async (submit: boolean) => {
    const asks = lines.map((l) => ({ key: l.materialsSkuId, label: l.label, unit: l.stockUnit ?? '', quantity: l.quantity }));
    if (submit && !(await checkMaterialsAgainstStock(storehouseId, asks, 'submit'))) return;
    await save(submit);
  };

  /** Goods: whole pieces only, at least one; beyond the stock asked first; then as the material form saves. */
  const saveGoods = async (submit: boolean) => {
    const header = await form.validateFields();
    const bad = firstBadCell(blocks);
    if (bad) return void message.error(t('allocate.goods.badCell', bad));
    const goods = goodsLinesOf(blocks);
    if (goods.length === 0) return void message.error(t('allocate.goods.empty'));
    if (submit && !(await checkGoodsAgainstStock(storehouseId, blocks, t('allocate.goods.pieces')))) return;
    setGoodsSaving(true);
    try {
      const saved = await persist(header, 'GOODS', goods);
      if (submit) await billApi.submit('BILL_CALL_OUT', saved.id).catch(() => undefined);
      void navigate(`/allocate/detail?id=${encodeURIComponent(saved.id)}`, { replace: true });
    } catch (error) {
      showServerFieldErrors(form, error); // a line's refusal (e.g. 货品不存在) is shown by the api client
    } finally {
      setGoodsSaving(false);
    }
  };

  const titleBar = (
    <BillFormHeader
      billType="BILL_CALL_OUT"
      title={editId ? t('allocate.form.editTitle') : t('allocate.form.newTitle')}
      testId="allocate"
      saving={skuKind === 'GOODS' ? goodsSaving : saving}
      onSave={(submit) => void (skuKind === 'GOODS' ? saveGoods(submit) : confirmThenSave(submit))}
    />
  );
  const initialValues = { opDate: dayjs(), operaterId: getSession()?.userId };
  const fields = (
    <>
      <Form.Item label={f('skuKind')}>
        <Radio.Group
          value={skuKind}
          onChange={(e) => setSkuKind(e.target.value as SkuKind)}
          disabled={Boolean(editId)}
          optionType="button"
          options={(['MATERIAL', 'GOODS'] as const).map((k) => ({ value: k, label: t(`allocate.skuKind.${k}`) }))}
          data-testid="allocate-sku-kind"
        />
      </Form.Item>
      <HeaderFields />
    </>
  );

  if (skuKind === 'GOODS')
    return (
      <Spin spinning={source.isLoading}>
        <div data-testid="allocate-form">
          {titleBar}
          <Card>
            <Form form={form} layout="vertical" initialValues={initialValues} style={gridStyle}>
              {fields}
            </Form>
            <Card size="small" type="inner" title={t('allocate.goods.lines')}>
              <GoodsLinesEditor blocks={blocks} onChange={setBlocks} storehouseId={storehouseId} />
            </Card>
          </Card>
        </div>
      </Spin>
    );

  return (
    <MaterialBillForm
      testId="allocate"
      header={titleBar}
      loading={source.isLoading}
      form={form}
      initialValues={initialValues}
      linesTitle={t('allocate.form.lines')}
      lines={lines}
      onLinesChange={setLines}
      storehouseId={storehouseId}
      quantityLabel={f('quantity')}
      lineWarning={(l) => {
        const onHand = stock.get(l.materialsSkuId)?.onHand;
        const asked = lines.filter((x) => x.materialsSkuId === l.materialsSkuId).map((x) => x.quantity.trim());
        if (onHand === undefined || asked.some((q) => !dec.isValid(q))) return null;
        return dec.isPositive(dec.sub(dec.sum(asked), onHand)) ? t('allocate.form.over', { onHand: dec.norm(onHand) }) : null;
      }}
      problems={problems}
    >
      {fields}
    </MaterialBillForm>
  );
}

/** The grid of MaterialBillForm's header, so both kinds look alike. */
const gridStyle = { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', columnGap: 16 } as const;

/** The header fields of a transfer-out (both kinds). */
function HeaderFields() {
  const { t } = useTranslation();
  const f = (key: string) => t(`allocate.field.${key}`);
  return (
    <>
      <Form.Item name="orderNo" label={f('billNo')} rules={[{ max: 50 }]}>
        <Input placeholder={t('allocate.form.orderNoHint')} maxLength={50} />
      </Form.Item>
      <Form.Item name="storehouseId" label={f('outStorehouse')} rules={[requiredRule(f('outStorehouse'), 'select')]}>
        <SearchSelect
          single
          loader={storehouseLoader}
          create={recordCreate('storehouse')}
          data-testid="allocate-out-storehouse"
        />
      </Form.Item>
      <Form.Item name="inStorehouseId" label={f('inStorehouse')} rules={[requiredRule(f('inStorehouse'), 'select')]}>
        <SearchSelect single loader={receivingStorehouseLoader} data-testid="allocate-in-storehouse" />
      </Form.Item>
      <Form.Item name="opDate" label={f('opDate')} rules={[requiredRule(f('opDate'), 'select')]}>
        <DatePicker style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="operaterId" label={f('operator')} rules={[requiredRule(f('operator'), 'select')]}>
        <SearchSelect single loader={unitUserLoader} />
      </Form.Item>
      <Form.Item name="remark" label={f('remark')}>
        <Input maxLength={100} />
      </Form.Item>
    </>
  );
}
