import { z } from 'zod';
import { optionalText } from '../platform/paging.js';

/** The "360" outside link: where the factory's 360 system lives and how to sign in there. */
const url = optionalText(500).refine(
  (v) => v === null || /^https?:\/\/\S+$/.test(v),
  '请输入http(s)地址|must be an http(s) address',
);

export const set360Input = z.object({
  urlOf360: url,
  settingUrl: url,
  loginNameOf360: optionalText(100),
  /** Absent (or the mask) keeps the stored password; an empty string clears it. */
  passwordOf360: z.string().max(100).optional(),
});
export type Set360Input = z.infer<typeof set360Input>;

export const PASSWORD_MASK = '******';

export interface Detail360 {
  urlOf360: string | null;
  settingUrl: string | null;
  loginNameOf360: string | null;
  /** Clear only for holders of fac.factory.360.viewPassword; otherwise the mask (or null when unset). */
  passwordOf360: string | null;
  hasPassword: boolean;
}
