// Bundle delivery for the three apps (ADR 0172): precompressed files beside every asset, and the initial
// JavaScript of each entry route measured from Vite's build manifest against a gzip budget.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

// Already-compressed formats (png, woff2, ico with PNG inside) gain nothing.
const compressible = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest)$/;

function* walk(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else yield full;
  }
}

/** Writes `.br` (quality 11) and `.gz` (level 9) beside every compressible file of `dir` above 1 kB. */
export function precompress(dir) {
  let files = 0;
  for (const file of walk(dir)) {
    if (!compressible.test(file) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
    const body = readFileSync(file);
    if (body.length < 1024) continue;
    writeFileSync(`${file}.gz`, gzipSync(body, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(body, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    );
    files++;
  }
  return files;
}

/** A readable name for a manifest key: `index.html` is the entry, `src/screens/JobsScreen.tsx` is `JobsScreen`. */
export function routeName(key) {
  if (key.endsWith('.html')) return 'entry';
  return path.basename(key).replace(/\.[cm]?[jt]sx?$/, '');
}

/**
 * The initial JavaScript of each entry route, from Vite's manifest (`build.manifest: true`): the entry
 * chunk with its static imports, and for every module the entry loads lazily (`import()`, which is how
 * the route tables load their screens) that module's chunk and static imports on top. A new lazy
 * screen is picked up without any list to maintain.
 */
export function routeSizes(outDir) {
  const manifest = JSON.parse(readFileSync(path.join(outDir, '.vite', 'manifest.json'), 'utf8'));
  const closure = (key, into = new Set()) => {
    const chunk = manifest[key];
    if (!chunk || into.has(key)) return into;
    into.add(key);
    for (const imported of chunk.imports ?? []) closure(imported, into);
    return into;
  };
  const sizeCache = new Map();
  const sizes = (key) => {
    if (!sizeCache.has(key)) {
      const body = readFileSync(path.join(outDir, manifest[key].file));
      sizeCache.set(key, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    }
    return sizeCache.get(key);
  };
  const measure = (keys) => {
    let raw = 0;
    let gzip = 0;
    for (const key of keys) {
      if (!manifest[key].file.endsWith('.js')) continue;
      raw += sizes(key).raw;
      gzip += sizes(key).gzip;
    }
    return { raw, gzip, chunks: [...keys].filter((k) => manifest[k].file.endsWith('.js')).length };
  };
  const routes = [];
  for (const [key, chunk] of Object.entries(manifest)) {
    if (!chunk.isEntry) continue;
    const initial = closure(key);
    routes.push({ route: routeName(key), source: key, ...measure(initial) });
    const lazy = new Set();
    for (const k of initial) for (const d of manifest[k].dynamicImports ?? []) lazy.add(d);
    for (const d of [...lazy].sort()) {
      const withRoute = closure(d, new Set(initial));
      routes.push({ route: routeName(d), source: d, ...measure(withRoute) });
    }
  }
  return routes;
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} kB`;

/**
 * Checks every route against the app's budgets (`[{ routes: RegExp, gzipKb }]`, first match wins;
 * routes no budget names are only reported). Returns the report lines and the routes over budget.
 */
export function checkBudgets(app, routes, budgets) {
  const lines = [];
  const over = [];
  for (const r of routes) {
    const budget = budgets.find((b) => b.routes.test(r.route));
    const limit = budget ? budget.gzipKb * 1024 : undefined;
    const share = limit ? ` ${((r.gzip / limit) * 100).toFixed(0).padStart(3)}% of ${budget.gzipKb} kB` : '';
    const flag = limit && r.gzip > limit ? '  OVER BUDGET' : '';
    if (flag) over.push(r);
    lines.push(
      `  ${app.padEnd(10)} ${r.route.padEnd(28)} ${kb(r.raw).padStart(10)} raw ${kb(r.gzip).padStart(9)} gzip  ${String(r.chunks).padStart(2)} chunks${share}${flag}`,
    );
  }
  return { lines, over };
}

/**
 * Vite plugin: after the build, precompress the output and check the route budgets. The build fails
 * when a route is over budget; ARMS_BUDGET=warn (what `npm start` sets) only prints the excess.
 */
export function delivery({ app, budgets }) {
  let outDir = 'dist';
  return {
    name: 'arms-delivery',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        precompress(outDir);
        const { lines, over } = checkBudgets(app, routeSizes(outDir), budgets);
        if (process.env.ARMS_BUDGET_QUIET !== '1')
          console.log(`Initial JavaScript per route (${app}):\n${lines.join('\n')}`);
        if (over.length === 0) return;
        const message = `${app}: ${over.map((r) => `${r.route} ${kb(r.gzip)} gzip`).join(', ')} over the budget (docs/decisions/0172)`;
        if (process.env.ARMS_BUDGET === 'warn') {
          if (process.env.ARMS_BUDGET_QUIET !== '1') console.warn(`Warning: ${message}`);
        } else throw new Error(message);
      },
    },
  };
}

/**
 * The portals' code-splitting groups: the fields every sign-in form uses, and the English strings of the
 * sign-in form and its button (which their components add as they render, docs/decisions/0180), go into
 * one chunk instead of one chunk each (requests and chunk wrappers on the login route once other screens
 * share them). Their Vietnamese (`*.vn.ts`) stays out: it loads with the language (docs/decisions/0187).
 */
export const codeSplitting = {
  groups: [
    {
      name: 'fields',
      test: /packages[\\/]ui[\\/]src[\\/](?![^?]*\.vn\.)(TextField|PasswordField|FormField|Checkbox|LanguageSwitch|internal[\\/]field\.styles|LoginForm[\\/]LoginForm\.strings|Button[\\/]Button\.strings)/,
    },
  ],
};

/**
 * The portals' Rolldown output: the code-splitting groups above, and chunks named by their content hash
 * alone (`assets/<hash>.js`). The entry carries the file list of every lazily loaded screen's chunks
 * (Vite preloads them with the screen); module names in those paths cost the login route 1.2 kB gzip
 * (docs/decisions/0187). The entry keeps its name; source maps still name every source.
 */
export const portalOutput = { codeSplitting, chunkFileNames: 'assets/[hash].js' };

/**
 * The budgets of each app (issue 17): candidate pages 100 kB gzip, the portals' login routes 150 kB. The
 * portals reached it once @arms/domain's labels and the error catalogue's Vietnamese left the login route
 * and chunks were named by their hash alone (docs/decisions/0187: employer 148.9 kB, admin 145.8 kB). A
 * ratchet: lowered with every saving, raised only with an entry in that record saying what grew and why.
 */
export const targets = { employer: 150, arms: 150, candidate: 100 };
export const budgets = {
  employer: [{ routes: /^(entry|.*login.*)$/i, gzipKb: 150 }],
  arms: [{ routes: /^(entry|.*login.*)$/i, gzipKb: 150 }],
  candidate: [{ routes: /.*/, gzipKb: 100 }],
};
