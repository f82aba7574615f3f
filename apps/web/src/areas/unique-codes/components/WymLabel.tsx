import type { WymRow } from '@gf/contracts';
import { useTranslation } from 'react-i18next';
import { CodeLabel } from '../../../shared/print/CodeLabel';
import type { PaperSize } from '../../../shared/print/print-layout';
import '../locales/register';

/** One piece's label: the code as a Code 128 bar code with its text, then mission, style, colour, size, lay and seq. */
export function WymLabel({ row, size }: { row: WymRow; size: PaperSize }) {
  const { t } = useTranslation();
  const p = (k: string) => t(`uniqueCodes.label.${k}`);
  return (
    <CodeLabel
      code={row.code}
      size={size}
      testId="wym-label"
      fields={[
        { label: p('mission'), value: row.missionNo, wide: true },
        { label: p('style'), value: row.styleNo, wide: true },
        { label: p('color'), value: row.colorName },
        { label: p('size'), value: row.sizeName },
        { label: p('lathe'), value: row.lathe },
        { label: p('seq'), value: row.seq },
      ]}
    />
  );
}
