import { TranslationOutlined } from '@ant-design/icons';
import { Button, Dropdown } from 'antd';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languageNames as names, type Language } from '.';

export function LanguageSwitch({ light = false }: { light?: boolean }) {
  const { i18n } = useTranslation();
  const current: Language = i18n.language === 'en' ? 'en' : 'zh-CN';
  return (
    <Dropdown
      menu={{
        selectedKeys: [current],
        items: (Object.keys(names) as Language[]).map((lang) => ({ key: lang, label: names[lang] })),
        onClick: ({ key }) => void changeLanguage(key as Language),
      }}
    >
      <Button
        type="text"
        icon={<TranslationOutlined />}
        style={light ? { color: '#fff' } : undefined}
        data-testid="language-switch"
      >
        {names[current]}
      </Button>
    </Dropdown>
  );
}
