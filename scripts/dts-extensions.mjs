// Node's `node16`/`nodenext` resolution needs full relative specifiers in the published declarations:
// `./Button` silently resolves to nothing there and every import becomes `any`. tsc keeps the sources'
// extensionless specifiers (they are right for the bundler), so after `tsc` the package build rewrites
// each relative specifier of every `.d.ts` to the file it names: `./Button.js` or `./Button/index.js`
// (ADR 0173). Usage: node scripts/dts-extensions.mjs <dist folder>
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

function* declarations(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* declarations(full);
    else if (entry.name.endsWith('.d.ts')) yield full;
  }
}

/** The specifier with its extension, or undefined when it already has one or names no declaration. */
export function withExtension(file, specifier) {
  const relative = specifier === '.' || specifier === '..' || specifier.startsWith('./') || specifier.startsWith('../');
  if (!relative) return undefined;
  if (/\.(c|m)?js$|\.json$/.test(specifier)) return undefined;
  const target = path.resolve(path.dirname(file), specifier);
  if (existsSync(`${target}.d.ts`)) return `${specifier}.js`;
  if (existsSync(path.join(target, 'index.d.ts'))) return `${specifier.replace(/\/$/, '')}/index.js`;
  throw new Error(`${file}: '${specifier}' names no declaration file`);
}

// `from '...'`, `import '...'`, `import('...')` and `export ... from '...'`.
const specifiers = /(\bfrom\s*|\bimport\s*\(\s*|\bimport\s+)(['"])([^'"\n]+)\2/g;

export function rewrite(dist) {
  let changed = 0;
  for (const file of declarations(dist)) {
    const text = readFileSync(file, 'utf8');
    const next = text.replace(specifiers, (match, lead, quote, specifier) => {
      const fixed = withExtension(file, specifier);
      return fixed ? `${lead}${quote}${fixed}${quote}` : match;
    });
    if (next !== text) {
      writeFileSync(file, next);
      changed++;
    }
  }
  return changed;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const dist = path.resolve(process.argv[2] ?? 'dist');
  console.log(`dts-extensions: ${rewrite(dist)} declaration files given full relative specifiers in ${dist}`);
}
