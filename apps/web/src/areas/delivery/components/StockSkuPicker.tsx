import { dec, type MaterialStockRow } from '@gf/contracts';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { newMaterialLine, stockFigure, stockRowLabel, type MaterialLine } from '../../../shared/material-lines';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { pairLoader, type OptionLoader } from '../../../shared/search-select/search-select.logic';
import '../locales/register';

/**
 * 按库存添加 (自由送料, reference 03 §4 "Free material node"): any material SKU with stock in the delivery's storehouse
 * (`fac/stock/list` with `nonZero`, searched by number or name), each option with its 库存数. A pick adds a line with
 * the quantity left blank (the clerk types it; nothing is filled in silently); a SKU already listed is not added twice.
 */
export function StockSkuPicker({
  storehouseId,
  lines,
  onLines,
}: {
  storehouseId: string;
  lines: MaterialLine[];
  onLines: (lines: MaterialLine[]) => void;
}) {
  const { t } = useTranslation();
  // The picker starts empty again after each choice (a new key, as the line editor's own picker).
  const [round, setRound] = useState(0);
  const loader: OptionLoader = useMemo(() => {
    const rows = pairLoader<MaterialStockRow & Record<string, unknown>>(
      'fac/stock/list',
      {
        value: 'materialsSkuId',
        label: (r) => t('delivery.stockPick.option', { label: stockRowLabel(r), n: stockFigure(r.quantity), unit: r.stockUnit }),
        record: (r) => ({ label: stockRowLabel(r), stockUnit: r.stockUnit, quantity: r.quantity }),
      },
      { extra: { storehouseId, nonZero: true, pageNo: 1, pageSize: 30 } },
    );
    // nonZero keeps negative balances too (where the storehouse allows them): only what is there to deliver is offered.
    return async (keyword) => (await rows(keyword)).filter((o) => dec.isPositive((o.record as { quantity: string }).quantity));
  }, [storehouseId, t]);
  return (
    <SearchSelect
      key={`${storehouseId}-${round}`}
      single
      loader={loader}
      placeholder={t('delivery.stockPick.placeholder')}
      chosenValues={lines.map((l) => l.materialsSkuId)}
      style={{ width: '100%' }}
      data-testid="delivery-stock-pick"
      onChange={(value, option) => {
        const record = option && !Array.isArray(option) ? (option.record as { label: string; stockUnit: string }) : null;
        if (value == null || !record) return;
        if (!lines.some((l) => l.materialsSkuId === String(value)))
          onLines([...lines, { ...newMaterialLine(String(value), record.label), stockUnit: record.stockUnit }]);
        setRound((r) => r + 1);
      }}
    />
  );
}
