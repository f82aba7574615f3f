import dayjs from 'dayjs';

export function formatDateTime(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD HH:mm:ss') : value;
}

export function formatDate(value: string | null | undefined): string {
  if (!value) return '';
  const d = dayjs(value);
  return d.isValid() ? d.format('YYYY-MM-DD') : value;
}

/** A bilingual label {zh, en} in the current language. */
export function pickLabel(label: { zh: string; en: string } | undefined, language: string, fallback = ''): string {
  if (!label) return fallback;
  return language === 'en' ? label.en : label.zh;
}
