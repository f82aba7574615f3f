import { readdirSync } from 'node:fs';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { AREAS } from '../app.js';
import type { AreaModule } from './area-module.js';

const areasDir = dirname(fileURLToPath(import.meta.url));
const folders = readdirSync(areasDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name)
  .sort();
/** Area folders that are libraries for other areas (no routes, no bill types): nothing to register. */
const LIBRARIES = ['material-bills'];

const isAreaModule = (v: unknown): v is AreaModule =>
  typeof v === 'object' &&
  v !== null &&
  typeof (v as AreaModule).name === 'string' &&
  typeof (v as AreaModule).register === 'function';

describe('area registration', () => {
  it('every area folder exports one AreaModule named after it from index.ts, and app.ts lists each exactly once', async () => {
    for (const folder of folders) {
      const exported = Object.values(await import(`./${folder}/index.ts`)).filter(isAreaModule);
      expect(
        exported.map((m) => m.name),
        folder,
      ).toEqual(LIBRARIES.includes(folder) ? [] : [folder]);
    }
    const listed = AREAS.map((a) => a.name);
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual(folders.filter((f) => !LIBRARIES.includes(f)));
  });
});
