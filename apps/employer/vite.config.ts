import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { budgets, delivery, portalOutput } from '../../scripts/bundle.mjs';

// In development the API runs on its own port; the built app is served by the API itself.
export default defineConfig({
  plugins: [react(), delivery({ app: 'employer', budgets: budgets.employer })],
  base: '/',
  server: { port: 5173, proxy: { '/api': 'http://127.0.0.1:3000' } },
  // The manifest feeds the route budgets (scripts/bundle.mjs); source maps are served in development only.
  build: { outDir: 'dist', sourcemap: true, manifest: true, rolldownOptions: { output: portalOutput } },
});
