import './order-print-locales';
import './order-print.css';
import { dec, formatUnitTotals, type OrderDetail, type OrderGoodsDetail, type OrderSkuQuantity } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import { Fragment, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { A4Sheet, PrintFieldGrid, PrintMatrixTable } from '../../../shared/print';
import { ordersApi } from '../api/orders-api';
import { orderPrintMatrix } from './order-print-sheet';

/**
 * 打印生产订单 (/orderProductionPrint?id=): the A4 sheet — header fields, each ordered goods with its colour × size
 * matrix and totals (per customer when filled per customer), prices and amounts, 订货合计, remark and signatures. It
 * stands alone (no menu); 打印 calls the browser's print, whose CSS hides the buttons. Opened from the list and detail.
 */
export function OrderPrintPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id');
  const p = (k: string, o?: Record<string, unknown>) => t(`orderPrint.${k}`, o);
  const order = useQuery({
    queryKey: ['production-order', id],
    queryFn: () => ordersApi.detail({ id }),
    enabled: Boolean(id),
    retry: false,
  });
  if (!id || order.isError) return <Empty style={{ marginTop: 80 }} description={p('notFound')} />;
  const d = order.data;
  return (
    <A4Sheet
      className="order-print"
      testId="order-print"
      backLabel={p('back')}
      printLabel={p('print')}
      printTestId="order-print-go"
      loading={order.isLoading}
    >
      {d && (
        <>
          <h1>{p(d.type === 1 ? 'title' : 'advanceTitle')}</h1>
          <div className="gf-a4-meta">
            <span>
              {t('productionOrders.field.orderNo')}: <b>{d.orderNo}</b>
            </span>
            <span>
              {p('printedAt')}: {new Date().toLocaleString()}
            </span>
          </div>
          <PrintHeader d={d} />
          {d.goods.map((g, i) => (
            <GoodsBlock key={g.id} g={g} n={i + 1} d={d} />
          ))}
          <h2>{p('summary')}</h2>
          <SummaryTable d={d} />
          <div className="signs">
            <span>{p('signMaker')}:</span>
            <span>{p('signReviewer')}:</span>
            <span>{p('signDate')}:</span>
          </div>
        </>
      )}
    </A4Sheet>
  );
}

function PrintHeader({ d }: { d: OrderDetail }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`productionOrders.field.${k}`);
  const yesNo = (v: boolean) => t(`productionOrders.option.${v ? 'yes' : 'no'}`);
  const pairs: [string, ReactNode][] = [
    [f('placeorderAt'), d.placeorderAt],
    [f('placeOrderType'), d.placeOrderType ?? '-'],
    [f('buyNo'), d.buyNo ?? '-'],
    [f('chargers'), d.chargerName || '-'],
    [f('isOutsideFac'), yesNo(d.isOutsideFac)],
    [f('outsideFactory'), d.commonOutsideFactoryName ?? '-'],
    [f('isFirstOrder'), yesNo(d.isFirstOrder)],
    [f('createBy'), d.createByName],
    [f('concatOrderNo'), d.advanceOrderNo ?? d.turnedOrderNo ?? '-'],
    [f('remark'), d.remark ?? '-'],
  ];
  return <PrintFieldGrid pairs={pairs} testId="order-print-fields" />;
}

function GoodsBlock({ g, n, d }: { g: OrderGoodsDetail; n: number; d: OrderDetail }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`productionOrders.field.${k}`);
  const perCustomer = d.type === 1 && g.fillType === 1 && g.facPrdOrderGoodsCustomerList.length > 0;
  const prices: [string, string][] =
    d.type === 1
      ? [
          [f('noTaxPrice'), g.noTaxPrice],
          [f('taxRate'), g.taxRate],
          [f('taxPrice'), g.taxPrice],
          [f('noTaxAmount'), g.noTaxAmount],
          [f('taxAmount'), g.taxAmount],
          [f('amount'), g.amount],
          ...(d.isOutsideFac
            ? ([
                [f('processUnitPrice'), g.processUnitPrice],
                [f('processAmount'), g.processAmount],
              ] as [string, string][])
            : []),
        ]
      : [];
  return (
    <div className="goods" data-testid="order-print-goods">
      <h2>{t('orderPrint.goods', { n, styleNo: g.styleNo, styleName: g.styleName })}</h2>
      <div className="gf-a4-meta">
        <span>
          {f('goodsDeliveryAt')}: {g.deliveryAt}
        </span>
        <span>
          {f('orderQuantity')}: <b>{dec.format(g.totalNum)}</b>
        </span>
        {g.remark && (
          <span>
            {f('goodsRemark')}: {g.remark}
          </span>
        )}
      </div>
      {d.type === 0 ? (
        <ColourTable g={g} />
      ) : perCustomer ? (
        <>
          {g.facPrdOrderGoodsCustomerList.map((c) => (
            <Fragment key={c.id}>
              <h3>
                {f('customer')}: {c.customerName}
              </h3>
              <Matrix g={g} cells={c.facPrdOrderGoodsDetailList} testId="order-print-matrix-customer" />
            </Fragment>
          ))}
          {g.facPrdOrderGoodsCustomerList.length > 1 && (
            <>
              <h3>{t('orderPrint.customerTotal')}</h3>
              <Matrix g={g} cells={g.facPrdOrderGoodsDetailList} testId="order-print-matrix" />
            </>
          )}
        </>
      ) : (
        <Matrix g={g} cells={g.facPrdOrderGoodsDetailList} testId="order-print-matrix" />
      )}
      {prices.length > 0 && (
        <table className="prices" style={{ marginTop: 4 }} data-testid="order-print-prices">
          <thead>
            <tr>
              {prices.map(([label]) => (
                <th key={label}>{label}</th>
              ))}
            </tr>
          </thead>
          <tbody>
            <tr>
              {prices.map(([label, v]) => (
                <td key={label}>{dec.format(v)}</td>
              ))}
            </tr>
          </tbody>
        </table>
      )}
    </div>
  );
}

function Matrix({ g, cells, testId }: { g: OrderGoodsDetail; cells: OrderSkuQuantity[]; testId: string }) {
  const { t } = useTranslation();
  const p = (k: string) => t(`orderPrint.${k}`);
  const m = useMemo(() => orderPrintMatrix(g.skuList, cells), [g.skuList, cells]);
  return <PrintMatrixTable matrix={m} colourLabel={p('colour')} totalLabel={p('total')} testId={testId} />;
}

function ColourTable({ g }: { g: OrderGoodsDetail }) {
  const { t } = useTranslation();
  const list = g.facPrdOrderGoodsAdvanceDetailList;
  return (
    <table data-testid="order-print-matrix">
      <thead>
        <tr>
          <th>{t('orderPrint.colour')}</th>
          <th className="num">{t('productionOrders.field.orderQuantity')}</th>
        </tr>
      </thead>
      <tbody>
        {list.map((c) => (
          <tr key={c.id}>
            <td>{c.colorName}</td>
            <td className="num">{dec.format(c.num)}</td>
          </tr>
        ))}
        <tr>
          <th>{t('orderPrint.total')}</th>
          <th className="num">{dec.format(dec.sum(list.map((c) => c.num)))}</th>
        </tr>
      </tbody>
    </table>
  );
}

function SummaryTable({ d }: { d: OrderDetail }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`productionOrders.field.${k}`);
  const s = d.summary;
  const money = (v: string) => dec.format(v, { scale: 2, fixed: true, grouping: true });
  const cells: [string, string][] = [
    [t('orderPrint.summary'), `${t('orderPrint.styles', { count: s.styleCount })} ${formatUnitTotals(s.totals)}`],
    ...(d.type === 1
      ? ([
          [f('noTaxAmount'), money(s.noTaxAmount)],
          [f('taxAmount'), money(s.taxAmount)],
          [f('amount'), money(s.amount)],
        ] as [string, string][])
      : []),
    ...(d.isOutsideFac ? ([[f('processAmount'), money(s.processAmount)]] as [string, string][]) : []),
  ];
  return <PrintFieldGrid pairs={cells} testId="order-print-summary" />;
}
