import '../locales';
import './print-locales';
import './mission-print.css';
import { dec, type BomRowView, type MissionDetail, type MissionNodeBrief } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Empty, Spin } from 'antd';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { A4Sheet, Barcode, PrintFieldGrid, PrintMatrixTable } from '../../../shared/print';
import { fileUrl, missionsApi } from '../api/missions-api';
import { MaterialTotals } from './MaterialTotals';
import { printApi } from './print-api';
import { printMatrix } from './print-sheet';

/**
 * 打印生产工单 (/missionPrint?missionId=): the A4 card a workshop pins up — header fields, the colour × size matrix
 * with totals, the node list with plan end and persons in charge, the BOM's materials and the mission's total of each
 * material (per unit), the mission number as a Code 128 bar code a scanner reads at the workstation. The page stands alone (no menu);
 * 打印 calls the browser's print, whose CSS hides the buttons.
 */
export function MissionPrintPage() {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const missionId = search.get('missionId');
  const p = (k: string) => t(`missionPrint.${k}`);
  const detail = useQuery({
    queryKey: ['mission', missionId],
    queryFn: () => missionsApi.detail(missionId!),
    enabled: Boolean(missionId),
    retry: false,
  });
  const nodes = useQuery({
    queryKey: ['mission-print-nodes', missionId],
    queryFn: () => printApi.nodes(missionId!),
    enabled: Boolean(missionId),
    retry: false,
  });
  const bomId = detail.data?.bomId ?? null;
  const bom = useQuery({
    queryKey: ['mission-print-bom', bomId],
    queryFn: () => printApi.bom(bomId!),
    enabled: Boolean(bomId),
    retry: false,
  });
  const materials = useQuery({
    queryKey: ['mission-print-materials', missionId],
    queryFn: () => printApi.materials(missionId!),
    enabled: Boolean(missionId && bomId),
    retry: false,
  });
  if (!missionId || detail.isError) return <Empty style={{ marginTop: 80 }} description={p('notFound')} />;
  const m = detail.data;
  return (
    <A4Sheet
      className="mission-print"
      testId="mission-print"
      backLabel={p('back')}
      printLabel={p('print')}
      printTestId="mission-print-go"
      loading={detail.isLoading}
    >
      {m && (
        <>
          <div className="mission-print-title">
            <span />
            <h1>{p('title')}</h1>
            <Barcode value={m.missionNo} widthMm={60} heightMm={14} />
          </div>
          <div className="gf-a4-meta">
            <span>
              {t('missions.field.missionNo')}: <b>{m.missionNo}</b>
            </span>
            <span>
              {p('printedAt')}: {new Date().toLocaleString()}
            </span>
          </div>
          <PrintHeader m={m} />
          <h2>{p('matrix')}</h2>
          <MatrixTable m={m} />
          <h2>{p('nodes')}</h2>
          <NodeTable nodes={nodes.data?.nodes ?? []} />
          <h2>
            {p('bom')}
            {bom.data ? ` (${bom.data.name})` : ''}
          </h2>
          {!bomId ? (
            <p>{p('noBom')}</p>
          ) : bom.data ? (
            <BomTable rows={bom.data.commonMaterialsSkuList} />
          ) : bom.isError ? (
            <p>-</p>
          ) : (
            <Spin size="small" />
          )}
          {bomId && (
            <>
              <h2>{p('materialTotals')}</h2>
              {materials.data ? (
                <MaterialTotals lines={materials.data.lines} bomRows={bom.data?.commonMaterialsSkuList ?? []} />
              ) : materials.isError ? (
                <p>{p('noMaterialAccess')}</p>
              ) : (
                <Spin size="small" />
              )}
            </>
          )}
        </>
      )}
    </A4Sheet>
  );
}

function PrintHeader({ m }: { m: MissionDetail }) {
  const { t } = useTranslation();
  const f = (k: string) => t(`missions.field.${k}`);
  const pairs: [string, ReactNode][] = [
    [f('goods'), `${m.styleNo} ${m.styleName}`],
    [f('customer'), m.customerName ?? '-'],
    [f('orderQuantity'), dec.format(m.totalNum)],
    [f('placeorderAt'), m.placeorderAt],
    [f('deliveryAt'), m.deliveryAt],
    [f('priority'), t(`missions.priority.${m.priority}`)],
    [f('leaders'), m.leaderNames.join('、') || '-'],
    [f('outsideFactory'), m.outsideFactoryName ?? '-'],
    [f('linkedOrder'), m.productionOrderNo ?? '-'],
    [f('customerStyleNo'), m.customerStyleNo ?? '-'],
    [f('customerOrderNo'), m.customerOrderNo ?? '-'],
    [f('template'), m.templateName ?? '-'],
    [f('workingSheetName'), m.workingSheetName ?? '-'],
    [f('remark'), m.remark ?? '-'],
  ];
  const picture = fileUrl(m.pictureId);
  return (
    <div className="mission-print-head">
      {picture && <img src={picture} alt="" />}
      <PrintFieldGrid pairs={pairs} testId="mission-print-fields" />
    </div>
  );
}

function MatrixTable({ m }: { m: MissionDetail }) {
  const { t } = useTranslation();
  const p = (k: string) => t(`missionPrint.${k}`);
  const matrix = useMemo(() => printMatrix(m.lines), [m.lines]);
  return <PrintMatrixTable matrix={matrix} colourLabel={p('colour')} totalLabel={p('total')} testId="mission-print-matrix" />;
}

function NodeTable({ nodes }: { nodes: MissionNodeBrief[] }) {
  const { t } = useTranslation();
  const p = (k: string) => t(`missionPrint.${k}`);
  if (nodes.length === 0) return <p>{p('noNodes')}</p>;
  return (
    <table data-testid="mission-print-nodes">
      <thead>
        <tr>
          <th className="num">{p('index')}</th>
          <th>{p('node')}</th>
          <th>{p('planEndAt')}</th>
          <th>{p('persons')}</th>
          <th>{t('missions.field.nodeStatus')}</th>
          <th className="sign">{p('signOff')}</th>
        </tr>
      </thead>
      <tbody>
        {nodes.map((n) => (
          <tr key={n.id}>
            <td className="num">{n.sort}</td>
            <td>{n.name}</td>
            <td>{n.planEndAt ?? '-'}</td>
            <td>{n.chargers.map((c) => c.userName ?? c.userId).join('、') || '-'}</td>
            <td>{t(`missions.nodeStatus.${n.status}`)}</td>
            <td />
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function BomTable({ rows }: { rows: BomRowView[] }) {
  const { t } = useTranslation();
  const p = (k: string) => t(`missionPrint.${k}`);
  return (
    <table data-testid="mission-print-bom">
      <thead>
        <tr>
          <th>{p('materialNo')}</th>
          <th>{p('materialName')}</th>
          <th>{p('materialColour')}</th>
          <th>{p('part')}</th>
          <th className="num">{p('usage')}</th>
          <th className="num">{p('loss')}</th>
          <th>{p('appliesTo')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.id}>
            <td>{r.materialsNo}</td>
            <td>{r.materialsName}</td>
            <td>{[r.colorName, r.specNoName].filter(Boolean).join(' / ') || '-'}</td>
            <td>{r.partName ?? '-'}</td>
            <td className="num">{`${dec.format(r.singleDosage)} ${r.stockUnit}`}</td>
            <td className="num">{`${dec.format(r.lossRate)}%`}</td>
            <td>{r.styleColorNames}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
