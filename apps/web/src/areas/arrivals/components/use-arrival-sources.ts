import { useQuery } from '@tanstack/react-query';
import { App, type FormInstance } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { arrivalsApi } from '../api/arrivals-api';
import type { LineDraft } from './ArrivalLinesTable';
import { openLinesOfBill, withOutstanding } from './arrival-outstanding';
import { lineFromDetail, lineFromNotice, lineFromPurchase } from './arrival-lines';
import '../locales/register';

export interface ArrivalHeader {
  supplierId?: string;
  orderNo?: string;
  creatorId?: string;
  dateArrive: Dayjs;
  storehouseId?: string;
  remark?: string;
  direct: boolean;
  outsideFactoryId?: string;
}

type Option = { value: string; label: string }[] | undefined;

/**
 * Where an arrival form starts from, and what it loads: a saved draft (?id=, with 采购未到 of its purchase-linked lines),
 * a receipt notice (?noticeId=) or a purchase bill's open lines (?purchaseBillId=, 开到料单). Fills the header and the
 * lines once loaded; answers the saved bill, whether it is still loading, and the options the selects start with.
 */
export function useArrivalSources(opts: {
  editId: string | null;
  noticeId: string | null;
  purchaseBillId: string | null;
  belongModule: 0 | 1;
  form: FormInstance<ArrivalHeader>;
  setLines: (lines: LineDraft[]) => void;
  setSupplierName: (name: string) => void;
}) {
  const { editId, noticeId, purchaseBillId, belongModule, form, setLines, setSupplierName } = opts;
  const { t } = useTranslation();
  const { message } = App.useApp();
  const existing = useQuery({
    queryKey: ['arrival', editId],
    queryFn: () => arrivalsApi.detail(editId!),
    enabled: Boolean(editId),
    staleTime: 0,
  });
  // Re-edit: 采购未到 of the saved lines, from the supplier's open purchase lines (and order splits), as the new form has it.
  const reeditLinked = existing.data?.lines.some((l) => l.purchaseLineId) ?? false;
  const reeditOpen = useQuery({
    queryKey: ['arrival-reedit-open', editId, existing.data?.supplierId, belongModule],
    queryFn: async () => {
      const d = existing.data!;
      const [openLines, openSplits] = await Promise.all([
        arrivalsApi.purchaseLines(d.supplierId, belongModule),
        d.lines.some((l) => l.purchaseLineDemandId)
          ? arrivalsApi.orderLines({ supplierId: d.supplierId, belongModule })
          : Promise.resolve([]),
      ]);
      return { openLines, openSplits };
    },
    enabled: reeditLinked,
    staleTime: 0,
  });
  // 开到料单 from purchasing: that bill's supplier (and 到料仓库) with its open lines, as 按采购单添加 adds them.
  const fromPurchase = useQuery({
    queryKey: ['arrival-from-purchase', purchaseBillId, belongModule],
    queryFn: async () => {
      const [head, open] = await Promise.all([
        arrivalsApi.purchaseHead(purchaseBillId!).catch(() => null),
        arrivalsApi.purchaseLinesOfBill(purchaseBillId!, belongModule),
      ]);
      return { head, lines: openLinesOfBill(open, purchaseBillId!) };
    },
    enabled: Boolean(purchaseBillId),
    staleTime: 0,
  });
  const notice = useQuery({
    queryKey: ['arrival-notice', noticeId],
    queryFn: () => arrivalsApi.notice({ id: noticeId! }),
    enabled: Boolean(noticeId),
  });

  useEffect(() => {
    const d = existing.data;
    if (!d || (reeditLinked && reeditOpen.isLoading)) return;
    form.setFieldsValue({
      supplierId: d.supplierId,
      orderNo: d.orderNo,
      creatorId: d.creatorId,
      dateArrive: dayjs(d.dateArrive),
      storehouseId: d.storehouseId,
      remark: d.remark ?? '',
      direct: Boolean(d.outsideFactoryId),
      outsideFactoryId: d.outsideFactoryId ?? undefined,
    });
    const saved = d.lines.map(lineFromDetail);
    setLines(reeditOpen.data ? withOutstanding(saved, reeditOpen.data.openLines, reeditOpen.data.openSplits) : saved);
    setSupplierName(d.supplierName);
  }, [existing.data, reeditLinked, reeditOpen.isLoading, reeditOpen.data, form, setLines, setSupplierName]);
  useEffect(() => {
    const n = notice.data;
    if (!n) return;
    form.setFieldsValue({ supplierId: n.supplierId, storehouseId: n.storehouseId ?? undefined });
    setLines(n.lines.map(lineFromNotice));
    setSupplierName(n.supplierName);
  }, [notice.data, form, setLines, setSupplierName]);
  useEffect(() => {
    const p = fromPurchase.data;
    if (!p) return;
    const supplier = p.head?.supplierId ?? p.lines[0]?.supplierId;
    if (!supplier || p.lines.length === 0) {
      message.warning(t('arrivals.message.nothingOpen'));
      return;
    }
    form.setFieldsValue({
      supplierId: supplier,
      ...(p.head?.arriveStorehouseId ? { storehouseId: p.head.arriveStorehouseId } : {}),
    });
    setLines(p.lines.map(lineFromPurchase));
    setSupplierName(p.head?.supplierName ?? '');
  }, [fromPurchase.data, form, message, t, setLines, setSupplierName]);

  const purchaseHead = fromPurchase.data?.head;
  const supplierOption: Option = existing.data
    ? [{ value: existing.data.supplierId, label: existing.data.supplierName }]
    : notice.data
      ? [{ value: notice.data.supplierId, label: notice.data.supplierName }]
      : purchaseHead
        ? [{ value: purchaseHead.supplierId, label: purchaseHead.supplierName }]
        : undefined;
  const storehouseOption: Option = existing.data
    ? [{ value: existing.data.storehouseId, label: existing.data.storehouseName }]
    : purchaseHead?.arriveStorehouseId
      ? [{ value: purchaseHead.arriveStorehouseId, label: purchaseHead.arriveStorehouseName ?? '' }]
      : undefined;
  const factoryOption: Option = existing.data?.outsideFactoryId
    ? [{ value: existing.data.outsideFactoryId, label: existing.data.outsideFactoryName ?? '' }]
    : undefined;
  return {
    existing: existing.data,
    noticeId: existing.data?.noticeId ?? noticeId,
    loading:
      (Boolean(editId) && (existing.isLoading || reeditOpen.isLoading)) ||
      (Boolean(noticeId) && notice.isLoading) ||
      (Boolean(purchaseBillId) && fromPurchase.isLoading),
    options: { supplier: supplierOption, storehouse: storehouseOption, factory: factoryOption },
  };
}
