import '../../../test/setup';
import { fireEvent, render, screen } from '@testing-library/react';
import { Table } from 'antd';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { addMessages, i18n } from '../../../shared/i18n';
import { en } from '../locales/en';
import { zh } from '../locales/zh';
import { bomColumns } from './bom-columns';
import { rowFromMaterial, rowProblems, type BomEditorRow } from './bom-row.logic';

addMessages('bom', { zh, en });

const attrs = {
  colors: [{ id: '21', name: '红' }],
  sizes: [
    { id: '31', name: 'S' },
    { id: '32', name: 'L' },
  ],
  standards: [],
  parts: [],
};
const base = rowFromMaterial({
  skuId: '11',
  materialId: '1',
  commonMaterialsNo: 'ML-001',
  name: '府绸',
  kindName: '面料',
  colorName: '白',
  specNoName: '',
  stockUnit: '米',
  defaultSupplierId: null,
  defaultSupplierName: null,
  supplierStyleNo: null,
  supplierColorNo: null,
  planCost: null,
  mainPictureUrl: null,
  mlossRate: null,
  defaultDosage: '1.2',
});

function Grid({ initial }: { initial: BomEditorRow[] }) {
  const [rows, setRows] = useState(initial);
  const columns = bomColumns(i18n.t.bind(i18n), 'zh-CN', attrs, () => true, {
    change: (key, patch) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r))),
    problemsOf: rowProblems,
    openMapping: () => undefined,
  });
  return <Table rowKey="key" dataSource={rows} columns={columns} pagination={false} />;
}

describe('BOM table cells', () => {
  it('a locked row shows its reason and offers no input', () => {
    render(<Grid initial={[{ ...base, isLocked: true, lockReason: '物料审核中' }]} />);
    expect(screen.getAllByText('物料审核中').length).toBeGreaterThan(0);
    expect(screen.getByTestId('bom-row-locked')).toBeTruthy();
    expect(screen.queryByTestId('bom-singleDosage-0')).toBeNull();
  });

  it('says what the server would refuse under the cell and keeps what was typed', () => {
    render(<Grid initial={[base]} />);
    fireEvent.change(screen.getByTestId('bom-lossRate-0'), { target: { value: '100.5' } });
    expect(screen.getByText('损耗最大为 100')).toBeTruthy();
    expect((screen.getByTestId('bom-lossRate-0') as HTMLInputElement).value).toBe('100.5');
    // A size column shows the row's usage as its placeholder until the size is given its own.
    expect((screen.getByTestId('bom-size-L-0') as HTMLInputElement).placeholder).toBe('1.2');
  });
});
