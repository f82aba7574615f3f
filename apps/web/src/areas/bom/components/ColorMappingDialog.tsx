import type { BomAttrName } from '@gf/contracts';
import { Modal, Table, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SearchSelect } from '../../../shared/search-select';
import { materialSkusOf } from '../api/bom-api';
import type { BomEditorRow } from './bom-row.logic';
import '../locales/register';

type Mappings = BomEditorRow['colorMappings'];

export interface ColorMappingDialogProps {
  row: BomEditorRow | null;
  colors: BomAttrName[];
  onClose: () => void;
  onOk: (mappings: Mappings) => void;
}

/**
 * 颜色对应: for each goods colour, the SKU (colour) of the row's material it takes, so one fabric row serves every
 * colour of the style; a colour left blank takes the row's own SKU.
 */
export function ColorMappingDialog({ row, colors, onClose, onOk }: ColorMappingDialogProps) {
  const { t } = useTranslation();
  const [mappings, setMappings] = useState<Mappings>({});
  useEffect(() => setMappings(row?.colorMappings ?? {}), [row]);
  const loader = useMemo(() => materialSkusOf(row?.materialId ?? ''), [row?.materialId]);
  const material = row ? `${row.materialsNo} ${row.materialsName}` : '';
  return (
    <Modal
      open={Boolean(row)}
      title={t('bom.mapping.title', { material })}
      width={620}
      onCancel={onClose}
      onOk={() => onOk(mappings)}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('bom.mapping.hint')}</Typography.Paragraph>
      <Table<BomAttrName>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={colors}
        columns={[
          { key: 'c', title: t('bom.mapping.goodsColor'), dataIndex: 'name', width: 140 },
          {
            key: 'm',
            title: t('bom.mapping.materialSku'),
            render: (_, colour) => {
              const chosen = mappings[colour.id];
              return (
                <SearchSelect
                  single
                  loader={loader}
                  value={chosen?.materialSkuId ?? null}
                  initialOptions={chosen ? [{ value: chosen.materialSkuId, label: chosen.materialColorName }] : []}
                  placeholder={t('bom.mapping.same')}
                  onChange={(value, option) => {
                    const next = { ...mappings };
                    if (!value || Array.isArray(option) || !option) delete next[colour.id];
                    else next[colour.id] = { materialSkuId: String(value), materialColorName: option.label };
                    setMappings(next);
                  }}
                  data-testid={`bom-mapping-color-${colour.name}`}
                />
              );
            },
          },
        ]}
      />
    </Modal>
  );
}
