import '../locales/register';
import './defect-print.css';
import { dec, defectActionLabels, defectBillStatusLabels } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { A4Sheet, Barcode, PrintFieldGrid } from '../../../shared/print';
import { defectsApi } from '../api/defects-api';

/**
 * 打印次品管理单 (/allInferiorBill/print?id=): one defect bill (合格 / 再修 / 报废 / 退回返修) on the shared A4 sheet: its
 * number as a bar code, the head (kind, status, date, who, storehouse, factory, workbay, remark), the lines with where
 * each went back to, the total and signatures. It stands alone (no menu); 打印 is the browser's print of the sheet.
 */
export function DefectBillPrintPage() {
  const { t, i18n } = useTranslation();
  const lang = i18n.language === 'en' ? 'en' : 'zh';
  const [search] = useSearchParams();
  const id = search.get('id');
  const p = (k: string, o?: Record<string, unknown>) => t(`defects.print.${k}`, o);
  const f = (k: string) => t(`defects.bill.${k}`);
  const ff = (k: string) => t(`defects.field.${k}`);
  const bill = useQuery({
    queryKey: ['defect-bill', id],
    queryFn: () => defectsApi.bill(id!),
    enabled: Boolean(id),
    retry: false,
  });
  const b = bill.data;
  if (!id || bill.isError) return <Empty style={{ marginTop: 80 }} description={p('notFound')} />;
  const returned = (l: { returnNodeName: string | null; returnFactoryName: string | null; returnUserName: string | null }) =>
    [l.returnNodeName, l.returnFactoryName, l.returnUserName].filter(Boolean).join(' · ') || '-';
  const hasReturn = b?.action === 'RETURN';
  return (
    <A4Sheet
      className="defect-print"
      testId="defect-print"
      backLabel={p('back')}
      printLabel={p('print')}
      printTestId="defect-print-go"
      backTestId="defect-print-back"
      loading={bill.isLoading}
    >
      {b && (
        <>
          <div className="defect-print-head">
            <h1>{p('title', { kind: defectActionLabels[b.action][lang] })}</h1>
            <Barcode value={b.billNo} widthMm={60} heightMm={12} />
          </div>
          <div className="gf-a4-meta">
            <span>
              {f('billNo')}: <b>{b.billNo}</b>
            </span>
            <span>
              {p('printedAt')}: {new Date().toLocaleString()}
            </span>
          </div>
          <PrintFieldGrid
            testId="defect-print-fields"
            pairs={[
              [f('kind'), defectActionLabels[b.action][lang]],
              [f('status'), defectBillStatusLabels[b.status]?.[lang] ?? String(b.status)],
              [f('date'), b.dateCompleted],
              [f('finishUser'), b.finishUserName ?? '-'],
              [f('storehouse'), b.storehouseName ?? '-'],
              [f('outsideFactory'), b.outsideFactoryName ?? '-'],
              [f('returnUser'), b.returnUserName ?? '-'],
              [f('returnNode'), b.returnNodeName ?? '-'],
              [f('remark'), b.remark ?? '-'],
            ]}
          />
          <h2>{f('lines')}</h2>
          <table data-testid="defect-print-lines">
            <thead>
              <tr>
                <th>#</th>
                <th>{ff('missionNo')}</th>
                <th>{ff('styleNo')}</th>
                <th>{ff('node')}</th>
                <th>{ff('color')}</th>
                <th>{ff('size')}</th>
                <th>{ff('labels')}</th>
                {hasReturn && <th>{ff('returnedTo')}</th>}
                <th className="num">{ff('openNum')}</th>
              </tr>
            </thead>
            <tbody>
              {b.lines.map((l, i) => (
                <tr key={l.id}>
                  <td>{i + 1}</td>
                  <td>{l.missionNo}</td>
                  <td>{l.styleNo}</td>
                  <td>{l.nodeName}</td>
                  <td>{l.colorName ?? '-'}</td>
                  <td>{[l.sizeName, l.standardName].filter(Boolean).join(' / ') || '-'}</td>
                  <td>{l.defectLabelNames.join('、') || '-'}</td>
                  {hasReturn && <td>{returned(l)}</td>}
                  <td className="num">{dec.norm(l.num)}</td>
                </tr>
              ))}
              <tr>
                <th colSpan={hasReturn ? 8 : 7}>{p('total')}</th>
                <th className="num" data-testid="defect-print-total">
                  {dec.norm(b.totalNum)}
                </th>
              </tr>
            </tbody>
          </table>
          <div className="signs">
            <span>{p('signMaker')}:</span>
            <span>{p('signChecker')}:</span>
            <span>{p('signDate')}:</span>
          </div>
        </>
      )}
    </A4Sheet>
  );
}
