import '../locales';
import { ArrowDownOutlined, ArrowUpOutlined, FilterOutlined, PlusOutlined } from '@ant-design/icons';
import { MissionPermission as P, type MissionSort } from '@gf/contracts';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Badge, Button, Empty, Input, Pagination, Space, Spin, Switch, Tabs, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FilterDrawer } from '../../../shared/list-page/FilterDrawer';
import { useListState } from '../../../shared/list-page';
import { PageHeader } from '../../../shared/page';
import { GuardedButton } from '../../../shared/session/permission';
import { missionsApi } from '../api/missions-api';
import { MissionCard } from '../components/MissionCard';
import {
  MINE,
  missionFilterFields,
  missionSorts,
  SORT,
  SORT_DESC,
  sortOf,
  toMissionListBody,
  VIEW,
} from '../components/mission-list-filters';
import { MissionTableView } from '../components/MissionTableView';
import { useUserNames } from '../components/use-user-names';

/** 生产工单 (/workorders): card and table views, the filter panel, search, sort bar, 待我处理, 20 a page. */
export function MissionListPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [state, update] = useListState(20);
  const [filterOpen, setFilterOpen] = useState(false);
  const [typed, setTyped] = useState<string | null>(null);
  const userNames = useUserNames();
  const fields = missionFilterFields(t);
  const view = state.filters[VIEW] === 'table' ? 'table' : 'cards';
  const { sort, sortDesc } = sortOf(state.filters);
  const query = useQuery({
    queryKey: ['missions', state],
    queryFn: () => missionsApi.list(toMissionListBody(state)),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });
  const rows = query.data?.list ?? [];
  const setFilter = (patch: Record<string, unknown>) => update({ filters: { ...state.filters, ...patch }, pageNo: 1 });
  const active = Object.entries(state.filters).filter(
    ([k, v]) => fields.some((f) => f.name === k) && v !== undefined && v !== '' && !(Array.isArray(v) && !v.length),
  ).length;
  const chooseSort = (s: MissionSort) =>
    s === sort && s !== 'default'
      ? setFilter({ [SORT_DESC]: sortDesc ? 0 : undefined })
      : setFilter({ [SORT]: s, [SORT_DESC]: undefined });

  return (
    <div className="list-page">
      <PageHeader
        title={t('missions.menu.list')}
        back={false}
        actions={
          <>
            <Input.Search
              allowClear
              style={{ width: 260 }}
              placeholder={t('missions.list.search')}
              value={typed ?? state.keyword}
              onChange={(e) => setTyped(e.target.value)}
              onSearch={(v) => {
                setTyped(null);
                update({ keyword: v.trim(), pageNo: 1 });
              }}
              data-testid="mission-search"
            />
            <Badge count={active} size="small">
              <Button icon={<FilterOutlined />} onClick={() => setFilterOpen(true)}>
                {t('common.filterPanel')}
              </Button>
            </Badge>
            <GuardedButton
              type="primary"
              icon={<PlusOutlined />}
              permission={P.add}
              onClick={() => navigate('/CreateOrder')}
              data-testid="new-mission"
            >
              {t('missions.list.create')}
            </GuardedButton>
          </>
        }
      />
      <Tabs
        activeKey={view}
        onChange={(k) => setFilter({ [VIEW]: k === 'table' ? 'table' : undefined })}
        items={[
          { key: 'cards', label: t('missions.list.cards') },
          { key: 'table', label: t('missions.list.table') },
        ]}
        tabBarExtraContent={
          <Space size={16}>
            <Space size={4}>
              <Switch
                size="small"
                checked={state.filters[MINE] === 1}
                onChange={(on) => setFilter({ [MINE]: on ? 1 : undefined })}
                data-testid="waiting-for-me"
              />
              {t('missions.list.mine')}
            </Space>
            <Typography.Link onClick={() => navigate('/cancelOrder')}>{t('missions.list.cancelled')}</Typography.Link>
          </Space>
        }
      />
      <Space size={4} wrap style={{ marginBottom: 12 }} data-testid="mission-sort">
        {missionSorts.map((s) => (
          <Button key={s} size="small" type={s === sort ? 'primary' : 'default'} ghost={s === sort} onClick={() => chooseSort(s)}>
            {t(`missions.list.sort.${s}`)}
            {s === sort && s !== 'default' && (sortDesc ? <ArrowDownOutlined /> : <ArrowUpOutlined />)}
          </Button>
        ))}
      </Space>
      <Spin spinning={query.isFetching}>
        {view === 'table' ? (
          <MissionTableView rows={rows} loading={false} userNames={userNames} />
        ) : rows.length ? (
          rows.map((r) => <MissionCard key={r.id} row={r} userNames={userNames} />)
        ) : (
          <Empty description={t('missions.list.empty')} />
        )}
      </Spin>
      <Pagination
        style={{ marginTop: 12, textAlign: 'right' }}
        align="end"
        current={state.pageNo}
        pageSize={state.pageSize}
        total={query.data?.total ?? 0}
        showSizeChanger={false}
        showTotal={(total) => t('common.total', { total })}
        onChange={(pageNo) => update({ pageNo })}
      />
      <FilterDrawer
        open={filterOpen}
        fields={fields}
        values={state.filters}
        onClose={() => setFilterOpen(false)}
        onApply={(values) => {
          // The view, the sort and 待我处理 are not the panel's: they stay.
          update({
            filters: {
              ...values,
              [VIEW]: state.filters[VIEW],
              [SORT]: state.filters[SORT],
              [SORT_DESC]: state.filters[SORT_DESC],
              [MINE]: state.filters[MINE],
            },
            pageNo: 1,
          });
          setFilterOpen(false);
        }}
      />
    </div>
  );
}
