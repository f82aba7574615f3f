import { Button, type ButtonProps } from 'antd';
import { feedback } from '../feedback/feedback';
import { t } from '../i18n';
import { hasPermission, useSession } from './session';

/**
 * The click guard of reference 01 section 3: without the code, warn "抱歉，您没有操作权限" and
 * answer false. The button stays visible; only the click is refused.
 */
export function checkPermission(code: string | undefined): boolean {
  if (hasPermission(code)) return true;
  feedback.message.warning(t('common.noPermission'));
  return false;
}

export function usePermission(code: string | undefined): boolean {
  const session = useSession();
  return hasPermission(code, session);
}

export interface GuardedButtonProps extends ButtonProps {
  permission?: string;
}

/** A button whose click is refused with the permission toast when the user lacks `permission`. */
export function GuardedButton({ permission, onClick, ...rest }: GuardedButtonProps) {
  return (
    <Button
      {...rest}
      onClick={(event) => {
        if (!checkPermission(permission)) return;
        onClick?.(event);
      }}
    />
  );
}

/** A link-style action in a table row, with the same guard. */
export function GuardedLink({ permission, onClick, ...rest }: GuardedButtonProps) {
  return (
    <Button
      type="link"
      size="small"
      style={{ padding: 0 }}
      {...rest}
      onClick={(event) => {
        if (!checkPermission(permission)) return;
        onClick?.(event);
      }}
    />
  );
}
