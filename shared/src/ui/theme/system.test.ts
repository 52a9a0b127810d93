/** @jest-environment node */
import fs from 'node:fs';
import path from 'node:path';
import { defaultSystem } from '@chakra-ui/react';
import { system } from './system';

const repoRoot = path.resolve(__dirname, '..', '..', '..', '..');
const chakraEsm = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json')),
  'dist',
  'esm',
);

/** Each name Chakra's barrel exports, and the file it comes from. */
function chakraExports(): Map<string, string> {
  const barrel = fs.readFileSync(path.join(chakraEsm, 'index.js'), 'utf8');
  const namespaces = new Map(
    [...barrel.matchAll(/import \* as (\S+) from '([^']+)'/g)].map((m) => [m[1], m[2]]),
  );
  const files = new Map<string, string>();
  for (const [, names, from] of barrel.matchAll(/export \{([^}]*)\}(?: from '([^']+)')?/g)) {
    for (const part of names.split(',')) {
      const [name, alias] = part.trim().split(/\s+as\s+/);
      const file = from ?? namespaces.get(name);
      if (name && file) files.set(alias ?? name, path.join(chakraEsm, file));
    }
  }
  return files;
}

/** The component files `file` imports, itself included (Chakra's own component folders only). */
function componentClosure(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file) || !file.startsWith(path.join(chakraEsm, 'components'))) return seen;
  seen.add(file);
  for (const [, request] of fs.readFileSync(file, 'utf8').matchAll(/from '(\.[^']+)'/g)) {
    componentClosure(path.resolve(path.dirname(file), request), seen);
  }
  return seen;
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'testing' ? [] : sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** The names every front-end package imports from '@chakra-ui/react' (types apart). */
function importedChakraNames(): Set<string> {
  const packages = fs
    .readdirSync(repoRoot)
    .filter((name) => name === 'shell' || name === 'shared' || name.startsWith('mfe-'));
  const names = new Set<string>();
  for (const file of packages.flatMap((name) => sourceFiles(path.join(repoRoot, name, 'src')))) {
    const source = fs.readFileSync(file, 'utf8');
    for (const [, list] of source.matchAll(/import\s*\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g)) {
      for (const part of list.split(',')) {
        const name = part.trim().split(/\s+as\s+/)[0];
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}

/** The recipe keys (`key: "button"`) of the components Vigía's packages import. */
function usedRecipeKeys(): string[] {
  const exports = chakraExports();
  const keys = new Set<string>();
  for (const name of importedChakraNames()) {
    const file = exports.get(name);
    if (!file) continue;
    for (const component of componentClosure(file)) {
      for (const [, key] of fs.readFileSync(component, 'utf8').matchAll(/key: "(\w+)"/g)) {
        keys.add(key);
      }
    }
  }
  return [...keys].filter((key) => defaultSystem.hasRecipe(key)).sort();
}

describe('system', () => {
  it('has the recipe of every Chakra component a Vigía package imports', () => {
    const used = usedRecipeKeys();
    expect(used).toEqual(expect.arrayContaining(['button', 'dialog', 'field', 'toast']));
    expect(used.filter((key) => !system.hasRecipe(key))).toEqual([]);
  });

  it("leaves out recipes of components nobody imports, and keeps Chakra's tokens", () => {
    expect(system.hasRecipe('datePicker')).toBe(false);
    expect(system.hasRecipe('colorPicker')).toBe(false);
    expect(system.token('colors.brand.600')).toBe('#254bea');
    expect(system.token('colors.red.500')).toBe(defaultSystem.token('colors.red.500'));
  });
});
