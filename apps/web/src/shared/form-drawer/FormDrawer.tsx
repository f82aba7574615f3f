import { Button, Drawer, Space } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FormDrawerProps {
  open: boolean;
  title: ReactNode;
  size: number;
  saving: boolean;
  onClose: () => void;
  onSave: () => void;
  /** Shows a "save and continue" button before Save (pass only when creating). */
  onSaveAndNew?: () => void;
  /** The label of that button (the area's own wording). */
  saveAndNewLabel?: ReactNode;
  /** data-testid of the Save button. */
  saveTestId?: string;
  /** A skeleton instead of the form while the record loads. */
  loading?: boolean;
  children: ReactNode;
}

/** The slide-in form frame: a drawer destroyed on hide with a Cancel / (Save and continue) / Save footer. */
export function FormDrawer({
  open,
  title,
  size,
  saving,
  onClose,
  onSave,
  onSaveAndNew,
  saveAndNewLabel,
  saveTestId,
  loading,
  children,
}: FormDrawerProps) {
  const { t } = useTranslation();
  return (
    <Drawer
      open={open}
      size={size}
      title={title}
      onClose={onClose}
      destroyOnHidden
      loading={loading}
      footer={
        <Space style={{ display: 'flex', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>{t('common.cancel')}</Button>
          {onSaveAndNew && (
            <Button loading={saving} onClick={onSaveAndNew}>
              {saveAndNewLabel}
            </Button>
          )}
          <Button type="primary" loading={saving} onClick={onSave} data-testid={saveTestId}>
            {t('common.save')}
          </Button>
        </Space>
      }
    >
      {children}
    </Drawer>
  );
}
