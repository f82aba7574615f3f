import { CloseCircleFilled, CheckCircleFilled, ExclamationCircleFilled, InfoCircleFilled } from '@ant-design/icons';
import { Button, Modal, Space, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { feedback } from '../feedback/feedback';

export type NoticeType = 'success' | 'error' | 'info' | 'warning';

export interface ServerErrorDialogProps {
  open: boolean;
  type?: NoticeType;
  /** The text shown; defaults to "发生未知错误（请查看错误码）". */
  text?: string;
  /** The whole answer; serialized for the details toggle and the copy button. */
  answer: unknown;
  onClose: () => void;
}

const titles: Record<NoticeType, string> = {
  success: 'serverError.titleSuccess',
  error: 'serverError.titleError',
  info: 'serverError.titleInfo',
  warning: 'serverError.titleWarning',
};

const icons: Record<NoticeType, React.ReactNode> = {
  success: <CheckCircleFilled style={{ color: '#52c41a' }} />,
  error: <CloseCircleFilled style={{ color: '#ff4d4f' }} />,
  info: <InfoCircleFilled style={{ color: '#1677ff' }} />,
  warning: <ExclamationCircleFilled style={{ color: '#faad14' }} />,
};

export function serializeAnswer(answer: unknown): string {
  if (typeof answer === 'string') return answer;
  try {
    return JSON.stringify(answer, null, 2);
  } catch {
    return String(answer);
  }
}

async function copyText(text: string): Promise<boolean> {
  try {
    if (navigator.clipboard?.writeText) {
      await navigator.clipboard.writeText(text);
      return true;
    }
  } catch {
    // fall through to the textarea fallback
  }
  try {
    const area = document.createElement('textarea');
    area.value = text;
    area.style.position = 'fixed';
    area.style.opacity = '0';
    document.body.appendChild(area);
    area.select();
    const ok = document.execCommand('copy');
    area.remove();
    return ok;
  } catch {
    return false;
  }
}

/** The 500 dialog of SPEC section 8: 600 px, title by type, copy error, details toggle, close. */
export function ServerErrorDialog({ open, type = 'error', text, answer, onClose }: ServerErrorDialogProps) {
  const { t } = useTranslation();
  const [showDetails, setShowDetails] = useState(false);
  const serialized = serializeAnswer(answer);

  const onCopy = async () => {
    const ok = await copyText(serialized);
    if (ok) feedback.message.success(t('serverError.copied'));
    else feedback.message.error(t('serverError.copyFailed'));
  };

  return (
    <Modal
      open={open}
      width={600}
      title={
        <Space>
          {icons[type]}
          {t(titles[type])}
        </Space>
      }
      onCancel={onClose}
      footer={[
        <Button key="copy" onClick={() => void onCopy()}>
          {t('serverError.copy')}
        </Button>,
        <Button key="details" onClick={() => setShowDetails((v) => !v)}>
          {t('serverError.details')}
        </Button>,
        <Button key="close" type="primary" onClick={onClose}>
          {t('serverError.close')}
        </Button>,
      ]}
    >
      <Typography.Paragraph>{text || t('serverError.defaultText')}</Typography.Paragraph>
      {showDetails && (
        <pre
          data-testid="server-error-details"
          style={{ maxHeight: 320, overflow: 'auto', background: '#f5f5f5', padding: 12, fontSize: 12 }}
        >
          {serialized}
        </pre>
      )}
    </Modal>
  );
}
