import type { MaterialPicture } from '@gf/contracts';
import { PictureOutlined } from '@ant-design/icons';
import { Image, Space, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import type { UploadedImage } from '../../../shared/upload';
import '../locales/register';

/** The list's 图片 cell: the material's main picture as a small thumbnail (click to enlarge). */
export function MaterialThumb({ url, alt }: { url: string | null; alt: string }) {
  if (!url) return <PictureOutlined style={{ fontSize: 20, color: '#bfbfbf' }} aria-label="no-picture" />;
  return <Image src={url} alt={alt} width={40} height={40} style={{ objectFit: 'cover', borderRadius: 4 }} />;
}

/** The detail's pictures in order, the main one tagged; one preview group to page through them. */
export function MaterialPictureGallery({ pictures, alt }: { pictures: MaterialPicture[]; alt: string }) {
  const { t } = useTranslation();
  if (pictures.length === 0) return <span>-</span>;
  return (
    <Image.PreviewGroup>
      <Space wrap size={12} data-testid="material-pictures">
        {pictures.map((p) => (
          <div key={p.id} style={{ position: 'relative' }}>
            <Image src={p.url} alt={alt} width={96} height={96} style={{ objectFit: 'cover', borderRadius: 6 }} />
            {p.isMain && (
              <Tag color="blue" style={{ position: 'absolute', left: 4, top: 4, margin: 0 }}>
                {t('materials.picture.main')}
              </Tag>
            )}
          </div>
        ))}
      </Space>
    </Image.PreviewGroup>
  );
}

/** The form's value from the server's pictures: the main picture first (the form's rule: the first is main). */
export function toUploadedPictures(pictures: MaterialPicture[]): UploadedImage[] {
  const ordered = [...pictures.filter((p) => p.isMain), ...pictures.filter((p) => !p.isMain)];
  return ordered.map((p) => ({ id: p.id, url: p.url, name: p.id }));
}
