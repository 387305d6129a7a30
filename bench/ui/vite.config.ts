import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({ plugins: [react()], root: __dirname, build: { outDir: 'dist', emptyOutDir: true } });
