import { ProcessNodePermission } from '@gf/contracts';
import { Space } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { CreateButton, ListPage, useRowConfirm, type ListColumn, type PageResult } from '../../../shared/list-page';
import { GuardedLink } from '../../../shared/session/permission';

const permission = ProcessNodePermission.operate;

interface Props<R extends { id: string; name: string }> {
  listKey: string;
  /** processNodes.<section>: title, search, create, deleteConfirm (and view when `viewPath` is given). */
  section: 'nodes' | 'templates';
  columns: ListColumn<R>[];
  fetchPage: (q: { pageNo: number; pageSize: number; keyword?: string }) => Promise<PageResult<R>>;
  createPath: string;
  createTestId: string;
  editPath: (id: string) => string;
  viewPath?: (id: string) => string;
  remove: (id: string) => Promise<unknown>;
  fitColumns?: boolean;
}

/**
 * The frame the node list (/workingProcedure) and the template list (/nodeManage) share: searched, paged list, the
 * create button, and the row actions 查看 / 编辑 / 删除 (fac.node.operate) after the page's own columns.
 */
export function ProcessListFrame<R extends { id: string; name: string }>(props: Props<R>) {
  const { listKey, section, columns, fetchPage, createPath, createTestId, editPath, viewPath, remove, fitColumns } = props;
  const { t } = useTranslation();
  const navigate = useNavigate();
  const confirm = useRowConfirm(listKey);
  const s = (key: string) => t(`processNodes.${section}.${key}`);
  const actions: ListColumn<R> = {
    key: 'actions',
    title: t('common.actions'),
    locked: true,
    width: viewPath ? 130 : 120,
    render: (_: unknown, r) => (
      <Space size={8}>
        {viewPath && (
          <GuardedLink permission={permission} onClick={() => void navigate(viewPath(r.id))}>
            {s('view')}
          </GuardedLink>
        )}
        <GuardedLink permission={permission} onClick={() => void navigate(editPath(r.id))}>
          {t('common.edit')}
        </GuardedLink>
        <GuardedLink
          permission={permission}
          danger
          onClick={() =>
            confirm({
              title: t('common.delete'),
              content: t(`processNodes.${section}.deleteConfirm`, { name: r.name }),
              isDelete: true,
              run: () => remove(r.id),
            })
          }
        >
          {t('common.delete')}
        </GuardedLink>
      </Space>
    ),
  };
  return (
    <ListPage<R>
      listKey={listKey}
      title={s('title')}
      searchPlaceholder={s('search')}
      columns={[...columns, actions]}
      fetchPage={(q) => fetchPage({ pageNo: q.pageNo, pageSize: q.pageSize, keyword: q.keyword || undefined })}
      rowKey="id"
      fitColumns={fitColumns ?? false}
      extra={
        <CreateButton permission={permission} onClick={() => void navigate(createPath)} data-testid={createTestId}>
          {s('create')}
        </CreateButton>
      }
    />
  );
}
