import { readFileSync } from 'node:fs';
import { defineConfig } from 'vite';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')) as {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
};
// Dependencies and peers stay imports; the consumer's bundler resolves them once.
const external = [...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.peerDependencies ?? {})];

/** The published build: ESM, one module per source file so bundlers can tree-shake. */
export default defineConfig({
  build: {
    lib: { entry: { index: 'src/index.ts', 'mocks/index': 'src/mocks/index.ts' }, formats: ['es'] },
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    minify: false,
    rolldownOptions: {
      external: (id) => external.some((name) => id === name || id.startsWith(`${name}/`)) || id.startsWith('react/'),
      output: { preserveModules: true, preserveModulesRoot: 'src', entryFileNames: '[name].js' },
    },
  },
});
