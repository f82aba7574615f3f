import './print.css';
import './print-locales';
import { PrinterOutlined } from '@ant-design/icons';
import { Button, Empty, InputNumber, Select } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  clampCopies,
  expandCopies,
  labelsPerSheet,
  MAX_COPIES,
  MIN_COPIES,
  pageRule,
  paginate,
  PRINT_FORMATS,
  SHEET_GAP_MM,
  SHEET_MARGIN_MM,
  A4,
  type PrintFormat,
} from './print-layout';

export interface PrintFrameProps<T> {
  /** One entry per distinct label (a bundle, a carton); each prints `copies` times. */
  items: readonly T[];
  /** Draws one label; it gets the label's size in mm to fit its content (e.g. a Barcode's width). */
  renderLabel: (item: T, format: PrintFormat) => ReactNode;
  /** A stable key per item (React keys of the preview). */
  itemKey: (item: T) => string;
  /** The formats offered (default every label size on a roll and on A4) and the one chosen at first. */
  formats?: readonly PrintFormat[];
  defaultFormat?: string;
  defaultCopies?: number;
  /** Buttons before the paper select (e.g. 返回). */
  extra?: ReactNode;
}

/**
 * The print page frame: paper select (label roll or A4 sheet), copies 1–100, 打印, and a preview of every page as
 * it will print. The CSS @page rule follows the chosen format, so the browser's print dialog gets the label's size.
 */
export function PrintFrame<T>({
  items,
  renderLabel,
  itemKey,
  formats = PRINT_FORMATS,
  defaultFormat,
  defaultCopies = 1,
  extra,
}: PrintFrameProps<T>) {
  const { t } = useTranslation();
  const [formatKey, setFormatKey] = useState(defaultFormat ?? formats[0]!.key);
  const [copies, setCopies] = useState(clampCopies(defaultCopies));
  const format = formats.find((f) => f.key === formatKey) ?? formats[0]!;
  const pages = useMemo(() => paginate(expandCopies(items, copies), format), [items, copies, format]);
  const labelCount = pages.reduce((n, p) => n + p.length, 0);
  const grid = labelsPerSheet(format.label);
  const size = (f: PrintFormat) => `${f.label.widthMm}×${f.label.heightMm}`;
  const options = formats.map((f) => ({
    value: f.key,
    label:
      f.medium === 'label'
        ? t('print.formatLabel', { size: size(f) })
        : t('print.formatSheet', { size: size(f), perSheet: labelsPerSheet(f.label).perSheet }),
  }));
  const pageStyle =
    format.medium === 'label'
      ? { width: `${format.label.widthMm}mm`, height: `${format.label.heightMm}mm` }
      : {
          // on screen the sheet is A4 with its margin as padding; in print the @page margin takes its place (print.css)
          width: `${A4.widthMm}mm`,
          height: `${A4.heightMm}mm`,
          padding: `${SHEET_MARGIN_MM}mm`,
          gridTemplateColumns: `repeat(${grid.columns}, ${format.label.widthMm}mm)`,
          gridAutoRows: `${format.label.heightMm}mm`,
          gap: `${SHEET_GAP_MM}mm`,
        };
  return (
    <div className="gf-print-frame" data-testid="print-frame">
      <style>{pageRule(format)}</style>
      <div className="gf-print-toolbar">
        {extra}
        <span>{t('print.format')}</span>
        <Select style={{ width: 260 }} value={format.key} options={options} onChange={setFormatKey} data-testid="print-format" />
        <span>{t('print.copies')}</span>
        <InputNumber
          min={MIN_COPIES}
          max={MAX_COPIES}
          precision={0}
          value={copies}
          onChange={(v) => setCopies(clampCopies(v))}
          data-testid="print-copies"
        />
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={labelCount === 0}
          onClick={() => window.print()}
          data-testid="print-go"
        >
          {t('print.print')}
        </Button>
        <span className="gf-print-summary" data-testid="print-summary">
          {t('print.summary', { labels: labelCount, pages: pages.length })}
        </span>
      </div>
      {pages.length === 0 ? (
        <Empty style={{ marginTop: 48 }} description={t('print.empty')} />
      ) : (
        <div className="gf-print-pages" data-testid="print-pages">
          {pages.map((page, i) => (
            <div key={i} className={`gf-print-page ${format.medium}`} style={pageStyle} data-testid="print-page">
              {page.map((item, j) => (
                <div
                  key={`${itemKey(item)}-${j}`}
                  className="gf-print-label"
                  style={{ width: `${format.label.widthMm}mm`, height: `${format.label.heightMm}mm` }}
                >
                  {renderLabel(item, format)}
                </div>
              ))}
            </div>
          ))}
        </div>
      )}
    </div>
  );
}
