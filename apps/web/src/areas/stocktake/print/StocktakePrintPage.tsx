import './stocktake-print.css';
import type { StocktakeDetail } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import { Fragment, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { formatDateTime } from '../../../shared/format/format';
import { A4Sheet, PrintFieldGrid } from '../../../shared/print';
import { stocktakeApi } from '../api/stocktake-api';
import { countSheetLayout, printedQuantity, unitTotalsOf } from './stocktake-print.logic';
import '../locales/register';

/**
 * 打印盘点单 (/materialsCheckPrint?checkId=): the A4 count sheet of a stocktake — head fields, one row per line (lot)
 * with its book quantity (left out of a blind count for those who may not see it), a 实盘数 column blank for counting by
 * hand until counts are entered and their figures after, the difference once counted, totals per stock unit, and
 * signature lines.
 */
export function StocktakePrintPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const checkId = search.get('checkId');
  const p = (k: string) => t(`stocktake.print.${k}`);
  const query = useQuery({
    queryKey: ['stocktake', 'print', checkId],
    queryFn: () => stocktakeApi.detail(checkId!),
    enabled: Boolean(checkId),
    retry: false,
  });
  if (!checkId || query.isError) return <Empty style={{ marginTop: 80 }} description={p('notFound')} />;
  return (
    <A4Sheet
      className="stocktake-print"
      testId="stocktake-print-sheet"
      backLabel={p('back')}
      printLabel={p('print')}
      printTestId="stocktake-print-go"
      backTestId="stocktake-print-back"
      loading={query.isLoading}
    >
      {query.data && <CountSheet c={query.data} />}
    </A4Sheet>
  );
}

function CountSheet({ c }: { c: StocktakeDetail }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`stocktake.field.${k}`);
  const p = (k: string) => t(`stocktake.print.${k}`);
  const layout = countSheetLayout(c);
  const pairs: [string, ReactNode][] = [
    [f('storehouse'), c.storehouseName],
    [f('checkDate'), c.checkDate],
    [f('status'), t(`stocktake.status.${c.status}`)],
    [f('blind'), c.isBlind ? t('common.yes') : t('common.no')],
    [f('createdBy'), c.createdByName],
    [p('countedOfLines'), `${c.countedCount} / ${c.lineCount}`],
    [f('remark'), c.remark ?? '-'],
  ];
  const totals: [string, string][] = [
    ...(layout.showsBook ? [[f('book'), unitTotalsOf(c.lines, (l) => l.bookQuantity)] as [string, string]] : []),
    ...(layout.hasCounts ? [[p('counted'), unitTotalsOf(c.lines, (l) => l.countedQuantity)] as [string, string]] : []),
    ...(layout.showsDifference ? [[f('difference'), unitTotalsOf(c.lines, (l) => l.difference)] as [string, string]] : []),
  ];
  return (
    <>
      <h1>{p('title')}</h1>
      <div className="gf-a4-meta">
        <span>
          {f('checkNo')}: <b data-testid="stocktake-print-no">{c.checkNo}</b>
        </span>
        <span>
          {p('printedAt')}: {formatDateTime(new Date().toISOString())}
        </span>
      </div>
      <PrintFieldGrid pairs={pairs} testId="stocktake-print-fields" />
      <h2>{layout.hasCounts ? p('linesCounted') : p('linesBlank')}</h2>
      <table className={layout.hasCounts ? undefined : 'blank'} data-testid="stocktake-print-lines">
        <thead>
          <tr>
            <th>#</th>
            <th>{f('materialNo')}</th>
            <th>{f('materialName')}</th>
            <th>{f('color')}</th>
            <th>{f('spec')}</th>
            {layout.hasLots && <th>{f('roll')}</th>}
            {layout.hasLots && <th>{f('vat')}</th>}
            <th>{f('unit')}</th>
            {layout.showsBook && <th className="num">{f('book')}</th>}
            <th className="num count-cell">{p('counted')}</th>
            {layout.showsDifference && <th className="num">{f('difference')}</th>}
            <th className="remark-cell">{f('remark')}</th>
          </tr>
        </thead>
        <tbody>
          {c.lines.map((l, i) => (
            <tr key={l.id} data-testid="stocktake-print-line">
              <td>{i + 1}</td>
              <td>{l.materialNo}</td>
              <td>{l.materialName}</td>
              <td>{l.colorName}</td>
              <td>{l.specNo}</td>
              {layout.hasLots && <td>{l.rollNo ?? ''}</td>}
              {layout.hasLots && <td>{l.vatNo ?? ''}</td>}
              <td>{l.stockUnit}</td>
              {layout.showsBook && <td className="num">{printedQuantity(l.bookQuantity)}</td>}
              <td className="num count-cell">{printedQuantity(l.countedQuantity)}</td>
              {layout.showsDifference && <td className="num">{printedQuantity(l.difference)}</td>}
              <td />
            </tr>
          ))}
        </tbody>
      </table>
      {totals.length > 0 && (
        <table className="fields totals" data-testid="stocktake-print-totals">
          <tbody>
            <tr>
              {totals.map(([label, value]) => (
                <Fragment key={label}>
                  <th>{label}</th>
                  <td>{value || '0'}</td>
                </Fragment>
              ))}
            </tr>
          </tbody>
        </table>
      )}
      <div className="signs">
        <span>{p('signCounter')}:</span>
        <span>{p('signWitness')}:</span>
        <span>{p('signKeeper')}:</span>
        <span>{p('signReviewer')}:</span>
      </div>
    </>
  );
}
