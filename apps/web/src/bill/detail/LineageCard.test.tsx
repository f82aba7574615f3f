import '../../test/setup';
import type { LineageLink } from '@gf/contracts';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { addMessages } from '../../shared/i18n';
import { billMessages } from '../locales';
import { LineageCard } from './LineageCard';

addMessages('bill', billMessages);

const link = (over: Partial<LineageLink>): LineageLink => ({
  type: 'MATERIALS_RETURN',
  typeText: '退料单',
  billId: '7',
  billNo: 'TL001',
  status: 0,
  statusText: '草稿',
  ownStatus: null,
  href: '/returnMaterielDetail/7',
  lineCount: 2,
  followsSource: false,
  ...over,
});

describe('LineageCard', () => {
  it('lists upstream then downstream documents with links, and says which block the bill', () => {
    const { container, getByText } = render(
      <MemoryRouter>
        <LineageCard
          lineage={{
            upstream: [
              link({
                type: 'MATERIALS_PURCHASE',
                typeText: '物料采购单',
                billId: '3',
                billNo: 'CG01',
                href: '/detailPurchase?orderNo=CG01',
              }),
            ],
            downstream: [
              link({}),
              link({ type: 'MATERIALS_DELIVERY', typeText: '送料单', billId: '9', billNo: 'SL9', followsSource: true }),
            ],
          }}
        />
      </MemoryRouter>,
    );
    const rows = [...container.querySelectorAll('tbody tr')].map((r) => r.textContent);
    expect(rows).toHaveLength(3);
    expect(rows[0]).toContain('上游');
    expect(rows[0]).toContain('CG01');
    expect(rows[1]).toContain('本单不能反审');
    expect(rows[2]).toContain('随本单生成');
    expect(getByText('TL001').closest('a')?.getAttribute('href')).toBe('/returnMaterielDetail/7');
  });

  it("shows a type's own status words (a mission's 进行中), not the review statuses", () => {
    const mission = link({
      type: 'FAC_MISSION',
      typeText: '生产工单',
      billNo: 'GD01',
      status: 1,
      statusText: '进行中',
      ownStatus: { zh: '进行中', en: 'In progress' },
    });
    const { container } = render(
      <MemoryRouter>
        <LineageCard lineage={{ upstream: [], downstream: [mission] }} />
      </MemoryRouter>,
    );
    const row = container.querySelector('tbody tr')?.textContent ?? '';
    expect(row).toContain('进行中');
    expect(row).not.toContain('待审核');
  });

  it('says when there is nothing linked', () => {
    const { getByText } = render(
      <MemoryRouter>
        <LineageCard lineage={{ upstream: [], downstream: [] }} />
      </MemoryRouter>,
    );
    expect(getByText('暂无关联单据')).toBeTruthy();
  });
});
