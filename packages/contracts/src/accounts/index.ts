import { z } from 'zod';
import { idSchema } from '../platform/paging.js';

export const phoneRule = z
  .string()
  .trim()
  .regex(/^1[3-9]\d{9}$/, '请输入正确的手机号|must be an 11-digit mobile number starting 13-19');
export const passwordRule = z.string().min(6, '密码至少6位|at least 6 characters').max(20, '密码最多20位|at most 20 characters');
export const bossCodeRule = z
  .string()
  .trim()
  .regex(/^[A-Za-z0-9]{2,12}$/, '老板代码为2-12位字母或数字|2 to 12 letters or digits');

/** The browser's or app's stable device code (device login authorisation, SPEC section 6). */
export const loginDeviceFields = {
  deviceCode: z.string().trim().min(1).max(64).optional(),
  deviceName: z.string().trim().min(1).max(50).optional(),
};

/** loginName may be a phone, a login name, or "BOSSCODE-loginName" for a workbay or staff account. */
export const loginInput = z.object({
  loginName: z.string().trim().min(1, '请输入账号|account is required').max(60),
  password: z.string().min(1, '请输入密码|password is required').max(64),
  appId: z.union([z.string(), z.number()]).optional(),
  ...loginDeviceFields,
});

export const workbayLoginInput = z.object({
  bossCode: bossCodeRule,
  loginName: z.string().trim().min(1).max(31),
  password: z.string().min(1).max(64),
  appId: z.union([z.string(), z.number()]).optional(),
  ...loginDeviceFields,
});

export const switchUnitInput = z.object({ unitId: idSchema, userId: idSchema.optional() });
export const loginToFactoryInput = z.object({ unitId: idSchema, userId: idSchema.optional() });

export const sendCaptchaInput = z.object({
  phone: phoneRule,
  purpose: z.enum(['REGISTER', 'RESET_PASSWORD']).default('REGISTER'),
});
export const checkCaptchaInput = z.object({
  phone: phoneRule,
  captcha: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
  purpose: z.enum(['REGISTER', 'RESET_PASSWORD']).default('REGISTER'),
});

export const registerInput = z
  .object({
    phone: phoneRule,
    captcha: z
      .string()
      .trim()
      .regex(/^\d{6}$/, '请输入6位验证码|must be the 6-digit code'),
    loginName: bossCodeRule,
    userName: z.string().trim().min(1).max(20),
    password: passwordRule,
    confirmPassword: z.string().optional(),
    factoryName: z.string().trim().min(1).max(30).optional(),
  })
  .refine((v) => v.confirmPassword === undefined || v.confirmPassword === v.password, {
    message: '两次输入的密码不一致|passwords do not match',
    path: ['confirmPassword'],
  });

export const resetPasswordInput = z.object({
  phone: phoneRule,
  captcha: z
    .string()
    .trim()
    .regex(/^\d{6}$/),
  psw: passwordRule,
});

export const resetWorkbayPasswordInput = z.object({
  bossCode: bossCodeRule,
  loginName: z.string().trim().min(1).max(31),
  oldPsw: z.string().min(1).max(64),
  newPsw: passwordRule,
});

export const checkLoginNameInput = z.object({ loginName: z.string().trim().min(1).max(60) });
export const checkPhoneInput = z.object({ phone: phoneRule });

export const updateMyInfoInput = z.object({
  userName: z.string().trim().min(1).max(20).optional(),
  phone: phoneRule.optional(),
  oldPassword: z.string().max(64).optional(),
  newPassword: passwordRule.optional(),
});

export interface UnitSummary {
  id: string;
  name: string;
}

/** The login answer: SPEC section 3 "Session data" and "User info". */
export interface SessionData {
  userId: string;
  unitId: string | null;
  bossUnitId: string;
  facName: string | null;
  sid: string;
  permissionList: string[];
  /** 1 boss account (holds every permission), 0 staff, 2 workbay. */
  role: 0 | 1 | 2;
  units: UnitSummary[];
  userInfo: {
    loginName: string;
    userName: string;
    bossCode: string | null;
    lastLoginFactoryId: string | null;
    phone: string | null;
    type: 'BOSS' | 'STAFF' | 'WORKBAY';
  };
}

export * from './users.js';
