import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The candidate site is its own host in production; locally it has its own port.
export default defineConfig({
  plugins: [react()],
  base: '/',
  server: { port: 5175, proxy: { '/api': 'http://127.0.0.1:3000' } },
  build: { outDir: 'dist', sourcemap: true },
});
