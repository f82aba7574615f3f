import '../locales';
import './print-locales';
import './mission-print.css';
import { PrinterOutlined } from '@ant-design/icons';
import { dec, type BomRowView, type MissionDetail, type MissionNodeBrief } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Button, Empty, Spin } from 'antd';
import { Fragment, useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { fileUrl, missionsApi } from '../api/missions-api';
import { printApi } from './print-api';
import { printMatrix } from './print-sheet';

/**
 * 打印生产工单 (/missionPrint?missionId=): the A4 card a workshop pins up — header fields, the colour × size matrix
 * with totals, the node list with plan end and persons in charge, the BOM's materials. The page stands alone (no menu);
 * 打印 calls the browser's print, whose CSS hides the buttons.
 */
export function MissionPrintPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
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
  if (!missionId || detail.isError) return <Empty style={{ marginTop: 80 }} description={p('notFound')} />;
  const m = detail.data;
  return (
    <Spin spinning={detail.isLoading}>
      <div className="mission-print-bar">
        <Button onClick={() => navigate(-1)}>{p('back')}</Button>
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="mission-print-go">
          {p('print')}
        </Button>
      </div>
      {m && (
        <div className="mission-print" data-testid="mission-print">
          <h1>{p('title')}</h1>
          <div className="mission-print-meta">
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
        </div>
      )}
    </Spin>
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
  const rows: [string, ReactNode][][] = [];
  for (let i = 0; i < pairs.length; i += 3) rows.push(pairs.slice(i, i + 3));
  const picture = fileUrl(m.pictureId);
  return (
    <div className="mission-print-head">
      {picture && <img src={picture} alt="" />}
      <table className="fields" data-testid="mission-print-fields">
        <tbody>
          {rows.map((row, i) => (
            <tr key={i}>
              {row.map(([label, value], j) => (
                <Fragment key={label}>
                  <th>{label}</th>
                  {/* the last cell of a short row takes the rest of the line */}
                  <td colSpan={j === row.length - 1 ? 1 + 2 * (3 - row.length) : 1}>{value}</td>
                </Fragment>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

function MatrixTable({ m }: { m: MissionDetail }) {
  const { t } = useTranslation();
  const p = (k: string) => t(`missionPrint.${k}`);
  const matrix = useMemo(() => printMatrix(m.lines), [m.lines]);
  return (
    <table data-testid="mission-print-matrix">
      <thead>
        <tr>
          <th>{p('colour')}</th>
          {matrix.sizes.map((s) => (
            <th key={s} className="num">
              {s}
            </th>
          ))}
          <th className="num">{p('total')}</th>
        </tr>
      </thead>
      <tbody>
        {matrix.rows.map((r) => (
          <tr key={r.label}>
            <td>{r.label}</td>
            {r.cells.map((c, i) => (
              <td key={i} className="num">
                {c === null ? '' : dec.format(c)}
              </td>
            ))}
            <td className="num">{dec.format(r.total)}</td>
          </tr>
        ))}
        <tr>
          <th>{p('total')}</th>
          {matrix.columnTotals.map((c, i) => (
            <th key={i} className="num">
              {dec.format(c)}
            </th>
          ))}
          <th className="num">{dec.format(matrix.total)}</th>
        </tr>
      </tbody>
    </table>
  );
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
