import { PaymentPermission as P, type OpenOrderView, type PaymentDetail, type PaymentRow } from '@gf/contracts';
import { App, Alert, Button, Card, Form, Input, Space } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { pairLoader, recordCreate, SearchSelect, type OptionValue } from '../../../shared/search-select';
import { GuardedButton } from '../../../shared/session/permission';
import { accountLoader, invoiceLoader, kindOf, paymentsApi } from '../api/payments-api';
import { OpenOrdersTable } from '../components/OpenOrdersTable';
import { PartnerPicker, type PartnerChoice } from '../components/PartnerPicker';
import {
  allocateOldestFirst,
  allocatedTotal,
  extOrdersOf,
  isOverOpen,
  limitProblems,
  orderKey,
  payLinkOf,
  type Allocations,
  type LimitProblem,
} from '../components/payment-form.logic';
import '../locales/register';

/** An application asks to pay: a supplier or a processing factory (a customer is collected from, never applied for). */
const PAYEES = ['SUPPLIER', 'OUTSIDE_FACTORY'] as const;

const applyLoader = (partnerId: string | null) =>
  pairLoader<PaymentRow & Record<string, unknown>>(
    'finance/payment/list',
    { value: 'id', label: (r) => `${r.orderNo} ${r.amount}` },
    { keywordKey: 'orderNo', extra: { type: 1, statusList: [2], partnerId: partnerId ?? undefined, pageNo: 1, pageSize: 25 } },
  );

/**
 * 新建 / 编辑付款单 and 付款申请单 (/finance/paymentAdd?type=0|1[&id=][&applyId=]): the partner (supplier, processing
 * factory or customer; a 付款 link elsewhere names it with `partnerType&partnerId&partnerName`, and `amount` is put in
 * 付款金额 and spread over the open bills oldest first), its open bills with what is open on each and what this bill
 * settles, the invoices; a payment also takes the account (created from the select when missing), the amount paid, the prepaid balance used (what is
 * available shown) and the approved application it follows (按申请付款). Every limit is warned on the page before
 * anything is sent; the server checks them again on locked rows.
 */
export function PaymentFormPage() {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const isApply = params.get('type') === '1';
  const editId = params.get('id');
  const f = (k: string) => t(`payments.field.${k}`);
  const [partner, setPartner] = useState<PartnerChoice>({ type: 'SUPPLIER', id: null });
  const [account, setAccount] = useState<{ id: string; name?: string } | null>(null);
  const [apply, setApply] = useState<{ id: string; no: string; left: string } | null>(null);
  const [orders, setOrders] = useState<OpenOrderView[]>([]);
  const [available, setAvailable] = useState('0.00');
  const [alloc, setAlloc] = useState<Allocations>({});
  const [amount, setAmount] = useState('');
  const [prepayAmount, setPrepayAmount] = useState('');
  const [invoices, setInvoices] = useState<string[]>([]);
  const [remark, setRemark] = useState('');
  const [saving, setSaving] = useState(false);

  const loadPartner = async (p: PartnerChoice, keep?: PaymentDetail) => {
    setPartner(p);
    if (!keep) setAlloc({});
    if (!p.id) {
      setOrders([]);
      return [];
    }
    const open = await paymentsApi.openOrders(kindOf(p.type), p.type, p.id);
    // An edited bill's own lines count as open again (its allocation is not posted until review).
    const own = (keep?.extOrders ?? []).filter((o) => !open.list.some((x) => orderKey(x) === orderKey(o)));
    const list = [...open.list, ...own.map((o) => ({ ...o, total: o.amount, open: o.amount, firstDate: '' }))];
    setOrders(list);
    setAvailable(open.aheadBalance);
    return list;
  };
  /** A 付款 link elsewhere (outside-factory settlement, statements) names the partner and what is still open. */
  const fillFromLink = async () => {
    const link = payLinkOf(params);
    if (!link || (isApply && link.partnerType === 'CUSTOMER')) return;
    const list = await loadPartner({ type: link.partnerType, id: link.partnerId, name: link.partnerName });
    if (!link.amount) return;
    setAmount(link.amount);
    setAlloc(allocateOldestFirst(list, link.amount));
  };
  const fill = async (d: PaymentDetail, fromApply: boolean) => {
    await loadPartner({ type: d.partnerType, id: d.partnerId, name: d.partnerName ?? undefined }, d);
    setAlloc(Object.fromEntries(d.extOrders.map((o) => [orderKey(o), o.amount])));
    setInvoices(d.financeInvoices);
    if (fromApply) {
      setApply({ id: d.id, no: d.orderNo, left: d.left ?? d.amount });
      setAmount(d.left ?? d.amount);
      return;
    }
    setAmount(d.amount === '0.00' ? '' : d.amount);
    setPrepayAmount(d.prepayAmount === '0.00' ? '' : d.prepayAmount);
    setRemark(d.remark ?? '');
    if (d.accountId) setAccount({ id: d.accountId, name: d.accountName ?? undefined });
    if (d.applyId) {
      const a = await paymentsApi.detail(1, d.applyId);
      setApply({ id: a.id, no: a.orderNo, left: a.left ?? a.amount });
    }
  };
  useEffect(() => {
    const applyId = params.get('applyId');
    if (editId) void paymentsApi.detail(isApply ? 1 : 0, editId).then((d) => fill(d, false));
    else if (applyId) void paymentsApi.detail(1, applyId).then((d) => fill(d, true));
    else void fillFromLink();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- loads once per opened bill
  }, [editId, isApply]);

  const chooseApply = async (id: string | null) => {
    if (!id) return setApply(null);
    await fill(await paymentsApi.detail(1, id), true);
  };
  const allocated = allocatedTotal(orders, alloc);
  const problems = limitProblems({
    amount,
    prepayAmount: isApply ? '' : prepayAmount,
    available,
    applyLeft: isApply ? null : (apply?.left ?? null),
    allocated,
  });
  const problemText = (p: LimitProblem) =>
    p.code === 'badMoney' ? t('payments.form.badMoney', { field: f(p.field) }) : t(`payments.form.${p.code}`, p);

  const save = async (submit: boolean) => {
    if (!partner.id) return void message.warning(t('payments.form.choosePartner'));
    const over = orders.filter((o) => isOverOpen(o, alloc));
    if (over.length) return void message.warning(t('payments.form.overshoot', { nos: over.map((o) => o.orderNo).join('、') }));
    if (problems.length) return void message.warning(problemText(problems[0]!));
    setSaving(true);
    try {
      const lines = {
        partnerType: partner.type,
        partnerId: partner.id,
        remark: remark || null,
        extOrders: extOrdersOf(orders, alloc),
        financeInvoices: invoices,
        submit,
      };
      const saved = isApply
        ? await paymentsApi.saveApply({ id: editId ?? undefined, applyAmount: amount || '0', ...lines })
        : await paymentsApi.save({
            id: editId ?? undefined,
            kind: kindOf(partner.type),
            accountId: account?.id ?? null,
            payAmount: amount || '0',
            prepayAmount: prepayAmount || '0',
            applyId: apply?.id ?? null,
            ...lines,
          });
      void message.success(t('payments.form.saved'));
      void navigate(`/finance/paymentListDetail?type=${isApply ? 1 : 0}&id=${saved.id}`);
    } finally {
      setSaving(false);
    }
  };

  const title = t(`payments.menu.${isApply ? 'applyAdd' : 'paymentAdd'}`) + (editId ? ` · ${t('payments.form.edit')}` : '');
  return (
    <Card title={title}>
      <Form layout="inline" style={{ marginBottom: 16, rowGap: 12 }}>
        <Form.Item label={f('partner')} required>
          <PartnerPicker
            value={partner}
            types={isApply ? PAYEES : undefined}
            onChange={(p) => void loadPartner(p)}
            disabled={Boolean(apply) || Boolean(editId)}
          />
        </Form.Item>
        {!isApply && (
          <Form.Item label={f('apply')}>
            <SearchSelect
              key={partner.id ?? 'none'}
              single
              loader={applyLoader(partner.id)}
              value={apply?.id ?? null}
              initialOptions={apply ? [{ value: apply.id, label: apply.no }] : undefined}
              onChange={(v) => void chooseApply(v ? String(v as OptionValue) : null)}
              style={{ width: 260 }}
              data-testid="payment-apply"
            />
          </Form.Item>
        )}
        {!isApply && (
          <Form.Item label={f('account')}>
            <SearchSelect
              single
              loader={accountLoader}
              value={account?.id ?? null}
              initialOptions={account?.name ? [{ value: account.id, label: account.name }] : undefined}
              create={recordCreate('financeAccount')}
              onChange={(v) => setAccount(v ? { id: String(v as OptionValue) } : null)}
              style={{ width: 180 }}
              data-testid="payment-account"
            />
          </Form.Item>
        )}
        <Form.Item label={isApply ? f('applyAmount') : f('amount')} required={isApply}>
          <Input
            value={amount}
            onChange={(e) => setAmount(e.target.value.trim())}
            style={{ width: 120 }}
            data-testid="payment-amount"
          />
        </Form.Item>
        {!isApply && (
          <Form.Item label={f('prepayAmount')} extra={t('payments.form.available', { amount: available })}>
            <Input
              value={prepayAmount}
              onChange={(e) => setPrepayAmount(e.target.value.trim())}
              style={{ width: 120 }}
              data-testid="payment-prepay"
            />
          </Form.Item>
        )}
        <Form.Item label={f('invoices')}>
          <SearchSelect
            key={`inv-${partner.id ?? ''}`}
            loader={invoiceLoader(partner.id)}
            value={invoices}
            onChange={(v) => setInvoices(((v as OptionValue[] | undefined) ?? []).map(String))}
            style={{ width: 220 }}
          />
        </Form.Item>
        <Form.Item label={f('remark')}>
          <Input value={remark} onChange={(e) => setRemark(e.target.value)} maxLength={500} style={{ width: 220 }} />
        </Form.Item>
      </Form>
      {apply && (
        <Alert
          style={{ marginBottom: 12 }}
          type="info"
          showIcon
          title={t('payments.form.followsApply', { no: apply.no, left: apply.left })}
        />
      )}
      {problems.map((p) => (
        <Alert
          key={p.code}
          style={{ marginBottom: 12 }}
          type="warning"
          showIcon
          title={problemText(p)}
          data-testid="payment-problem"
        />
      ))}
      <OpenOrdersTable orders={orders} alloc={alloc} onChange={setAlloc} />
      <Space style={{ marginTop: 16 }}>
        <Button onClick={() => void navigate('/finance/paymentOrder')}>{t('common.cancel')}</Button>
        <GuardedButton permission={P.add} loading={saving} onClick={() => void save(false)} data-testid="payment-save-draft">
          {t('payments.form.saveDraft')}
        </GuardedButton>
        <GuardedButton
          permission={P.add}
          type="primary"
          loading={saving}
          onClick={() => void save(true)}
          data-testid="payment-save"
        >
          {t('payments.form.submit')}
        </GuardedButton>
      </Space>
    </Card>
  );
}
