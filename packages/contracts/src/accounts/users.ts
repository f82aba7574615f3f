import { z } from 'zod';
import { idSchema } from '../platform/paging.js';

// Users of a factory, as the pickers of review configuration and role members read them.

export const unitUserInput = z.object({ keyword: z.string().trim().max(50).optional() });
export const unitsUsersInput = z.object({
  unitIds: z.array(idSchema).max(200).optional(),
  keyword: z.string().trim().max(50).optional(),
});

export interface UnitUser {
  userId: string;
  userName: string;
  loginName: string;
  kind: 'BOSS' | 'STAFF' | 'WORKBAY';
}

export interface UnitUsers {
  unitId: string;
  unitName: string;
  users: UnitUser[];
}

/** Answer of login/checkLoginName and login/checkPhone. */
export interface ExistsAnswer {
  exists: boolean;
}

/** Answer of register/checkPhoneCaptcha. */
export interface CaptchaCheckAnswer {
  valid: boolean;
}

export type CaptchaPurpose = 'REGISTER' | 'RESET_PASSWORD';

/** Answer of register/sendMsg. */
export interface SendCaptchaAnswer {
  sent: true;
  expiresInSeconds: number;
  resendAfterSeconds: number;
}
