import { ArrowLeftOutlined } from '@ant-design/icons';
import { Button, Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { usePageTitle } from './active-tab';

export interface PageHeaderProps {
  title: string;
  /** Beside the title: the bill number, its status. */
  tags?: React.ReactNode;
  /** The page's buttons, right-aligned; the primary one (新建…, 保存并提报) last, before 返回上级. */
  actions?: React.ReactNode;
  /** 返回上级 (default on): detail and form pages have it, lists do not. */
  back?: boolean;
}

/**
 * The one page header of the app (CONVENTIONS "Pages"): title at the left with its tags, the page's buttons at the
 * right and 返回上级 last. Lists, forms and details all use it, so a clerk finds 新建, 保存 / 保存并提报 and 返回上级
 * in the same place on every page.
 */
export function PageHeader({ title, tags, actions, back = true }: PageHeaderProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  usePageTitle(title);
  return (
    <div className="page-title-bar">
      <Space align="center" wrap>
        <Typography.Title level={4} style={{ margin: 0 }}>
          {title}
        </Typography.Title>
        {tags}
      </Space>
      <Space wrap>
        {actions}
        {back && (
          <Button icon={<ArrowLeftOutlined />} onClick={() => void navigate(-1)} data-testid="page-back">
            {t('common.back')}
          </Button>
        )}
      </Space>
    </div>
  );
}
