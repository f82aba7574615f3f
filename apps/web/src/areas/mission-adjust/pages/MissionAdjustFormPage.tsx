import { MissionAdjustPermission as P } from '@gf/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Card, Checkbox, DatePicker, Form, Input, Result, Space, Spin, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { PageHeader } from '../../../shared/page';
import { SearchSelect, type OptionPair } from '../../../shared/search-select';
import { checkPermission } from '../../../shared/session/permission';
import { missionAdjustApi } from '../api/mission-adjust-api';
import { AdjustMatrices } from '../components/AdjustMatrices';
import { groupsOf, linesOf, stateOf, sumOf, type MatrixState } from '../components/adjust-matrix';
import '../locales/register';

interface HeadValues {
  adjustNo?: string;
  placeorderAt?: Dayjs;
  deliveryAt?: Dayjs | null;
  reason?: string;
  remark?: string;
  allowOvershoot?: boolean;
}

const missionLoader = async (keyword: string): Promise<OptionPair[]> =>
  (await missionAdjustApi.missions(keyword))
    .filter((m) => m.status === 0 || m.status === 1)
    .map((m) => ({ value: m.id, label: `${m.missionNo} ${m.styleNo}` }));

/**
 * 新建 (/missionAdjust?new=1[&missionId=], from the list or the mission detail's 调整) and 修改 (?id=&edit=1): the
 * mission picker, 调整单号, 制单日期, 新交货日期, 调整原因, then the SKU matrix (one per customer) with the new
 * quantities over the present ones and each SKU's reported figure. 存草稿 or 保存并提交 opens the detail.
 */
export function MissionAdjustFormPage({
  missionId: initialMission,
  billId,
  formKey,
}: {
  missionId: string | null;
  billId: string | null;
  /** The form's identity across the move to its saved draft's URL (MissionAdjustPage). */
  formKey: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { message } = App.useApp();
  const [form] = Form.useForm<HeadValues>();
  const [missionId, setMissionId] = useState<string | null>(initialMission);
  const bill = useQuery({
    queryKey: ['mission-adjust', 'detail', billId],
    queryFn: () => missionAdjustApi.detail({ id: billId }),
    enabled: Boolean(billId),
    retry: false,
  });
  const chosen = bill.data?.missionId ?? missionId;
  const options = useQuery({
    queryKey: ['mission-adjust', 'options', chosen],
    queryFn: () => missionAdjustApi.options(chosen ?? ''),
    enabled: Boolean(chosen),
    retry: false,
  });
  const o = options.data;
  const groups = useMemo(() => groupsOf(o?.skus.filter((s) => s.customerId || s.num !== '0') ?? []), [o]);
  const old = useMemo(() => (o ? stateOf(o.skuList, o.skus) : {}), [o]);
  const [state, setState] = useState<MatrixState | null>(null);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!o || state || (billId && !bill.data)) return;
    const edited = bill.data
      ? stateOf(
          o.skuList,
          bill.data.lines.map((l) => ({ ...l, num: l.newNum })),
        )
      : {};
    setState(Object.fromEntries(groups.map((g) => [g.key, { ...(old[g.key] ?? {}), ...(edited[g.key] ?? {}) }])));
    const b = bill.data;
    form.setFieldsValue({
      adjustNo: b?.adjustNo,
      placeorderAt: dayjs(b?.placeorderAt ?? undefined),
      deliveryAt: b?.newDeliveryAt ? dayjs(b.newDeliveryAt) : null,
      reason: b?.reason,
      remark: b?.remark ?? undefined,
      allowOvershoot: b?.allowOvershoot ?? false,
    });
  }, [o, state, billId, bill.data, groups, old, form]);

  const save = async (submit: boolean) => {
    if (!checkPermission(P.add) || !o || !state) return;
    const head = await form.validateFields();
    setSaving(true);
    try {
      const saved = await missionAdjustApi.save({
        ...(billId ? { id: billId } : {}),
        missionId: o.missionId,
        adjustNo: head.adjustNo || null,
        placeorderAt: (head.placeorderAt ?? dayjs()).format('YYYY-MM-DD'),
        deliveryAt: head.deliveryAt ? head.deliveryAt.format('YYYY-MM-DD') : null,
        reason: head.reason ?? '',
        remark: head.remark || null,
        allowOvershoot: Boolean(head.allowOvershoot),
        lines: linesOf(o.skuList, groups, state),
        submit: false,
      });
      // Submitted apart from the save: a refusal (shown by the client) leaves the saved draft open for editing.
      const refused =
        submit &&
        (await missionAdjustApi.submit(saved.id).then(
          () => false,
          () => true,
        ));
      if (refused) {
        if (!billId) void navigate(`/missionAdjust?id=${saved.id}&edit=1`, { replace: true, state: { formKey } });
        return;
      }
      message.success(t(submit ? 'missionAdjust.form.submitted' : 'missionAdjust.form.saved'));
      void navigate(`/missionAdjust?id=${saved.id}`, { replace: true });
    } finally {
      setSaving(false);
    }
  };

  const title = t(billId ? 'missionAdjust.form.editTitle' : 'missionAdjust.form.newTitle');
  if (bill.isError || options.isError) return <Result status="warning" title={title} />;
  const reported = o?.skus.filter((s) => s.reportedNum !== '0') ?? [];
  return (
    <>
      <PageHeader
        title={title}
        actions={
          <Space>
            <Button loading={saving} disabled={!state} onClick={() => void save(false)} data-testid="adjust-save">
              {t('missionAdjust.form.save')}
            </Button>
            <Button
              type="primary"
              loading={saving}
              disabled={!state}
              onClick={() => void save(true)}
              data-testid="adjust-save-submit"
            >
              {t('missionAdjust.form.saveSubmit')}
            </Button>
          </Space>
        }
      />
      {!billId && (
        <Card size="small" style={{ marginBottom: 12 }}>
          <Space>
            <Typography.Text strong>{t('missionAdjust.form.pickMission')}</Typography.Text>
            <SearchSelect
              single
              loader={missionLoader}
              value={missionId ?? undefined}
              initialOptions={o ? [{ value: o.missionId, label: `${o.missionNo} ${o.styleNo}` }] : []}
              placeholder={t('missionAdjust.form.missionHint')}
              onChange={(v) => {
                setState(null);
                setMissionId(typeof v === 'string' ? v : null);
              }}
              style={{ width: 320 }}
              id="adjust-mission"
            />
          </Space>
        </Card>
      )}
      {chosen && (!o || !state) ? (
        <Spin />
      ) : o && state ? (
        <>
          <Card size="small" style={{ marginBottom: 12 }}>
            <Typography.Paragraph style={{ marginBottom: 8 }} data-testid="adjust-mission-info">
              {t('missionAdjust.form.missionInfo', {
                no: o.missionNo,
                style: `${o.styleNo} ${o.styleName}`,
                total: o.totalNum,
                delivery: o.deliveryAt,
              })}
            </Typography.Paragraph>
            <Form form={form} layout="inline" style={{ rowGap: 8 }}>
              <Form.Item name="adjustNo" label={t('missionAdjust.field.adjustNo')}>
                <Input placeholder={t('missionAdjust.field.adjustNoHint')} style={{ width: 180 }} maxLength={50} />
              </Form.Item>
              <Form.Item
                name="placeorderAt"
                label={t('missionAdjust.field.placeorderAt')}
                rules={[{ required: true, message: t('missionAdjust.form.required') }]}
              >
                <DatePicker allowClear={false} />
              </Form.Item>
              <Form.Item name="deliveryAt" label={t('missionAdjust.field.newDelivery')}>
                <DatePicker placeholder={o.deliveryAt} />
              </Form.Item>
              <Form.Item
                name="reason"
                label={t('missionAdjust.field.reason')}
                rules={[{ required: true, whitespace: true, message: t('missionAdjust.form.required') }]}
              >
                <Input style={{ width: 240 }} maxLength={500} data-testid="adjust-reason" />
              </Form.Item>
              <Form.Item name="remark" label={t('missionAdjust.field.remark')}>
                <Input.TextArea autoSize style={{ width: 240 }} maxLength={500} />
              </Form.Item>
              {o.fromOrder && (
                <Form.Item name="allowOvershoot" valuePropName="checked">
                  <Checkbox>{t('missionAdjust.field.allowOvershoot')}</Checkbox>
                </Form.Item>
              )}
            </Form>
          </Card>
          {o.fromOrder && (
            <Alert
              style={{ marginBottom: 12 }}
              type="info"
              showIcon
              message={t('missionAdjust.form.fromOrder', { no: o.orderNo ?? '' })}
            />
          )}
          {reported.length > 0 && (
            <Alert
              style={{ marginBottom: 12 }}
              type="warning"
              showIcon
              message={t('missionAdjust.form.reportedHint')}
              description={reported
                .map(
                  (s) =>
                    `${[s.colorName, s.sizeName, s.standardName].filter(Boolean).join('/')} ${t('missionAdjust.form.reported')} ${s.reportedNum}`,
                )
                .join('；')}
            />
          )}
          <Card
            size="small"
            title={`${o.styleNo} ${o.styleName}`}
            extra={
              <Typography.Text data-testid="adjust-totals">
                {t('missionAdjust.form.totals', { old: o.totalNum, now: sumOf(state) })}
              </Typography.Text>
            }
          >
            <AdjustMatrices
              skuList={o.skuList}
              groups={groups}
              value={state}
              old={old}
              onChange={(key, q) => setState((s) => ({ ...(s ?? {}), [key]: q }))}
            />
          </Card>
        </>
      ) : null}
    </>
  );
}
