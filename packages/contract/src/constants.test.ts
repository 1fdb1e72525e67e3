// The public pages import the contract's zod-free entries only (eslint.config.js keeps them to
// it), so those entries must stay free of zod: a schema pulled in here would put zod and every
// schema back into the public bundle. Follows each entry's runtime imports through the contract
// and the engine; type-only imports are erased and do not count.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { PRIJZEN } from '@clubelf/engine';
import { describe, expect, it } from 'vitest';
import packageJson from '../package.json';
import { BERICHT_SOORTEN, BERICHT_SOORT_LABELS, PRIJS_NAMEN } from './constants';

const root = path.resolve(import.meta.dirname, '..');
const engineEntry = path.resolve(root, '../engine/src/index.ts');

/** The specifiers a module loads at run time (`import type` and `export type` left out). */
export function runtimeImports(source: string): string[] {
  const found: string[] = [];
  const statement = /^\s*(?:import|export)\s+(type\s+)?(?:[^'";]*?\sfrom\s+)?['"]([^'"]+)['"]/gm;
  for (const match of source.matchAll(statement)) if (!match[1]) found.push(match[2]!);
  return found;
}

/** A relative import's file: `./a` is a.ts, or a/index.ts for a folder. */
const moduleFile = (base: string) =>
  existsSync(`${base}.ts`) ? `${base}.ts` : path.join(base, 'index.ts');

/** Every package outside the workspace that `entry` loads, directly or through its imports. */
function packagesLoadedBy(entry: string): Set<string> {
  const packages = new Set<string>();
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    for (const specifier of runtimeImports(readFileSync(file, 'utf8'))) {
      if (specifier.startsWith('.')) visit(moduleFile(path.resolve(path.dirname(file), specifier)));
      else if (specifier === '@clubelf/engine') visit(engineEntry);
      else packages.add(specifier);
    }
  };
  visit(entry);
  return packages;
}

const zodFreeEntries = Object.entries(packageJson.exports).filter(([name]) => name !== '.');

describe('the zod-free entries of the contract', () => {
  it('finds a runtime import and skips a type-only one', () => {
    const source =
      "import { z } from 'zod';\nimport type { A } from './a';\nexport { b } from './b';\nexport type { C } from './c';\nimport {\n  d,\n} from './d';\n";
    expect(runtimeImports(source)).toEqual(['zod', './b', './d']);
  });

  it('sees zod behind the main entry', () => {
    expect(packagesLoadedBy(path.join(root, packageJson.exports['.']))).toContain('zod');
  });

  it.each(zodFreeEntries)('%s loads no zod, directly or through its imports', (_name, file) => {
    expect([...packagesLoadedBy(path.join(root, file))]).toEqual([]);
  });

  it('names every prize and every kind of message', () => {
    expect(Object.keys(PRIJS_NAMEN)).toEqual([...PRIJZEN]);
    expect(Object.keys(BERICHT_SOORT_LABELS)).toEqual([...BERICHT_SOORTEN]);
  });
});
