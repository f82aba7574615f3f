import { currentLanguage } from '../i18n';
import { getSession } from '../session/session';
import { deviceCode } from './device-code';

// Headers every call carries (SPEC section 7 "Conventions"). The server never trusts them for
// authorisation (ARCHITECTURE section 4); they identify the caller in logs.
const ipAreaKey = 'ip_area';

function encode(value: string | null | undefined): string {
  return value ? encodeURIComponent(value) : '';
}

export function sessionHeaders(): Record<string, string> {
  const session = getSession();
  let ipArea = '';
  try {
    ipArea = sessionStorage.getItem(ipAreaKey) ?? '';
  } catch {
    ipArea = '';
  }
  const info = session?.userInfo;
  return {
    userId: session?.userId ?? '',
    unitId: session?.unitId ?? '',
    // Header values must be ISO-8859-1: names are URI-encoded.
    unitName: encode(session?.facName),
    loginName: encode(info ? prefixedLoginName(info.loginName, info.bossCode, info.type) : ''),
    userName: encode(info?.userName),
    ipArea: encode(ipArea),
    logSource: 'web',
    deviceCode: deviceCode(),
    'Accept-Language': currentLanguage(),
  };
}

/** A workbay or staff login name is sent prefixed with the boss code (SPEC section 6). */
function prefixedLoginName(loginName: string, bossCode: string | null, type: string): string {
  if (type === 'BOSS' || !bossCode || loginName.startsWith(`${bossCode}-`)) return loginName;
  return `${bossCode}-${loginName}`;
}
