import { PlusOutlined } from '@ant-design/icons';
import { GuardedButton, type GuardedButtonProps } from '../session/permission';

/**
 * The list's create button (reference 11 §1): primary, with the plus icon, labelled 新建 + the record ("新建送料单"),
 * the last of the title bar's buttons. Every list uses it, so it looks and sits the same everywhere.
 */
export function CreateButton({ children, ...rest }: Omit<GuardedButtonProps, 'type' | 'icon'>) {
  return (
    <GuardedButton type="primary" icon={<PlusOutlined />} {...rest}>
      {children}
    </GuardedButton>
  );
}
