import type { MaterialListRow } from '@gf/contracts';
import { planCostInput } from '@gf/contracts';
import { App, Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { api } from '../../../shared/api';
import { ApiError } from '../../../shared/api/api-error';
import { FormDrawer, useDrawerForm } from '../../../shared/form-drawer';
import { requiredRule } from '../../../shared/forms/required-rule';
import { zodRule } from '../../../shared/forms/zod-rule';
import { SearchSelect, UnitSelect, type CreateFormProps } from '../../../shared/search-select';
import { recordCreate } from '../../../shared/search-select/record-creators';
import { pairLoader } from '../../../shared/search-select/search-select.logic';
import { bomApi, supplierLoader, type FoundMaterial } from '../api/bom-api';
import '../locales/register';

const kindLoader = pairLoader<{ id: string; noName: string }>(
  'fac/materials/listMaterialsKinds',
  { value: 'id', label: 'noName' },
  { method: 'GET', keywordKey: 'key', extra: { pageNo: 1, pageSize: 50, upDown: 0 } },
);
const specLoader = pairLoader<{ id: string; noName: string }>(
  'fac/materials/getMaterialsSpecifications',
  { value: 'id', label: 'noName' },
  { extra: { pageNo: 1, pageSize: 50 } },
);

interface Values {
  kindId: string;
  no?: string;
  name?: string;
  colorName: string;
  specificationsId: string;
  stockUnitId: string;
  supplierId?: string;
  planCost?: string;
}

type OnExisting = 'USE_EXISTING' | 'OVERWRITE';

/** The SKU a material line call answered, as the search line would have found it. */
async function foundSku(materialId: string, skuId: string): Promise<FoundMaterial> {
  const page = await api.post<{ list: MaterialListRow[] }>('fac/materials/listMaterials', {
    pageNum: 1,
    pageSize: 100,
    materialId,
  });
  const row = page.list.find((r) => r.skuId === skuId) ?? page.list[0];
  if (!row) throw new Error('material not found');
  return { ...row, skuId };
}

/**
 * 新建物料 inside the BOM's search select (ADR 0010's create-in-select): a material with one SKU (kind, no., name,
 * colour, specification, unit, supplier, reference price). When that SKU already exists the clerk chooses
 * 直接使用已存在的物料 or 将当前填写的信息保存到原有物料上; the row then takes the SKU.
 */
export function MaterialCreateDrawer({ open, keyword, onClose, onSaved }: CreateFormProps<FoundMaterial>) {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const m = (k: string) => t(`bom.material.${k}`);

  const askExisting = (no: string) =>
    new Promise<OnExisting | null>((resolve) => {
      const dialog = modal.confirm({
        title: t('bom.material.exists', { no }),
        okText: m('useExisting'),
        cancelText: t('common.cancel'),
        onOk: () => resolve('USE_EXISTING'),
        onCancel: () => resolve(null),
        footer: (_, { OkBtn, CancelBtn }) => (
          <>
            <CancelBtn />
            <button
              type="button"
              className="ant-btn ant-btn-default"
              data-testid="bom-material-overwrite"
              onClick={() => {
                dialog.destroy();
                resolve('OVERWRITE');
              }}
            >
              {m('overwrite')}
            </button>
            <OkBtn />
          </>
        ),
      });
    });

  const { form, saving, save } = useDrawerForm({
    open,
    record: null,
    defaults: () => ({ name: keyword || undefined }),
    toBody: (v: Values) => ({
      kindId: v.kindId,
      no: v.no?.trim() || null,
      name: v.name?.trim() || null,
      skus: [
        {
          colorName: v.colorName.trim(),
          specificationsId: v.specificationsId,
          stockUnitId: v.stockUnitId,
          suppliers: v.supplierId ? [{ supplierId: v.supplierId, planCost: v.planCost?.trim() || null, isDefault: true }] : [],
        },
      ],
    }),
    submit: async (material) => {
      let answer;
      try {
        answer = await bomApi.addMaterialLine(material, 'ASK');
      } catch (error) {
        if (!(error instanceof ApiError) || error.code !== 40901) throw error;
        const choice = await askExisting(material.no ?? '');
        if (!choice) throw error;
        answer = await bomApi.addMaterialLine(material, choice);
      }
      return foundSku(answer.materialId, answer.materialSkuId);
    },
    onSaved,
    onClose,
  });

  return (
    <FormDrawer
      open={open}
      size={480}
      title={m('title')}
      saving={saving}
      onClose={onClose}
      onSave={() => void save()}
      saveTestId="bom-material-save"
    >
      <Form form={form} layout="vertical" name="bom-material-create">
        <Form.Item name="kindId" label={m('kind')} rules={[requiredRule(m('kind'), 'select')]}>
          <SearchSelect single loader={kindLoader} create={recordCreate('materialKind')} data-testid="bom-material-kind" />
        </Form.Item>
        <Form.Item name="no" label={m('no')}>
          <Input maxLength={30} placeholder={t('common.autoGenerate')} data-testid="bom-material-no" />
        </Form.Item>
        <Form.Item name="name" label={m('name')}>
          <Input maxLength={128} data-testid="bom-material-name" />
        </Form.Item>
        <Form.Item name="colorName" label={m('colorName')} rules={[requiredRule(m('colorName'), 'input')]}>
          <Input maxLength={20} data-testid="bom-material-color" />
        </Form.Item>
        <Form.Item name="specificationsId" label={m('spec')} rules={[requiredRule(m('spec'), 'select')]}>
          <SearchSelect single loader={specLoader} data-testid="bom-material-spec" />
        </Form.Item>
        <Form.Item name="stockUnitId" label={m('unit')} rules={[requiredRule(m('unit'), 'select')]}>
          <UnitSelect />
        </Form.Item>
        <Form.Item name="supplierId" label={m('supplier')}>
          <SearchSelect single loader={supplierLoader} create={recordCreate('supplier')} />
        </Form.Item>
        <Form.Item name="planCost" label={m('price')} rules={[zodRule(planCostInput, m('price'))]}>
          <Input inputMode="decimal" />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
