import { dec, Dec, formatUnitTotals, totalsByUnit, type StocktakeDetail, type StocktakeLineRow } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { App, Button, Input, Popover, Space, Switch, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { numberProblem } from '../../../shared/forms/number-rule';
import { GuardedButton } from '../../../shared/session/permission';
import { stocktakeApi } from '../api/stocktake-api';
import '../locales/register';

const show = (v: string | null | undefined) => (v === null || v === undefined ? '' : (dec.tryParse(v) ?? v));

function CountsOfLine({ lineId, canWithdraw }: { lineId: string; canWithdraw: boolean }) {
  const { t } = useTranslation();
  const counts = useQuery({ queryKey: ['stocktake-counts', lineId], queryFn: () => stocktakeApi.countsOfLine(lineId) });
  return (
    <Table
      size="small"
      rowKey="id"
      pagination={false}
      loading={counts.isLoading}
      dataSource={counts.data ?? []}
      columns={[
        { key: 'who', title: t('stocktake.field.counter'), dataIndex: 'countedByName' },
        { key: 'q', title: t('stocktake.field.quantity'), dataIndex: 'quantity', align: 'right', render: show },
        ...(canWithdraw
          ? [
              {
                key: 'x',
                title: '',
                render: (_: unknown, r: { id: string }) => (
                  <Button size="small" type="link" onClick={() => void stocktakeApi.undoCount(r.id).catch(() => undefined)}>
                    {t('stocktake.detail.withdraw')}
                  </Button>
                ),
              },
            ]
          : []),
      ]}
    />
  );
}

/**
 * 盘点明细: each line with its book quantity at the start (hidden in a blind count), everyone's total, the caller's
 * own count typed as text (checked, never changed), the difference, and totals per unit.
 */
export function CountTable({ check }: { check: StocktakeDetail }) {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const [typed, setTyped] = useState<Record<string, string>>({});
  const [sortDiff, setSortDiff] = useState(false);
  const f = (k: string) => t(`stocktake.field.${k}`);
  const counting = check.status === 0;
  const problem = (v: string | undefined) => numberProblem(v, { scale: 4, intDigits: 14, label: f('myCount') });
  const lines = sortDiff
    ? [...check.lines].sort((a, b) =>
        Dec.of(b.difference ?? '0')
          .abs()
          .cmp(Dec.of(a.difference ?? '0').abs()),
      )
    : check.lines;

  const save = () => {
    const entries = Object.entries(typed).filter(([, v]) => v.trim() !== '');
    if (!entries.length) return void message.warning(t('stocktake.detail.nothingTyped'));
    if (entries.some(([, v]) => problem(v))) return;
    const counts = entries.map(([lineId, quantity]) => ({ lineId, quantity: quantity.trim() }));
    const far = check.isHidden
      ? []
      : counts.flatMap((c) => {
          const i = check.lines.findIndex((l) => l.id === c.lineId);
          const l = check.lines[i];
          if (!l?.bookQuantity || Dec.of(l.bookQuantity).isZero()) return [];
          const mine = Dec.of(c.quantity);
          const total = Dec.of(l.countedQuantity ?? '0')
            .minus(l.myQuantity ?? '0')
            .plus(mine);
          const off = total.minus(l.bookQuantity).abs();
          return off.gt(Dec.of(l.bookQuantity).div(2))
            ? [
                t('stocktake.detail.bigDiff', {
                  row: i + 1,
                  name: l.materialName,
                  counted: show(total.toString()),
                  book: show(l.bookQuantity),
                }),
              ]
            : [];
        });
    const run = async () => {
      await stocktakeApi.count(check.id, counts);
      setTyped({});
    };
    if (!far.length) return void run().catch(() => undefined);
    modal.confirm({ title: far.join('\n'), okText: t('common.ok'), cancelText: t('common.cancel'), onOk: run });
  };

  // Roll and vat columns only when some line is a tracked lot; the total's label spans the columns before 账面数.
  const hasLots = check.lines.some((l) => l.rollId || l.vatNo);
  const lead = hasLots ? 7 : 5;
  const unitTotal = (pick: (l: StocktakeLineRow) => string | null) =>
    formatUnitTotals(
      totalsByUnit(check.lines, pick, (l) => l.stockUnit),
      (q) => show(q),
    );

  return (
    <>
      <Space style={{ marginBottom: 12 }} wrap>
        {check.isHidden && <Typography.Text type="warning">{t('stocktake.detail.hidden')}</Typography.Text>}
        <Switch checked={sortDiff} onChange={setSortDiff} size="small" /> {t('stocktake.detail.sortDiff')}
        {counting && (
          <GuardedButton type="primary" permission="fac.materialsCheck.count" onClick={save} data-testid="stocktake-save-counts">
            {t('stocktake.detail.saveCounts')}
          </GuardedButton>
        )}
      </Space>
      <Table<StocktakeLineRow>
        rowKey="id"
        size="small"
        pagination={false}
        dataSource={lines}
        scroll={check.lines.length > 12 ? { y: 520 } : undefined}
        columns={[
          { key: 'no', title: f('materialNo'), dataIndex: 'materialNo', width: 110 },
          { key: 'name', title: f('materialName'), dataIndex: 'materialName', width: 130, ellipsis: true },
          { key: 'color', title: f('color'), dataIndex: 'colorName', width: 90 },
          { key: 'spec', title: f('spec'), dataIndex: 'specNo', width: 80 },
          ...(hasLots
            ? [
                { key: 'roll', title: f('roll'), dataIndex: 'rollNo', width: 90 },
                { key: 'vat', title: f('vat'), dataIndex: 'vatNo', width: 70 },
              ]
            : []),
          { key: 'unit', title: f('unit'), dataIndex: 'stockUnit', width: 50 },
          { key: 'book', title: f('book'), dataIndex: 'bookQuantity', align: 'right', width: 90, render: show },
          {
            key: 'mine',
            title: f('myCount'),
            width: 120,
            render: (_: unknown, l) => {
              const value = typed[l.id] ?? '';
              const error = problem(value);
              return counting ? (
                <Space direction="vertical" size={0}>
                  <Input
                    size="small"
                    value={value}
                    placeholder={show(l.myQuantity)}
                    status={error ? 'error' : undefined}
                    onChange={(e) => setTyped((p) => ({ ...p, [l.id]: e.target.value }))}
                    data-testid={`count-${l.materialNo}-${l.colorName}`}
                  />
                  {error && <Typography.Text type="danger">{error}</Typography.Text>}
                </Space>
              ) : (
                show(l.myQuantity)
              );
            },
          },
          {
            key: 'counters',
            title: f('counters'),
            dataIndex: 'counters',
            align: 'right',
            width: 80,
            render: (n: number, l) =>
              n > 0 ? (
                <Popover title={t('stocktake.detail.countsOf')} content={<CountsOfLine lineId={l.id} canWithdraw={counting} />}>
                  <a data-testid={`counters-${l.materialNo}-${l.colorName}`}>{n}</a>
                </Popover>
              ) : (
                0
              ),
          },
          { key: 'counted', title: f('countedQty'), dataIndex: 'countedQuantity', align: 'right', width: 100, render: show },
          {
            key: 'diff',
            title: f('difference'),
            dataIndex: 'difference',
            align: 'right',
            width: 90,
            render: (v: string | null) => (
              <Typography.Text
                type={v && Dec.of(v).isNegative() ? 'danger' : v && Dec.of(v).isPositive() ? 'success' : undefined}
              >
                {show(v)}
              </Typography.Text>
            ),
          },
          { key: 'posted', title: f('posted'), dataIndex: 'postedQuantity', align: 'right', width: 80, render: show },
        ]}
        summary={() => (
          <Table.Summary fixed>
            <Table.Summary.Row>
              <Table.Summary.Cell index={0} colSpan={lead}>
                {t('stocktake.detail.total')}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={lead} align="right">
                {check.isHidden ? '' : unitTotal((l) => l.bookQuantity)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={lead + 1} colSpan={2} />
              <Table.Summary.Cell index={lead + 3} align="right">
                {unitTotal((l) => l.countedQuantity)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={lead + 4} align="right">
                {check.isHidden ? '' : unitTotal((l) => l.difference)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={lead + 5} align="right">
                {unitTotal((l) => l.postedQuantity)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          </Table.Summary>
        )}
      />
    </>
  );
}
