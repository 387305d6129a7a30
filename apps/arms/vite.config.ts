import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { budgets, delivery, portalOutput } from '../../scripts/bundle.mjs';

// The admin app lives under /arms/ beside the employer app; routes keep their full /arms paths.
export default defineConfig({
  plugins: [react(), delivery({ app: 'arms', budgets: budgets.arms })],
  base: '/arms/',
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The manifest feeds the route budgets (scripts/bundle.mjs); source maps are served in development only.
  build: { outDir: 'dist', sourcemap: true, manifest: true, rolldownOptions: { output: portalOutput } },
});
