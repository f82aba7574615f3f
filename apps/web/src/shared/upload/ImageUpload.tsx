import { PlusOutlined } from '@ant-design/icons';
import { FILE_MAX_BYTES, type StoredFileView } from '@gf/contracts';
import { App, Upload, type UploadFile } from 'antd';
import { useTranslation } from 'react-i18next';
import { uploadApi } from './upload-api';

export type UploadedImage = Pick<StoredFileView, 'id' | 'url' | 'name'>;

export interface ImageUploadProps {
  /** Controlled: the images kept so far (a Form.Item passes value and onChange). */
  value?: UploadedImage[];
  onChange?: (images: UploadedImage[]) => void;
  maxCount?: number;
  disabled?: boolean;
}

/** Picture-card upload calling file/upload; the form keeps {id, url, name} of each image. */
export function ImageUpload({ value = [], onChange, maxCount = 5, disabled }: ImageUploadProps) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const fileList: UploadFile[] = value.map((img) => ({
    uid: img.id,
    name: img.name,
    status: 'done',
    url: img.url,
    thumbUrl: img.url,
  }));

  return (
    <Upload
      listType="picture-card"
      accept="image/*"
      fileList={fileList}
      disabled={disabled}
      maxCount={maxCount}
      beforeUpload={(file) => {
        if (!file.type.startsWith('image/')) {
          message.error(t('capabilities.upload.wrongType'));
          return Upload.LIST_IGNORE;
        }
        if (file.size > FILE_MAX_BYTES) {
          message.error(t('capabilities.upload.tooBig'));
          return Upload.LIST_IGNORE;
        }
        return true;
      }}
      customRequest={async ({ file, onSuccess, onError }) => {
        try {
          const stored = await uploadApi.upload(file as File);
          onChange?.([...value, { id: stored.id, url: stored.url, name: stored.name }]);
          onSuccess?.(stored);
        } catch (error) {
          onError?.(error as Error);
        }
      }}
      onRemove={(file) => {
        onChange?.(value.filter((img) => img.id !== file.uid));
        return true;
      }}
      onPreview={(file) => {
        if (file.url) window.open(file.url, '_blank', 'noopener');
      }}
    >
      {value.length >= maxCount ? null : (
        <button type="button" style={{ border: 0, background: 'none', cursor: 'pointer' }}>
          <PlusOutlined />
          <div style={{ marginTop: 8 }}>{t('capabilities.upload.upload')}</div>
        </button>
      )}
    </Upload>
  );
}
