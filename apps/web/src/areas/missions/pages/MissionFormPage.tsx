import '../locales';
import { useQuery } from '@tanstack/react-query';
import { Alert, App, Button, Form, Space, Spin } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useSearchParams } from 'react-router';
import { PageHeader } from '../../../shared/page';
import type { Quantities } from '../../../shared/sku-matrix';
import { missionsApi } from '../api/missions-api';
import { nodeTypeName } from '../../../shared/process/process-loaders';
import {
  cellsOf,
  headerFromDetail,
  headerFromOrder,
  missionPayload,
  missionProblems,
  rowsFromDetail,
  type MissionGoods,
  type MissionHeader,
  type MissionProblem,
} from '../components/mission-form-state';
import { MissionGoodsCard } from '../components/MissionGoodsCard';
import { MissionInfoCard } from '../components/MissionInfoCard';
import { MissionNodesCard } from '../components/MissionNodesCard';
import type { NodeRow } from '../components/node-rows';

type FormValues = Omit<MissionHeader, 'placeorderAt' | 'deliveryAt'> & { placeorderAt?: Dayjs; deliveryAt?: Dayjs };
const day = (d: Dayjs | null | undefined) => (d ? d.format('YYYY-MM-DD') : null);
const toForm = (h: MissionHeader): FormValues => ({
  ...h,
  placeorderAt: h.placeorderAt ? dayjs(h.placeorderAt) : undefined,
  deliveryAt: h.deliveryAt ? dayjs(h.deliveryAt) : undefined,
});

/**
 * 新建工单 (/CreateOrder; ?orderGoodsId= is 转工单 from a reviewed order, pre-filled with what is left to convert) and
 * 编辑工单 (/editOrder?missionId=, with 撤销工单): 工单信息, 订货信息, 工序节点.
 */
export function MissionFormPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { modal, message } = App.useApp();
  const [search] = useSearchParams();
  const isEdit = useLocation().pathname === '/editOrder';
  const missionId = isEdit ? search.get('missionId') : null;
  const orderGoodsId = isEdit ? null : search.get('orderGoodsId');
  const [form] = Form.useForm<FormValues>();
  const [goods, setGoods] = useState<MissionGoods>({ styleId: null, label: null, skuList: [] });
  const [pictureId, setPictureId] = useState<string | null>(null);
  const [cells, setCells] = useState<Quantities>({});
  const [rows, setRows] = useState<NodeRow[]>([]);
  const [tried, setTried] = useState(false);
  const [saving, setSaving] = useState(false);
  const detail = useQuery({
    queryKey: ['mission-edit', missionId],
    queryFn: () => missionsApi.detail(missionId!),
    enabled: Boolean(missionId),
    gcTime: 0,
  });
  const source = useQuery({
    queryKey: ['mission-convertible', orderGoodsId],
    queryFn: () => missionsApi.convertible(orderGoodsId!),
    enabled: Boolean(orderGoodsId),
    gcTime: 0,
  });

  useEffect(() => {
    const d = detail.data;
    if (!d) return;
    form.setFieldsValue(toForm(headerFromDetail(d)));
    setRows(rowsFromDetail(d, nodeTypeName));
    void missionsApi.style(d.styleId).then((style) => {
      setGoods({ styleId: d.styleId, label: `${d.styleNo} ${d.styleName}`, skuList: style.skuList });
      setPictureId(style.mainPictureId);
      setCells(cellsOf(style.skuList, d.lines));
    });
  }, [detail.data, form]);

  useEffect(() => {
    const g = source.data;
    if (!g) return;
    form.setFieldsValue(toForm(headerFromOrder(g, dayjs().format('YYYY-MM-DD'))));
    void missionsApi.style(g.styleId).then((style) => {
      setGoods({ styleId: g.styleId, label: `${g.styleNo} ${g.styleName}`, skuList: style.skuList });
      setPictureId(style.mainPictureId);
      setCells(
        cellsOf(
          style.skuList,
          g.lines.map((l) => ({ goodsSkuId: l.goodsSkuId, num: l.remainingNum })),
        ),
      );
    });
  }, [source.data, form]);

  const header = (): MissionHeader => {
    const v = form.getFieldsValue(true) as FormValues;
    return {
      ...v,
      priority: v.priority ?? 0,
      leaderIds: v.leaderIds ?? [],
      isOutside: Boolean(v.isOutside),
      placeorderAt: day(v.placeorderAt),
      deliveryAt: day(v.deliveryAt),
    };
  };
  const deliveryAt = day(Form.useWatch('deliveryAt', form));
  // Every field change re-renders, so the problems shown after a save attempt follow what is typed.
  Form.useWatch((values: FormValues) => values, { form, preserve: true });
  const problems: MissionProblem[] = tried ? missionProblems(header(), goods, cells, rows) : [];
  const problemText = (p: MissionProblem) => t(`missions.problem.${p.code}`, { row: 'row' in p ? p.row : undefined });

  const save = async () => {
    setTried(true);
    const h = header();
    if (missionProblems(h, goods, cells, rows).length) return;
    setSaving(true);
    try {
      const body = missionPayload(h, goods, cells, rows);
      const saved =
        isEdit && detail.data
          ? await missionsApi.update({ ...body, id: detail.data.id, version: detail.data.version })
          : await missionsApi.add({ ...body, productionOrderGoodsId: orderGoodsId });
      message.success(t('missions.form.saved'));
      navigate(`/OrderDetailed?missionId=${saved.id}`, { replace: true });
    } finally {
      setSaving(false);
    }
  };

  const revoke = () =>
    modal.confirm({
      title: t('missions.form.revoke'),
      content: t('missions.form.revokeConfirm'),
      okButtonProps: { danger: true },
      onOk: async () => {
        await missionsApi.cancel(detail.data!.id);
        navigate('/cancelOrder', { replace: true });
      },
    });

  const loading = detail.isLoading || source.isLoading;
  return (
    <div>
      <PageHeader
        title={t(isEdit ? 'missions.menu.edit' : 'missions.menu.create')}
        tags={
          source.data && (
            <Alert
              type="info"
              showIcon
              title={t('missions.form.fromOrder', { orderNo: source.data.orderNo })}
              style={{ padding: '0 8px' }}
            />
          )
        }
        actions={
          <>
            {isEdit && detail.data && detail.data.status !== 5 && (
              <Button danger onClick={revoke} data-testid="revoke-mission">
                {t('missions.form.revoke')}
              </Button>
            )}
            <Button onClick={() => navigate(-1)}>{t('missions.form.cancel')}</Button>
            <Button type="primary" loading={saving} onClick={() => void save()} data-testid="save-mission">
              {t('missions.form.save')}
            </Button>
          </>
        }
      />
      <Spin spinning={loading}>
        {problems.length > 0 && (
          <Alert
            type="error"
            showIcon
            style={{ marginBottom: 12 }}
            data-testid="mission-problems"
            title={
              <Space orientation="vertical" size={0}>
                {problems.map((p, i) => (
                  <span key={i}>{problemText(p)}</span>
                ))}
              </Space>
            }
          />
        )}
        <Form<FormValues>
          form={form}
          layout="vertical"
          initialValues={{ placeorderAt: dayjs(), priority: 0, leaderIds: [], isOutside: false }}
        >
          <MissionInfoCard />
          <MissionGoodsCard
            goods={goods}
            pictureId={pictureId}
            cells={cells}
            styleLocked={Boolean(orderGoodsId) || Boolean(detail.data?.productionOrderGoodsId)}
            onGoods={(g, pic) => {
              setGoods(g);
              setPictureId(pic);
            }}
            onCells={setCells}
          />
          <MissionNodesCard
            rows={rows}
            onRows={setRows}
            deliveryAt={deliveryAt}
            templateLabel={detail.data?.templateName ?? null}
            lockedIds={new Set(detail.data?.nodeRows.filter((n) => n.hasReports).map((n) => n.id))}
          />
        </Form>
      </Spin>
    </div>
  );
}
