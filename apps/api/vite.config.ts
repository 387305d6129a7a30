import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies: Record<string, string>;
};
// Our own workspace packages are TypeScript sources: they are bundled in. Every other dependency stays
// an import that plain Node resolves from node_modules at run time.
const bundled = Object.keys(pkg.dependencies).filter((name) => name.startsWith('@arms/'));
const external = Object.keys(pkg.dependencies).filter((name) => !bundled.includes(name));

/** The production build of the API: one ES module for plain Node (`node dist/server.js`), no loader. */
export default defineConfig({
  build: {
    ssr: 'src/server.ts',
    outDir: 'dist',
    emptyOutDir: true,
    target: 'node20.19',
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      external: (id) => id.startsWith('node:') || external.some((name) => id === name || id.startsWith(`${name}/`)),
      output: { entryFileNames: 'server.js' },
    },
  },
  ssr: { noExternal: bundled, target: 'node' },
  logLevel: 'warn',
});
