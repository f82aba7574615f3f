// Device login authorisation (SPEC section 6): each browser keeps one random code for good, so a
// manager can authorise "this computer". It is sent with every call (header) and in the login body.
const storageKey = 'device_code';
let fallback: string | null = null;

function randomCode(): string {
  const bytes = new Uint8Array(16);
  // getRandomValues, unlike randomUUID, also works on a plain-http factory LAN address.
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** This browser's device code, made on first use and kept in localStorage. */
export function deviceCode(): string {
  try {
    const kept = localStorage.getItem(storageKey);
    if (kept) return kept;
    const made = randomCode();
    localStorage.setItem(storageKey, made);
    return made;
  } catch {
    // Storage refused (private mode): one code for the life of the page.
    fallback ??= randomCode();
    return fallback;
  }
}
