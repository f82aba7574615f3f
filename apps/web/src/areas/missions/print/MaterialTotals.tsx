import { dec, formatUnitTotals, type BomRowView, type MissionMaterialLine } from '@gf/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { printMaterials } from './print-sheet';

/**
 * 物料总用量: what the whole mission takes of each material (mission quantity × usage × (1 + loss), the server's BOM
 * explosion), beside the BOM's per-piece usage and loss, with the total per stock unit.
 */
export function MaterialTotals({ lines, bomRows }: { lines: MissionMaterialLine[]; bomRows: BomRowView[] }) {
  const { t } = useTranslation();
  const p = (k: string) => t(`missionPrint.${k}`);
  const { rows, totals } = useMemo(() => printMaterials(lines, bomRows), [lines, bomRows]);
  if (rows.length === 0) return <p>{p('noMaterials')}</p>;
  return (
    <table data-testid="mission-print-materials">
      <thead>
        <tr>
          <th>{p('materialNo')}</th>
          <th>{p('materialName')}</th>
          <th>{p('materialColour')}</th>
          <th className="num">{p('usage')}</th>
          <th className="num">{p('loss')}</th>
          <th className="num">{p('pieces')}</th>
          <th className="num">{p('totalUsage')}</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((r) => (
          <tr key={r.materialSkuId}>
            <td>{r.materialsNo}</td>
            <td>{r.materialsName}</td>
            <td>{[r.colorName, r.specNoName].filter(Boolean).join(' / ') || '-'}</td>
            <td className="num">{r.usages.length ? `${r.usages.join(' / ')} ${r.stockUnit}` : '-'}</td>
            <td className="num">{r.lossRates.length ? r.lossRates.map((l) => `${l}%`).join(' / ') : '-'}</td>
            <td className="num">{dec.format(r.pieces)}</td>
            <td className="num">
              <b>{`${dec.format(r.demand)} ${r.stockUnit}`}</b>
            </td>
          </tr>
        ))}
        <tr>
          <th colSpan={6}>{p('total')}</th>
          <th className="num" data-testid="mission-print-material-total">
            {formatUnitTotals(totals, dec.format)}
          </th>
        </tr>
      </tbody>
    </table>
  );
}
