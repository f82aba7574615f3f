import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { allPermissionCodes } from '@gf/contracts';
import { describe, expect, it } from 'vitest';

/**
 * ADR 0013: the shell carries an area's menu and tab titles only (locales/menu-*.ts); the rest of its strings is
 * registered by locales/register.ts, imported for its side effect by each module that uses them. A key written in any
 * source file must therefore be in the shell's part, or in the area's part AND the file must import the area's
 * register.ts (a component of area X shown on area Y's page then still brings its strings).
 */
const permissionCodes = new Set(allPermissionCodes);
const src = join(dirname(fileURLToPath(import.meta.url)), '..');
const areas: Record<string, string> = {
  partners: 'partners',
  materials: 'materials',
  goods: 'goods',
  purchasing: 'purchasing',
  arrivals: 'arrivals',
  delivery: 'delivery',
  returns: 'returns',
  stock: 'stock',
  stockBills: 'stock-bills',
  remnant: 'remnant',
  rolls: 'rolls',
  quality: 'quality',
  units: 'units',
  attributes: 'attributes',
  bom: 'bom',
  orderAdjustments: 'order-adjustments',
  orderDemand: 'order-demand',
  company: 'company',
  employees: 'employees',
  factory: 'factory',
  roles: 'roles',
  numbering: 'numbering',
  financeConfig: 'finance-config',
  fees: 'fees',
  invoices: 'invoices',
  payments: 'payments',
  payables: 'payables',
  statements: 'statements',
  financePeriods: 'finance-periods',
};

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'locales' ? [] : sources(path);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [path] : [];
  });
}

function has(messages: object, path: string[]): boolean {
  let node: unknown = messages;
  for (const part of path) {
    if (typeof node !== 'object' || node === null || !(part in node)) return false;
    node = (node as Record<string, unknown>)[part];
  }
  return true;
}

/** The register.ts modules a file imports for their side effect, as absolute paths. */
function registers(path: string, text: string): string[] {
  return [...text.matchAll(/^import '(\.[^']*\/locales\/register)';$/gm)].map((m) => join(dirname(path), m[1]!));
}

async function bundles(dir: string) {
  const [shellZh, shellEn, areaZh, areaEn] = await Promise.all([
    import(`../areas/${dir}/locales/menu-zh.ts`),
    import(`../areas/${dir}/locales/menu-en.ts`),
    import(`../areas/${dir}/locales/zh.ts`),
    import(`../areas/${dir}/locales/en.ts`),
  ]);
  return { shell: [shellZh.zh, shellEn.en] as object[], area: [areaZh.zh, areaEn.en] as object[] };
}

describe('area strings load with the area (ADR 0013)', () => {
  it('every key literal of a split area resolves where the file using it gets it, in both languages', async () => {
    const files = sources(src).map((path) => ({ path, text: readFileSync(path, 'utf8') }));
    const problems: string[] = [];
    let checked = 0;
    for (const [key, dir] of Object.entries(areas)) {
      const { shell, area } = await bundles(dir);
      const literal = new RegExp(`['"\`]${key}\\.([A-Za-z0-9_.]+)['"\`]`, 'g');
      const register = join(src, 'areas', dir, 'locales', 'register');
      for (const { path, text } of files) {
        for (const match of text.matchAll(literal)) {
          if (permissionCodes.has(`${key}.${match[1]}`)) continue; // a permission code, not a string
          const keyPath = match[1]!.split('.');
          checked++;
          if (shell.every((messages) => has(messages, keyPath))) continue;
          const where = `${relative(src, path)}: ${key}.${match[1]}`;
          if (!area.every((messages) => has(messages, keyPath))) problems.push(`${where} is in neither language`);
          else if (!registers(path, text).includes(register)) problems.push(`${where} needs import '${dir}/locales/register'`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect(checked).toBeGreaterThan(500);
  });
});
