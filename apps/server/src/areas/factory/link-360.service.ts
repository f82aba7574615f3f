import { PASSWORD_MASK, type Detail360, type Set360Input } from '@gf/contracts';
import { writeOperationLog } from '../../platform/audit/operation-log.js';
import type { SecretBox } from '../../platform/crypto/secret-box.js';
import type { Db } from '../../platform/db/database.js';
import { can, type RequestContext } from '../../platform/tenancy/context.js';
import * as repo from './link-360.repository.js';

export const VIEW_360_PASSWORD = 'fac.factory.360.viewPassword';

/** The password leaves the server in clear only for holders of fac.factory.360.viewPassword. */
export async function get360Detail(db: Db, box: SecretBox, ctx: RequestContext): Promise<Detail360> {
  const link = await repo.findLink360(db, ctx.unitId);
  const hasPassword = Boolean(link?.passwordCipher);
  let passwordOf360: string | null = null;
  if (link?.passwordCipher) passwordOf360 = can(ctx, VIEW_360_PASSWORD) ? box.open(link.passwordCipher) : PASSWORD_MASK;
  return {
    urlOf360: link?.urlOf360 ?? null,
    settingUrl: link?.settingUrl ?? null,
    loginNameOf360: link?.loginNameOf360 ?? null,
    passwordOf360,
    hasPassword,
  };
}

/** Saves the link; the password is sealed (AES-256-GCM). Absent or the mask keeps it, '' clears it. */
export async function set360(db: Db, box: SecretBox, ctx: RequestContext, input: Set360Input): Promise<Detail360> {
  await db.transaction().execute(async (trx) => {
    const current = await repo.findLink360(trx, ctx.unitId);
    const keep = input.passwordOf360 === undefined || input.passwordOf360 === PASSWORD_MASK;
    const passwordCipher = keep ? (current?.passwordCipher ?? null) : input.passwordOf360 ? box.seal(input.passwordOf360) : null;
    await repo.saveLink360(trx, ctx.unitId, {
      urlOf360: input.urlOf360,
      settingUrl: input.settingUrl,
      loginNameOf360: input.loginNameOf360,
      passwordCipher,
    });
    await writeOperationLog(trx, {
      unitId: ctx.unitId,
      userId: ctx.userId,
      action: 'LINK_360_UPDATE',
      targetType: 'unit',
      targetId: ctx.unitId,
      visitor: ctx.visitor,
      detail: { passwordChanged: !keep },
    });
  });
  return get360Detail(db, box, ctx);
}
