import path from 'node:path';

/** The repository root: the default data folder is ./data there, whichever folder a script runs from. */
const repoRoot = path.resolve(import.meta.dirname, '../../..');

export interface AppConfig {
  port: number;
  host: string;
  databaseUrl?: string;
  dataDir: string;
  logLevel: string;
  /** Sliding session lifetime (SPEC section 9: 7 hours). */
  sessionTtlMs: number;
  webDist?: string;
  /** Seed the demo boss unit, factory and administrator on first start. */
  seedDemo: boolean;
  /** Key for secrets stored encrypted (the 360 password); unset = DATA_DIR/secret.key, generated once. */
  secretKey?: string;
  /** Where uploaded files live (local-disk storage); unset = DATA_DIR/files. */
  filesDir?: string;
  /**
   * Addresses (or CIDR ranges, or proxy-addr's names loopback, linklocal, uniquelocal) of the reverse proxies in
   * front of the server. Only a request from one of them has its client address taken from X-Forwarded-For (and
   * its host and scheme from X-Forwarded-Host / -Proto); none named: the connection's own address, headers ignored.
   */
  trustedProxies: string[];
  /** An upload whose body sends nothing for this long is answered as cut short (a stalled client never hangs it). */
  uploadIdleTimeoutMs: number;
  /** The quotas of a company that has no charge limit of its own (收费限制, areas/company). */
  chargeLimitDefaults: { factories: number; workbays: number };
}

/** TRUSTED_PROXIES: a comma-separated list; empty or unset trusts no proxy. */
export function parseTrustedProxies(value: string | undefined): string[] {
  return (value ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '');
}

/** A whole-number setting: its default when unset; a typing slip stops the start instead of lifting a limit. */
function wholeNumber(name: string, value: string | undefined, fallback: number, min: number): number {
  if (value === undefined || value.trim() === '') return fallback;
  const n = Number(value);
  if (!Number.isInteger(n) || n < min) throw new Error(`${name} must be a whole number of at least ${min}, got "${value}"`);
  return n;
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port <= 0) throw new Error(`PORT must be a port number, got "${env.PORT}"`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    ...(env.DATABASE_URL ? { databaseUrl: env.DATABASE_URL } : {}),
    dataDir: env.DATA_DIR ? path.resolve(env.DATA_DIR) : path.join(repoRoot, 'data'),
    logLevel: env.LOG_LEVEL ?? 'info',
    sessionTtlMs: Number(env.SESSION_TTL_MS ?? 25_200_000),
    ...(env.WEB_DIST ? { webDist: path.resolve(env.WEB_DIST) } : {}),
    seedDemo: env.SEED_DEMO !== 'false',
    ...(env.SECRET_KEY ? { secretKey: env.SECRET_KEY } : {}),
    ...(env.FILES_DIR ? { filesDir: path.resolve(env.FILES_DIR) } : {}),
    trustedProxies: parseTrustedProxies(env.TRUSTED_PROXIES),
    uploadIdleTimeoutMs: Number(env.UPLOAD_IDLE_TIMEOUT_MS ?? 30_000),
    chargeLimitDefaults: {
      factories: wholeNumber('DEFAULT_FACTORY_LIMIT', env.DEFAULT_FACTORY_LIMIT, 5, 1),
      workbays: wholeNumber('DEFAULT_WORKBAY_LIMIT', env.DEFAULT_WORKBAY_LIMIT, 50, 0),
    },
  };
}
