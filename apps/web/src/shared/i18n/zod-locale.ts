import { z } from 'zod';
import { currentLanguage, i18n } from '.';

// zod's own messages (a rule without a message of its own) in the interface's language. Imported where zod messages
// are shown (forms' zod rules, line problems, the signed-in app's providers), not by shared/i18n itself: the sign-in
// screens use no zod and do not download it (ADR 0007).
const applyZodLocale = () => z.config(currentLanguage() === 'en' ? z.locales.en() : z.locales.zhCN());
applyZodLocale();
i18n.on('languageChanged', applyZodLocale);
