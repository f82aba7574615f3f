import './stock-bill-print.css';
import { dec, type StockBillDetail } from '@gf/contracts';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Empty } from 'antd';
import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { A4Sheet, PrintFieldGrid, PrintMatrixTable } from '../../../shared/print';
import { stockBillsApi } from '../api/stock-bills-api';
import { materialLinesFromSaved } from '../material-lines.logic';
import { goodsMatrices, printedUnitTotals } from './stock-bill-print.logic';
import '../locales/register';

/**
 * 打印库存单据 (/stockBillPrint?id=): the A4 sheet of a stock bill — head fields, goods as a colour × size matrix per
 * style with totals or materials as rows with their unit, totals per unit, amount, signatures. Every print (the 打印
 * button or the browser's own) counts once through updatePrintCount (`beforeprint`), so the list's 打印次数 follows.
 */
export function StockBillPrintPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id');
  const p = (k: string, o?: Record<string, unknown>) => t(`stockBills.print.${k}`, o);
  const bill = useQuery({
    queryKey: ['stock-bill', 'print', id],
    queryFn: () => stockBillsApi.detail({ id: id! }),
    enabled: Boolean(id),
    retry: false,
  });
  usePrintCount(bill.data?.id);
  if (!id || bill.isError) return <Empty style={{ marginTop: 80 }} description={p('notFound')} />;
  const d = bill.data;
  return (
    <A4Sheet
      className="stock-bill-print"
      testId="stock-bill-print-sheet"
      backLabel={p('back')}
      printLabel={p('print')}
      printTestId="stock-bill-print-go"
      loading={bill.isLoading}
    >
      {d && <PrintedBill d={d} />}
    </A4Sheet>
  );
}

/** Counts each print of the bill once (the browser fires `beforeprint` for window.print() and Ctrl+P alike). */
function usePrintCount(billId: string | undefined) {
  const queryClient = useQueryClient();
  const counting = useRef(false);
  useEffect(() => {
    if (!billId) return;
    const count = () => {
      if (counting.current) return;
      counting.current = true;
      void stockBillsApi
        .countPrint(billId)
        .then(() => queryClient.invalidateQueries({ queryKey: ['stock-bill'] }))
        .catch(() => undefined)
        .finally(() => (counting.current = false));
    };
    window.addEventListener('beforeprint', count);
    return () => window.removeEventListener('beforeprint', count);
  }, [billId, queryClient]);
}

function PrintedBill({ d }: { d: StockBillDetail }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`stockBills.field.${k}`);
  const p = (k: string, o?: Record<string, unknown>) => t(`stockBills.print.${k}`, o);
  const pieces = t('stockBills.list.pieces');
  const money = (v: string) => dec.format(v, { scale: 2, fixed: true });
  // 物料 and 颜色 / 规格 apart, as the form shows a material's lines
  const named = materialLinesFromSaved(d.lines);
  const pairs: [string, ReactNode][] = [
    [f('kind'), t(`stockBills.kind.${d.operateType}`)],
    [f('storehouse'), d.storehouseName],
    ...(d.inStorehouseName ? [[f('inStorehouse'), d.inStorehouseName] as [string, ReactNode]] : []),
    ...(d.outsideFactoryName ? [[f('supplier'), d.outsideFactoryName] as [string, ReactNode]] : []),
    ...(d.customerName ? [[f('customer'), d.customerName] as [string, ReactNode]] : []),
    ...(d.orderNo ? [[f('order'), d.orderNo] as [string, ReactNode]] : []),
    [f('operator'), d.operaterName ?? '-'],
    [f('opDate'), d.opDate],
    ...(d.adjustNote ? [[f('adjustNote'), d.adjustNote] as [string, ReactNode]] : []),
    [f('remark'), d.remark ?? '-'],
  ];
  return (
    <>
      <h1>{p('title', { kind: t(`stockBills.kind.${d.operateType}`) })}</h1>
      <div className="gf-a4-meta">
        <span>
          {f('billNo')}: <b data-testid="stock-bill-print-no">{d.billNo}</b>
        </span>
        <span>
          {p('printedAt')}: {new Date().toLocaleString()}
        </span>
      </div>
      <PrintFieldGrid pairs={pairs} testId="stock-bill-print-fields" />
      <h2>{p('lines')}</h2>
      {d.skuKind === 'GOODS' ? (
        goodsMatrices(d.lines).map((s) => (
          <div key={s.styleId} className="style" data-testid="stock-bill-print-style">
            <h3>
              {s.styleNo}
              {s.prices.length > 0 && ` · ${f('price')} ${s.prices.join(' / ')}`} · {f('amount')} {money(s.amount)}
            </h3>
            <PrintMatrixTable matrix={s.matrix} colourLabel={p('colour')} totalLabel={p('total')} />
          </div>
        ))
      ) : (
        <table data-testid="stock-bill-print-materials">
          <thead>
            <tr>
              <th>#</th>
              <th>{t('stockBills.material.material')}</th>
              <th>{t('stockBills.material.sku')}</th>
              <th>{t('stockBills.material.unit')}</th>
              <th className="num">{f('quantity')}</th>
              <th className="num">{f('price')}</th>
              <th className="num">{f('amount')}</th>
            </tr>
          </thead>
          <tbody>
            {d.lines.map((l, i) => (
              <tr key={l.id}>
                <td>{i + 1}</td>
                <td>{named[i]?.material}</td>
                <td>{named[i]?.sku || '-'}</td>
                <td>{l.stockUnit ?? '-'}</td>
                <td className="num">{dec.format(l.quantity)}</td>
                <td className="num">{dec.isZero(l.price) ? '' : dec.format(l.price)}</td>
                <td className="num">{money(l.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      <table className="fields totals" data-testid="stock-bill-print-totals">
        <tbody>
          <tr>
            <th>{p('unitTotals')}</th>
            <td>{printedUnitTotals(d.lines, pieces) || '0'}</td>
            <th>{p('amount')}</th>
            <td>{money(d.totalAmount)}</td>
          </tr>
        </tbody>
      </table>
      <div className="signs">
        <span>{p('signMaker')}:</span>
        <span>{p('signKeeper')}:</span>
        <span>{p('signReviewer')}:</span>
        <span>{p('signReceiver')}:</span>
      </div>
    </>
  );
}
