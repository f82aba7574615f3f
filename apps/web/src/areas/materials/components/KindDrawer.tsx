import { materialKindInput, type MaterialKindNode, type MaterialKindRow } from '@gf/contracts';
import { Form, Input, TreeSelect } from 'antd';
import { useTranslation } from 'react-i18next';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { zodTextRule } from '../../../shared/forms/zod-rule';
import { kindsApi } from '../api/materials-api';
import { requiredRule } from '../../../shared/forms/required-rule';

export interface KindTreeOption {
  value: string;
  title: string;
  children?: KindTreeOption[];
}

/** The kind tree as TreeSelect options (without `excludeId` and its children: a kind is not its own parent). */
export function kindTreeOptions(nodes: MaterialKindNode[], excludeId?: string): KindTreeOption[] {
  return nodes
    .filter((n) => n.id !== excludeId)
    .map((n) => ({ value: n.id, title: n.noName, children: kindTreeOptions(n.children, excludeId) }));
}

/** What a save answers: the kind as saved (a select that created it chooses it). */
export interface SavedKind {
  id: string;
  no: string;
  name: string;
}

export interface KindDrawerProps {
  open: boolean;
  /** The kind to edit; null to create one. */
  kind: MaterialKindRow | null;
  parentId?: string | null;
  treeData: KindTreeOption[];
  onClose: () => void;
  onSaved: (saved: SavedKind) => void;
}

interface Values {
  no: string;
  name: string;
  parentId?: string | null;
}

/** 新建分类 / 编辑分类: 分类号 (letters/digits, at most 8, unique), 分类名称 (unique), optional parent. */
export function KindDrawer({ open, kind, parentId, treeData, onClose, onSaved }: KindDrawerProps) {
  const { t } = useTranslation();

  const { form, saving, save } = useDrawerForm({
    open,
    record: kind,
    fillKey: parentId,
    toValues: (k: MaterialKindRow) => ({ no: k.no, name: k.name, parentId: k.parentId }),
    defaults: () => ({ parentId: parentId ?? null }),
    toBody: (values: Values) => ({
      id: kind?.id,
      no: values.no.trim(),
      name: values.name.trim(),
      parentId: values.parentId ?? null,
    }),
    submit: async (body): Promise<SavedKind> => ({ ...body, id: (await kindsApi.save(body)).id }),
    onSaved,
    onClose,
  });

  return (
    <FormDrawer
      open={open}
      size={420}
      title={kind ? t('materials.kinds.edit') : t('materials.kinds.create')}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
      saveTestId="kind-save"
    >
      <Form form={form} name="materialKind" layout="vertical" data-testid="kind-form">
        <Form.Item
          name="no"
          label={t('materials.kinds.no')}
          rules={[requiredRule(t('materials.kinds.no')), zodTextRule(materialKindInput.shape.no)]}
          extra={t('materials.kinds.noRule')}
        >
          <Input maxLength={8} />
        </Form.Item>
        <Form.Item
          name="name"
          label={t('materials.kinds.name')}
          rules={[requiredRule(t('materials.kinds.name')), zodTextRule(materialKindInput.shape.name)]}
        >
          <Input maxLength={20} showCount />
        </Form.Item>
        <Form.Item name="parentId" label={t('materials.kinds.parent')}>
          <TreeSelect allowClear treeDefaultExpandAll treeData={treeData} />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
