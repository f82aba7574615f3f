import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { changeLanguage, languageNames, languages, type Language } from '../../../shared/i18n';
import { AuthIcon } from './auth-icons';

/**
 * The language switch of the sign-in screens, in plain React: the button names the current language, the menu opens on
 * hover (as the shell's antd dropdown does), on click and from the keyboard, and closes on leaving or Escape.
 */
export function LanguageMenu() {
  const { i18n } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const current: Language = i18n.language === 'en' ? 'en' : 'zh-CN';
  const choose = (lang: Language) => {
    setOpen(false);
    void changeLanguage(lang);
  };
  return (
    <div
      className="auth-lang-menu"
      onMouseEnter={() => setOpen(true)}
      onMouseLeave={() => setOpen(false)}
      onKeyDown={(e) => e.key === 'Escape' && setOpen(false)}
    >
      <button
        type="button"
        className="auth-lang-button"
        aria-haspopup="menu"
        aria-expanded={isOpen}
        onClick={() => setOpen((open) => !open)}
        data-testid="language-switch"
      >
        <AuthIcon name="translation" />
        <span>{languageNames[current]}</span>
      </button>
      {isOpen && (
        <ul className="auth-lang-list" role="menu">
          {languages.map((lang) => (
            <li key={lang} role="none">
              <button
                type="button"
                role="menuitem"
                className={lang === current ? 'auth-lang-item auth-lang-item-active' : 'auth-lang-item'}
                onClick={() => choose(lang)}
              >
                {languageNames[lang]}
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
