import { App, message, Modal, notification, type ModalFuncProps } from 'antd';

// Toasts and dialogs raised outside React (the api client). They default to antd's static
// methods; <FeedbackBridge/> swaps in the context-aware instances of <App> once the shell renders.
type AppApis = ReturnType<typeof App.useApp>;

export interface Feedback {
  message: Pick<AppApis['message'], 'success' | 'error' | 'warning' | 'info'>;
  notification: Pick<AppApis['notification'], 'success' | 'error' | 'warning' | 'info'>;
  modal: Record<'warning' | 'confirm' | 'error' | 'info', (config: ModalFuncProps) => unknown>;
}

export const feedback: Feedback = {
  message,
  notification,
  modal: Modal,
};

export function bindFeedback(apis: AppApis): void {
  feedback.message = apis.message;
  feedback.notification = apis.notification;
  feedback.modal = apis.modal;
}

/** Page reload, kept behind an object so tests can observe it (jsdom cannot reload). */
export const browser = {
  reload(): void {
    window.location.reload();
  },
};
