export interface PermissionGroup {
  key: string;
  zh: string;
  en: string;
  codes: readonly string[];
}
