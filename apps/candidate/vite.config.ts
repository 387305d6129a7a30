import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { budgets, delivery } from '../../scripts/bundle.mjs';

// The candidate site is its own host in production; locally it has its own port.
export default defineConfig({
  plugins: [react(), delivery({ app: 'candidate', budgets: budgets.candidate })],
  base: '/',
  server: { port: 5175, proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The manifest feeds the route budgets (scripts/bundle.mjs); source maps are served in development only.
  build: { outDir: 'dist', sourcemap: true, manifest: true },
});
