import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useBlocker, useLocation } from 'react-router';
import { onDataChanged } from '../../shared/api';
import { feedback } from '../../shared/feedback/feedback';
import { clearUnsaved, hasUnsaved, isGuardedInput, markUnsaved } from '../../shared/tabs/unsaved-input';

/**
 * Asks before leaving a page with unsaved input (another tab, a menu item, closing its tab, a reload). Answers the
 * ref of the page container whose form fields it watches.
 */
export function useUnsavedInputGuard() {
  const { t } = useTranslation();
  const location = useLocation();
  const contentRef = useRef<HTMLElement>(null);
  const path = location.pathname;

  useEffect(() => {
    const element = contentRef.current;
    if (!element) return;
    const onInput = (event: Event) => {
      if (isGuardedInput(event.target)) markUnsaved(path);
    };
    element.addEventListener('input', onInput, true);
    return () => element.removeEventListener('input', onInput, true);
  }, [path]);

  // A save clears it (the form usually moves on to the saved bill right after).
  useEffect(() => onDataChanged((cause) => cause === 'saved' && clearUnsaved()), []);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (hasUnsaved()) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      currentLocation.pathname !== nextLocation.pathname && hasUnsaved(currentLocation.pathname),
  );
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    feedback.modal.confirm({
      title: t('shell.unsavedTitle'),
      content: t('shell.unsavedText'),
      okText: t('shell.unsavedLeave'),
      cancelText: t('shell.unsavedStay'),
      onOk: () => {
        clearUnsaved();
        blocker.proceed();
      },
      onCancel: () => blocker.reset(),
    });
  }, [blocker, t]);

  return contentRef;
}
