import type { ThemeConfig } from 'antd';

/** The app's antd theme: factory orange as the primary colour. */
export const theme: ThemeConfig = {
  token: { colorPrimary: '#fa8c16', borderRadius: 4 },
};
