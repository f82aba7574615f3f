import type { SessionData } from '@gf/contracts';
import { api } from '../../../shared/api';

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
  login: (loginName: string, password: string) => api.post<SessionData>('login/doLogin', { loginName, password }),
  workbayLogin: (bossCode: string, loginName: string, password: string) =>
    api.post<SessionData>('login/workbayLogin', { bossCode, loginName, password }),
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
