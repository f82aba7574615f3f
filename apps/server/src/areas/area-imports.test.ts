import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const areasDir = dirname(fileURLToPath(import.meta.url));
const areas = readdirSync(areasDir, { withFileTypes: true })
  .filter((e) => e.isDirectory())
  .map((e) => e.name);

/** Which other areas each area's source (tests left out) imports, through their index.ts or otherwise. */
function areaGraph(): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const area of areas) {
    const uses = new Set<string>();
    const files = readdirSync(join(areasDir, area), { recursive: true, encoding: 'utf8' }).filter(
      (f) => f.endsWith('.ts') && !f.includes('.test.'),
    );
    for (const file of files)
      for (const m of readFileSync(join(areasDir, area, file), 'utf8').matchAll(/from '(?:\.\.\/)+([a-z-]+)\//g))
        if (m[1] !== area && areas.includes(m[1]!)) uses.add(m[1]!);
    graph.set(area, uses);
  }
  return graph;
}

/** Every import cycle between areas, each as the path that closes it ("a → b → a"). */
function cycles(graph: Map<string, Set<string>>): string[] {
  const found: string[] = [];
  const done = new Set<string>();
  const visit = (area: string, path: string[]) => {
    for (const next of graph.get(area) ?? []) {
      if (path.includes(next)) found.push([...path.slice(path.indexOf(next)), next].join(' → '));
      else if (!done.has(next)) visit(next, [...path, next]);
    }
    done.add(area);
  };
  for (const area of graph.keys()) if (!done.has(area)) visit(area, [area]);
  return found;
}

describe('server areas', () => {
  it('import each other without cycles (an operation spanning areas gets an area of its own)', () => {
    const graph = areaGraph();
    expect(graph.get('one-step')).toContain('purchasing');
    expect(cycles(graph)).toEqual([]);
  });

  it('the cycle finder finds a cycle', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(cycles(graph).length).toBeGreaterThan(0);
  });
});
