import type { SessionData } from '@gf/contracts';
import { api, deviceCode } from '../../../shared/api';

export type CaptchaPurpose = 'REGISTER' | 'RESET_PASSWORD';

export interface RegisterBody {
  phone: string;
  captcha: string;
  loginName: string;
  userName: string;
  password: string;
  confirmPassword: string;
  factoryName?: string;
}

export interface MyInfoUpdate {
  userName?: string;
  phone?: string;
  oldPassword?: string;
  newPassword?: string;
}

export const accountsApi = {
  // The device name is left to the server, which reads it from the User-Agent.
  login: (loginName: string, password: string) =>
    api.post<SessionData>('login/doLogin', { loginName, password, deviceCode: deviceCode() }),
  workbayLogin: (bossCode: string, loginName: string, password: string) =>
    api.post<SessionData>('login/workbayLogin', { bossCode, loginName, password, deviceCode: deviceCode() }),
  checkLoginName: (loginName: string) => api.post<{ exists: boolean }>('login/checkLoginName', { loginName }, { silent: true }),
  checkPhone: (phone: string) => api.post<{ exists: boolean }>('login/checkPhone', { phone }, { silent: true }),
  /** The server answers when the code expires and when it may be sent again (not the brief's `{sent}`). */
  sendCaptcha: (phone: string, purpose: CaptchaPurpose) =>
    api.post<{ sent?: boolean; expiresInSeconds?: number; resendAfterSeconds?: number }>('register/sendMsg', { phone, purpose }),
  checkCaptcha: (phone: string, captcha: string) => api.get<{ valid: boolean }>('register/checkPhoneCaptcha', { phone, captcha }),
  register: (body: RegisterBody) => api.post<SessionData>('register/doRegister', body),
  resetPassword: (phone: string, captcha: string, psw: string) => api.post<unknown>('fac/resetPsw', { phone, captcha, psw }),
  myInfo: () => api.post<SessionData>('facUser/getMyInfo', {}),
  updateMyInfo: (body: MyInfoUpdate) => api.post<unknown>('facUser/updateMyInfo', body, { successToast: true }),
};
