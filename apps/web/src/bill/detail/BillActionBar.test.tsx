import '../../test/setup';
import type { BillWorkflowState } from '@gf/contracts';
import { render } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { addMessages } from '../../shared/i18n';
import { billMessages } from '../locales';
import { BillActionBar, billActionOrder, type BillActionKey } from './BillActionBar';

function stateWith(allowed: BillActionKey[]): BillWorkflowState {
  const flags = Object.fromEntries(billActionOrder.map((a) => [a, allowed.includes(a)])) as BillWorkflowState['allowed'];
  return {
    billType: 'X',
    billId: '1',
    status: 1,
    displayStatus: 1,
    lineage: { upstream: [], downstream: [] },
    statusText: '',
    reviewEnabled: true,
    openTask: null,
    allowed: flags,
    history: [],
  };
}

addMessages('bill', billMessages);

const shown = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-action]')].map((b) => b.getAttribute('data-action'));

describe('BillActionBar', () => {
  it.each<[string, BillActionKey[]]>([
    ['draft', ['edit', 'submit', 'void', 'delete']],
    ['pending, assignee and submitter', ['approve', 'reject', 'undoSubmit']],
    ['reviewed', ['applyAntiReview']],
    ['anti-review pending', ['antiReviewApprove', 'antiReviewRefuse', 'undoAntiReview']],
    ['voided', []],
  ])('shows exactly the allowed actions: %s', (_name, allowed) => {
    const { container } = render(
      <BillActionBar
        billType="X"
        billId="1"
        state={stateWith(allowed)}
        onEdit={() => undefined}
        onDelete={() => undefined}
        onDone={() => undefined}
      />,
    );
    expect(shown(container)).toEqual(allowed);
  });

  it('labels the buttons in Chinese', () => {
    const { container } = render(
      <BillActionBar billType="X" billId="1" state={stateWith(['applyAntiReview', 'undoAntiReview'])} onDone={() => undefined} />,
    );
    expect(container.textContent).toContain('申请反审');
    expect(container.textContent).toContain('撤回申请');
  });

  it('names the buttons as the page asks where no review is configured (生成档案), and as usual where one is', () => {
    const labels = { submit: '生成档案', applyAntiReview: '申请驳回' };
    const direct = { ...stateWith(['edit', 'submit']), reviewEnabled: false };
    const { container: off } = render(
      <BillActionBar
        billType="X"
        billId="1"
        state={direct}
        onEdit={() => undefined}
        onDone={() => undefined}
        directLabels={labels}
      />,
    );
    expect(off.querySelector('[data-action="submit"]')?.textContent).toBe('生成档案');
    // antd spaces out a two-character label ("编 辑").
    expect(off.querySelector('[data-action="edit"]')?.textContent?.replace(/\s/g, '')).toBe('编辑');
    const { container: on } = render(
      <BillActionBar billType="X" billId="1" state={stateWith(['submit'])} onDone={() => undefined} directLabels={labels} />,
    );
    expect(on.querySelector('[data-action="submit"]')?.textContent?.replace(/\s/g, '')).toBe('提报');
  });
});
