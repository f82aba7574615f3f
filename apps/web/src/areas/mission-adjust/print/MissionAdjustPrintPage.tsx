import '../locales/register';
import './adjust-print.css';
import { billStatusLabels } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { A4Sheet, PrintFieldGrid } from '../../../shared/print';
import { missionAdjustApi } from '../api/mission-adjust-api';
import { adjustPrintMatrices, type PrintMatrix } from './adjust-print-sheet';

/**
 * 打印工单调整单 (/missionAdjustPrint?id=): the A4 sheet of one adjustment: its header (number, mission, style, date,
 * delivery date before and after, reason, status, maker) and per customer the colour × size matrix of the SKUs it
 * changes, each cell before → after, with totals; signatures. It stands alone (no menu); 打印 is the browser's print.
 */
export function MissionAdjustPrintPage() {
  const { t, i18n } = useTranslation();
  const [search] = useSearchParams();
  const id = search.get('id');
  const p = (k: string, o?: Record<string, unknown>) => t(`missionAdjust.print.${k}`, o);
  const f = (k: string) => t(`missionAdjust.field.${k}`);
  const bill = useQuery({
    queryKey: ['mission-adjust', 'detail', id],
    queryFn: () => missionAdjustApi.detail({ id, adjustNo: null }),
    enabled: Boolean(id),
    retry: false,
  });
  const d = bill.data;
  const matrices = useMemo(() => (d ? adjustPrintMatrices(d.skuList, d.lines) : []), [d]);
  if (!id || bill.isError) return <Empty style={{ marginTop: 80 }} description={p('notFound')} />;
  const status = d ? billStatusLabels[d.status] : undefined;
  return (
    <A4Sheet
      className="adjust-print"
      testId="adjust-print"
      backLabel={p('back')}
      printLabel={p('print')}
      printTestId="adjust-print-go"
      backTestId="adjust-print-back"
      loading={bill.isLoading}
    >
      {d && (
        <>
          <h1>{p('title')}</h1>
          <div className="gf-a4-meta">
            <span>
              {f('adjustNo')}: <b>{d.adjustNo}</b>
            </span>
            <span>
              {p('printedAt')}: {new Date().toLocaleString()}
            </span>
          </div>
          <PrintFieldGrid
            testId="adjust-print-fields"
            pairs={[
              [f('mission'), d.missionNo],
              [f('style'), d.styleNo],
              [f('placeorderAt'), d.placeorderAt],
              [f('delivery'), d.newDeliveryAt ? `${d.oldDeliveryAt} → ${d.newDeliveryAt}` : d.oldDeliveryAt],
              [f('status'), (i18n.language === 'en' ? status?.en : status?.zh) ?? String(d.status)],
              [f('creator'), d.createByName ?? '-'],
              [f('reason'), d.reason],
              [f('remark'), d.remark ?? '-'],
              [p('quantity'), `${d.oldTotalNum} → ${d.newTotalNum}`],
            ]}
          />
          <h2>{t('missionAdjust.detail.lines')}</h2>
          {matrices.length === 0 && <p>{t('missionAdjust.detail.noLines')}</p>}
          {matrices.map((m, i) => (
            <Matrix key={i} m={m} />
          ))}
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

const change = (oldNum: number, newNum: number) => `${oldNum} → ${newNum}`;

/** One customer's matrix: colour rows, size columns, each changed cell before → after. */
function Matrix({ m }: { m: PrintMatrix }) {
  const { t } = useTranslation();
  const p = (k: string) => t(`missionAdjust.print.${k}`);
  return (
    <>
      {m.customerName && (
        <h2>
          {t('missionAdjust.field.customer')}: {m.customerName}
        </h2>
      )}
      <table data-testid="adjust-print-matrix">
        <thead>
          <tr>
            <th>{p('color')}</th>
            {m.sizes.map((s) => (
              <th key={s} className="num">
                {s}
              </th>
            ))}
            <th className="num">{p('rowTotal')}</th>
          </tr>
        </thead>
        <tbody>
          {m.rows.map((r) => (
            <tr key={r.label}>
              <td>{r.label}</td>
              {r.cells.map((c, i) => (
                <td key={i} className={c && c.newNum > c.oldNum ? 'num up' : 'num'}>
                  {c ? change(c.oldNum, c.newNum) : ''}
                </td>
              ))}
              <td className="num">{change(r.oldTotal, r.newTotal)}</td>
            </tr>
          ))}
          <tr>
            <th colSpan={m.sizes.length + 1}>{p('total')}</th>
            <th className="num">{change(m.oldTotal, m.newTotal)}</th>
          </tr>
        </tbody>
      </table>
    </>
  );
}
