import { PlusOutlined } from '@ant-design/icons';
import { companyLibraryPermissions, type LibraryLevel, type MaterialSpecRow } from '@gf/contracts';
import { App, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ListPage, useListRefresh, type ListColumn } from '../../../shared/list-page';
import { GuardedButton } from '../../../shared/session/permission';
import { specsApi } from '../api/materials-api';
import { SpecDrawer } from '../components/SpecDrawer';
import '../locales/register';

/** The codes a change needs at each level: the company's specifications, or the factory's own (material codes). */
const codes: Record<LibraryLevel, { save: string; remove: string }> = {
  COMPANY: { save: companyLibraryPermissions.specLibraryEdit, remove: companyLibraryPermissions.specLibraryEdit },
  FACTORY: { save: 'fac.materials.update', remove: 'fac.materials.delete' },
};

/**
 * 物料规格 (/materialSpecs): specification numbers and descriptions, shown "no-remark". The factory's page lists the
 * company's first, marked 集团 and read-only, then its own; the company's page (/publicMaterialSpecs) edits the
 * company's, which every factory reads.
 */
export function MaterialSpecPage({ level = 'FACTORY' }: { level?: LibraryLevel }) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const listKey = level === 'COMPANY' ? 'material-spec-company' : 'material-spec';
  const refresh = useListRefresh(listKey);
  const [editing, setEditing] = useState<{ spec: MaterialSpecRow | null } | null>(null);
  const code = codes[level];
  const isMine = (spec: MaterialSpecRow) => spec.level === level;

  const columns: ListColumn<MaterialSpecRow>[] = [
    {
      key: 'no',
      title: t('materials.specs.no'),
      dataIndex: 'no',
      render: (no: string, spec) =>
        isMine(spec) ? (
          no
        ) : (
          <>
            <Tag color="gold">{t('materials.specs.company')}</Tag>
            {no}
          </>
        ),
    },
    { key: 'remark', title: t('materials.specs.remark'), dataIndex: 'remark' },
    { key: 'noName', title: t('materials.specs.noName'), dataIndex: 'noName' },
    {
      key: 'actions',
      title: t('common.actions'),
      locked: true,
      render: (_: unknown, spec) =>
        !isMine(spec) ? (
          <Typography.Text type="secondary">{t('materials.specs.readOnly')}</Typography.Text>
        ) : (
          <Space size={0}>
            <GuardedButton type="link" size="small" permission={code.save} onClick={() => setEditing({ spec })}>
              {t('common.edit')}
            </GuardedButton>
            <GuardedButton
              type="link"
              size="small"
              danger
              permission={code.remove}
              onClick={() =>
                modal.confirm({
                  title: t('materials.specs.deleteConfirm', { name: spec.noName }),
                  okButtonProps: { danger: true },
                  okText: t('common.delete'),
                  cancelText: t('common.cancel'),
                  onOk: async () => {
                    await specsApi.remove(spec.id, level);
                    void refresh();
                  },
                })
              }
            >
              {t('common.delete')}
            </GuardedButton>
          </Space>
        ),
    },
  ];

  return (
    <>
      <ListPage<MaterialSpecRow>
        listKey={listKey}
        title={level === 'COMPANY' ? t('materials.specs.companyTitle') : t('materials.specs.title')}
        searchPlaceholder={t('materials.specs.search')}
        columns={columns}
        fetchPage={(q) =>
          specsApi.page({
            pageNo: q.pageNo,
            pageSize: q.pageSize,
            keyword: q.keyword || undefined,
            ...(level === 'COMPANY' ? { level } : {}),
          })
        }
        rowKey="id"
        summary={
          level === 'COMPANY' ? (
            <Typography.Paragraph type="secondary" style={{ margin: '0 0 8px' }}>
              {t('materials.specs.companyHint')}
            </Typography.Paragraph>
          ) : undefined
        }
        extra={
          <GuardedButton type="primary" icon={<PlusOutlined />} permission={code.save} onClick={() => setEditing({ spec: null })}>
            {t('materials.specs.create')}
          </GuardedButton>
        }
      />
      <SpecDrawer
        open={Boolean(editing)}
        level={level}
        spec={editing?.spec}
        onClose={() => setEditing(null)}
        onSaved={() => void refresh()}
      />
    </>
  );
}

/** 集团物料规格 (/publicMaterialSpecs): the company's specifications. */
export function CompanyMaterialSpecPage() {
  return <MaterialSpecPage level="COMPANY" />;
}
