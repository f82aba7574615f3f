import { useQuery } from '@tanstack/react-query';
import { App, Button, Card, DatePicker, Form, Input, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { BillFormHeader } from '../../../bill';
import { checkMaterialsAgainstStock, noLot, useLotsFollowStorehouse } from '../../../shared/material-lines';
import { unitUserLoader } from '../../../shared/people/people-loaders';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { recordCreate } from '../../../shared/search-select/record-creators';
import { useSession } from '../../../shared/session/session';
import { MATERIALS_RETURN, returnsApi, storehouseLoader, supplierLoader } from '../api/returns-api';
import { ArrivalLinesDialog, SkuPickDialog } from '../components/AddLineDialogs';
import {
  fromArrival,
  fromDetail,
  fromSku,
  isLineValid,
  stockAsks,
  toInput,
  totalAmount,
  totalStockQuantity,
  type FormLine,
} from '../components/return-lines';
import { ReturnLinesTable } from '../components/ReturnLinesTable';
import { requiredRule } from '../../../shared/forms/required-rule';
import '../locales/register';

interface Header {
  supplierId?: string;
  orderNo?: string;
  returnerId?: string;
  dateReturn: Dayjs;
  storehouseId?: string;
  remark?: string;
}

/**
 * /newReturnMarteriel (?id= to edit): reference 06 §5 — header, lines by arrival or unplanned (starting empty), 保存草稿 /
 * 保存并提交; 保存并提交 beyond the 退料仓库's 库存数 asks first (saying the review will refuse it where the storehouse
 * forbids negative material stock).
 */
export function ReturnFormPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const session = useSession();
  const [search] = useSearchParams();
  const editId = search.get('id');
  // 退料 from a purchase bill's detail opens the form for its supplier (?supplierId=&supplierName=).
  const presetSupplierId = editId ? null : search.get('supplierId');
  const presetSupplier = presetSupplierId ? { value: presetSupplierId, label: search.get('supplierName') ?? '' } : null;
  const [form] = Form.useForm<Header>();
  const supplierId = Form.useWatch('supplierId', form);
  const storehouseId = Form.useWatch('storehouseId', form);
  const [lines, setLines] = useState<FormLine[]>([]);
  useLotsFollowStorehouse(storehouseId, () => setLines((prev) => prev.map((l) => ({ ...l, ...noLot }))));
  const [dialog, setDialog] = useState<'arrival' | 'sku' | null>(null);
  const [saving, setSaving] = useState(false);
  const f = (key: string) => t(`returns.field.${key}`);

  const source = useQuery({
    queryKey: ['material-return', editId],
    queryFn: () => returnsApi.detail(editId!),
    enabled: Boolean(editId),
  });
  useEffect(() => {
    const d = source.data;
    if (!d) return;
    form.setFieldsValue({
      supplierId: d.supplierId,
      orderNo: d.orderNo,
      returnerId: d.returnerId,
      dateReturn: dayjs(d.dateReturn),
      storehouseId: d.storehouseId,
      remark: d.remark ?? undefined,
    });
    setLines(fromDetail(d));
  }, [source.data, form]);
  useEffect(() => {
    if (!editId && session?.userId && !form.getFieldValue('returnerId')) form.setFieldValue('returnerId', session.userId);
  }, [editId, session?.userId, form]);
  useEffect(() => {
    if (presetSupplierId && !form.getFieldValue('supplierId')) form.setFieldValue('supplierId', presetSupplierId);
  }, [presetSupplierId, form]);

  const openDialog = (kind: 'arrival' | 'sku') => {
    if (kind === 'arrival' && !supplierId) return void message.warning(t('returns.form.pickSupplierFirst'));
    setDialog(kind);
  };

  const save = async (submit: boolean) => {
    const h = await form.validateFields();
    if (lines.length === 0) return void message.error(t('returns.form.empty'));
    const wrong = lines.findIndex((l) => !isLineValid(l));
    if (wrong >= 0) return void message.error(t('returns.form.badLine', { index: wrong + 1 }));
    if (submit && !(await checkMaterialsAgainstStock(h.storehouseId, stockAsks(lines), 'submit'))) return;
    const body = {
      supplierId: h.supplierId!,
      orderNo: h.orderNo?.trim() || null,
      returnerId: h.returnerId!,
      dateReturn: h.dateReturn.format('YYYY-MM-DD'),
      storehouseId: h.storehouseId!,
      remark: h.remark?.trim() || null,
      lines: lines.map(toInput),
    };
    setSaving(true);
    try {
      const saved = editId
        ? await returnsApi.update({ ...body, id: editId, version: source.data?.version })
        : await returnsApi.add(body);
      if (submit) await returnsApi.examine(saved.id).catch(() => undefined);
      void navigate(`/returnMaterielDetail/${encodeURIComponent(saved.id)}`, { replace: true });
    } catch {
      // shown by the api client (a line over what arrived names the line)
    } finally {
      setSaving(false);
    }
  };

  return (
    <Spin spinning={source.isLoading}>
      <div data-testid="return-form">
        <BillFormHeader
          billType={MATERIALS_RETURN}
          title={editId ? t('returns.form.editTitle') : t('returns.form.newTitle')}
          testId="return"
          saving={saving}
          onSave={(submit) => void save(submit)}
        />
        <Card>
          <Form
            form={form}
            layout="vertical"
            initialValues={{ dateReturn: dayjs() }}
            style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(240px, 1fr))', columnGap: 16 }}
          >
            <Form.Item name="supplierId" label={f('supplier')} rules={[requiredRule(f('supplier'), 'select')]}>
              <SearchSelect
                single
                loader={supplierLoader}
                create={recordCreate('supplier')}
                initialOptions={
                  source.data
                    ? [{ value: source.data.supplierId, label: source.data.supplierName }]
                    : presetSupplier
                      ? [presetSupplier]
                      : undefined
                }
                onChange={(v) => {
                  // lines by arrival belong to one supplier
                  if (v !== supplierId) setLines((prev) => prev.filter((l) => !l.arriveLineId));
                }}
                data-testid="return-supplier"
              />
            </Form.Item>
            <Form.Item name="orderNo" label={f('orderNo')} rules={[{ max: 50 }]}>
              <Input placeholder={t('returns.form.orderNoHint')} maxLength={50} />
            </Form.Item>
            <Form.Item name="returnerId" label={f('returner')} rules={[requiredRule(f('returner'), 'select')]}>
              <SearchSelect single loader={unitUserLoader} />
            </Form.Item>
            <Form.Item name="dateReturn" label={f('date')} rules={[requiredRule(f('date'), 'select')]}>
              <DatePicker style={{ width: '100%' }} />
            </Form.Item>
            <Form.Item name="storehouseId" label={f('storehouse')} rules={[requiredRule(f('storehouse'), 'select')]}>
              <SearchSelect
                single
                loader={storehouseLoader}
                create={recordCreate('storehouse')}
                autoSelectSingle
                initialOptions={
                  source.data ? [{ value: source.data.storehouseId, label: source.data.storehouseName }] : undefined
                }
                data-testid="return-storehouse"
              />
            </Form.Item>
            <Form.Item name="remark" label={f('remark')}>
              <Input maxLength={150} />
            </Form.Item>
          </Form>
          <Card
            size="small"
            type="inner"
            title={t('returns.form.lines')}
            extra={
              <Space>
                <Button onClick={() => openDialog('arrival')} data-testid="add-by-arrival">
                  {t('returns.form.byArrival')}
                </Button>
                <Button onClick={() => openDialog('sku')} data-testid="add-unplanned">
                  {t('returns.form.unplanned')}
                </Button>
              </Space>
            }
          >
            <ReturnLinesTable lines={lines} onChange={setLines} storehouseId={storehouseId} />
            <Typography.Paragraph style={{ marginTop: 12, marginBottom: 0 }} strong>
              {t('returns.form.summary', {
                count: lines.length,
                quantity: totalStockQuantity(lines) || '0',
                amount: totalAmount(lines),
              })}
            </Typography.Paragraph>
          </Card>
        </Card>
      </div>
      <ArrivalLinesDialog
        open={dialog === 'arrival'}
        supplierId={supplierId}
        taken={lines.flatMap((l) => (l.arriveLineId ? [l.arriveLineId] : []))}
        onClose={() => setDialog(null)}
        onAdd={(rows) => {
          setLines((prev) => [...prev, ...rows.map(fromArrival)]);
          setDialog(null);
        }}
      />
      <SkuPickDialog
        open={dialog === 'sku'}
        onClose={() => setDialog(null)}
        onAdd={(rows) => {
          setLines((prev) => [...prev, ...rows.filter((r) => r.skuId).map(fromSku)]);
          setDialog(null);
        }}
      />
    </Spin>
  );
}
