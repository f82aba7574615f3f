import { useQueries } from '@tanstack/react-query';
import { Button, Card, Empty, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { confirmBeyondStock, fetchStorehouseRule } from '../../../shared/material-lines';
import { SearchSelect } from '../../../shared/search-select/SearchSelect';
import { shapeOf, SkuMatrix } from '../../../shared/sku-matrix';
import { allocateApi, goodsStyleLoader } from '../api/allocate-api';
import { blockShortfalls, cellName, pieceTotals, type GoodsBlock } from './goods-lines.logic';
import '../locales/register';

type OnHand = ReadonlyMap<string, string>;
const none: OnHand = new Map();

/** A style's goods stock in the storehouse by goods SKU id. */
async function onHandOf(storehouseId: string, styleId: string): Promise<OnHand> {
  const row = await allocateApi.goodsStock(storehouseId, styleId);
  return new Map((row?.skus ?? []).map((c) => [c.goodsSkuId, c.quantity]));
}

/** A new block: the style's SKUs, nothing typed yet. */
export async function loadGoodsBlock(styleId: string, label: string): Promise<GoodsBlock> {
  return { styleId, label, skus: await allocateApi.goodsSkus(styleId), quantities: {} };
}

/**
 * Before 保存并提报: the stock and the storehouse's switch asked afresh; every cell beyond its stock is listed and the
 * clerk confirms (or learns the review will be refused where negative goods stock is forbidden). True to go on.
 */
export async function checkGoodsAgainstStock(
  storehouseId: string | undefined,
  blocks: readonly GoodsBlock[],
  unit: string,
): Promise<boolean> {
  if (!storehouseId || blocks.length === 0) return true;
  try {
    const [stocks, rule] = await Promise.all([
      Promise.all(blocks.map((b) => onHandOf(storehouseId, b.styleId))),
      fetchStorehouseRule(storehouseId),
    ]);
    const shortfalls = blocks.flatMap((b, i) => blockShortfalls(b, stocks[i]!, unit, true));
    return await confirmBeyondStock({ shortfalls, isForbidden: rule.notAllowNegativeGoods, kind: 'GOODS', mode: 'submit' });
  } catch {
    return true; // the figures could not be read: the server decides at review
  }
}

/**
 * The goods of a transfer-out: a style picked by number adds its colour × size matrix (the shared SkuMatrix: 一手,
 * totals, 按码比填数); under it the issuing storehouse's stock of each cell, and a warning per cell typed beyond it
 * (the typed value stays). Pieces per style and in all at the foot.
 */
export function GoodsLinesEditor({
  blocks,
  onChange,
  storehouseId,
}: {
  blocks: GoodsBlock[];
  onChange: (blocks: GoodsBlock[]) => void;
  storehouseId: string | undefined;
}) {
  const { t } = useTranslation();
  const g = (key: string, values?: Record<string, unknown>) => t(`allocate.goods.${key}`, values);
  const stocks = useQueries({
    queries: blocks.map((b) => ({
      queryKey: ['allocate-goods-stock', storehouseId, b.styleId],
      queryFn: () => onHandOf(storehouseId!, b.styleId),
      enabled: Boolean(storehouseId),
      staleTime: 0,
    })),
  });
  const totals = pieceTotals(blocks);
  const set = (i: number, patch: Partial<GoodsBlock>) => onChange(blocks.map((b, j) => (j === i ? { ...b, ...patch } : b)));
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="allocate-goods">
      <SearchSelect
        single
        loader={goodsStyleLoader}
        value={undefined}
        placeholder={g('addStyle')}
        chosenValues={blocks.map((b) => b.styleId)}
        onChange={(v, option) => {
          if (v && !Array.isArray(option))
            void loadGoodsBlock(String(v), String(option?.label ?? v)).then((b) => onChange([...blocks, b]));
        }}
        style={{ width: 320 }}
        data-testid="allocate-add-style"
      />
      {blocks.length === 0 && <Empty description={g('empty')} />}
      {blocks.map((b, i) => {
        const onHand = stocks[i]?.data ?? none;
        const beyond = storehouseId && stocks[i]?.data ? blockShortfalls(b, onHand, g('pieces')) : [];
        const held = b.skus.filter((s) => onHand.has(s.id)).map((s) => `${cellName(s)} ${Number(onHand.get(s.id))}`);
        return (
          <Card
            key={b.styleId}
            size="small"
            title={b.label}
            data-testid="allocate-goods-block"
            extra={
              <Space>
                <Typography.Text data-testid="allocate-goods-style-total">
                  {g('stylePieces', { pieces: totals.perStyle[i] })}
                </Typography.Text>
                <Button danger type="link" onClick={() => onChange(blocks.filter((_, j) => j !== i))}>
                  {g('remove')}
                </Button>
              </Space>
            }
          >
            <SkuMatrix
              mode="quantity"
              {...shapeOf(b.skus)}
              value={b.quantities}
              onChange={(quantities) => set(i, { quantities })}
              styleId={b.styleId}
            />
            {storehouseId && (
              <Typography.Paragraph type="secondary" style={{ margin: '8px 0 0' }} data-testid="allocate-goods-stock">
                {g('stock', { cells: held.length ? held.join(g('separator')) : g('noStock') })}
              </Typography.Paragraph>
            )}
            {beyond.map((x) => (
              <div key={x.key} data-testid="allocate-goods-beyond">
                <Typography.Text type="warning">{g('beyond', { ...x })}</Typography.Text>
              </div>
            ))}
          </Card>
        );
      })}
      {blocks.length > 0 && (
        <Typography.Text strong data-testid="allocate-goods-total">
          {g('total', { styles: blocks.length, pieces: totals.pieces })}
        </Typography.Text>
      )}
    </Space>
  );
}
