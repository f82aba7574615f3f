import type { App, ModalFuncProps } from 'antd';

// Toasts and dialogs raised outside React (the api client). They default to antd's static
// methods; <FeedbackBridge/> swaps in the context-aware instances of <App> once the shell renders.
type AppApis = ReturnType<typeof App.useApp>;
type AntdStatic = typeof import('./antd-static');

/**
 * antd's static methods, loaded on first use: the sign-in screens use the api client but carry no antd (ADR 0007).
 * The call returns before antd has loaded, so its handle is not returned (no caller uses one).
 */
function loadedOnUse<T extends object>(pick: (antd: AntdStatic) => T, methods: readonly (keyof T & string)[]): T {
  const call =
    (method: keyof T) =>
    (...args: unknown[]) =>
      void import('./antd-static').then((antd) => (pick(antd)[method] as (...a: unknown[]) => unknown)(...args));
  return Object.fromEntries(methods.map((method) => [method, call(method)])) as T;
}

export interface Feedback {
  message: Pick<AppApis['message'], 'success' | 'error' | 'warning' | 'info'>;
  notification: Pick<AppApis['notification'], 'success' | 'error' | 'warning' | 'info'>;
  modal: Record<'warning' | 'confirm' | 'error' | 'info', (config: ModalFuncProps) => unknown>;
}

export const feedback: Feedback = {
  message: loadedOnUse((antd) => antd.message, ['success', 'error', 'warning', 'info']),
  notification: loadedOnUse((antd) => antd.notification, ['success', 'error', 'warning', 'info']),
  modal: loadedOnUse((antd) => antd.Modal, ['warning', 'confirm', 'error', 'info']),
};

const staticFeedback: Feedback = { ...feedback };

/**
 * Swaps in <App>'s instances; the returned function (FeedbackBridge's effect cleanup) puts the static methods back,
 * so that the login screen, which has no <App> after sign-out, still shows the client's toasts.
 */
export function bindFeedback(apis: AppApis): () => void {
  feedback.message = apis.message;
  feedback.notification = apis.notification;
  feedback.modal = apis.modal;
  return () => {
    if (feedback.message !== apis.message) return; // another <App> bound since
    Object.assign(feedback, staticFeedback);
  };
}

/** Page reload, kept behind an object so tests can observe it (jsdom cannot reload). */
export const browser = {
  reload(): void {
    window.location.reload();
  },
};
