import { UploadOutlined } from '@ant-design/icons';
import { FILE_MAX_BYTES } from '@gf/contracts';
import { App, Button, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadApi } from '../../../shared/upload';

export interface Attachment {
  id: string;
  name: string;
  url: string;
}

/** 关联附件: files sent to file/upload one by one; the form keeps { id, name, url } of each. */
export function AttachmentUpload({
  value = [],
  onChange,
  maxCount = 30,
}: {
  value?: Attachment[];
  onChange?: (files: Attachment[]) => void;
  maxCount?: number;
}) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const fileList: UploadFile[] = value.map((a) => ({ uid: a.id, name: a.name, status: 'done', url: a.url }));
  return (
    <Upload
      fileList={fileList}
      maxCount={maxCount}
      beforeUpload={(file) => {
        if (file.size > FILE_MAX_BYTES) {
          message.error(t('capabilities.upload.tooBig'));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={({ file, onSuccess, onError }) => {
        uploadApi
          .upload(file as File)
          .then((stored) => {
            onChange?.([...value, { id: stored.id, name: stored.name, url: stored.url }]);
            onSuccess?.(stored);
          })
          .catch((e: Error) => onError?.(e));
      }}
      onRemove={(f) => onChange?.(value.filter((a) => a.id !== f.uid))}
    >
      <Button icon={<UploadOutlined />} size="small">
        {t('capabilities.upload.upload')}
      </Button>
    </Upload>
  );
}
