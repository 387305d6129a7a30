import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The admin app lives under /arms/ beside the employer app; routes keep their full /arms paths.
export default defineConfig({
  plugins: [react()],
  base: '/arms/',
  server: { port: 5174, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { outDir: 'dist', sourcemap: true },
});
