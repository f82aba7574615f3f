import { CopyOutlined } from '@ant-design/icons';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ImportAcrossDialog } from '../../../shared/import-across';
import { GuardedButton } from '../../../shared/session/permission';
import '../locales/register';

type Kind = 'customer' | 'supplier' | 'outsideFactory';

/** Each kind's calls, the permission to create it here, and the words of its columns. */
const kinds: Record<Kind, { listPath: string; importPath: string; permission: string; name: string; code?: string }> = {
  customer: {
    listPath: 'fac/customer/getEasyCustomerListByUnitIds',
    importPath: 'fac/customer/importCustomer',
    permission: 'fac.customer.add',
    name: 'partners.customer.name',
  },
  supplier: {
    listPath: 'supplier/getEasySupplierListByUnitIds',
    importPath: 'supplier/importSupplier',
    permission: 'fac.supplier.add',
    name: 'partners.supplier.name',
    code: 'partners.supplier.code',
  },
  outsideFactory: {
    listPath: 'outside/factory/getEasyFactoryListByUnitIds',
    importPath: 'outside/factory/importOutsideFactory',
    permission: 'fac.outFac.add',
    name: 'partners.outsideFactory.name',
    code: 'partners.outsideFactory.code',
  },
};

/** 从其他工厂导入 on a partner list: the button and its dialog. */
export function ImportFromFactoryButton({ kind, onImported }: { kind: Kind; onImported: () => void }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const k = kinds[kind];
  return (
    <>
      <GuardedButton
        icon={<CopyOutlined />}
        permission={k.permission}
        onClick={() => setOpen(true)}
        data-testid={`import-across-${kind}`}
      >
        {t('partners.importAcross.button')}
      </GuardedButton>
      <ImportAcrossDialog
        open={open}
        onClose={() => setOpen(false)}
        onImported={onImported}
        title={t(`partners.importAcross.${kind}`)}
        listPath={k.listPath}
        importPath={k.importPath}
        nameTitle={t(k.name)}
        {...(k.code ? { codeTitle: t(k.code) } : {})}
      />
    </>
  );
}
