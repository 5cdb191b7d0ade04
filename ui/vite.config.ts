import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { blueprintIconAssets } from './blueprint-icons.vite-plugin.ts';

export default defineConfig({
  plugins: [react(), blueprintIconAssets()],
  server: { port: 5173, proxy: { '/api': 'http://localhost:3000', '/files': 'http://localhost:3000' } },
  build: { outDir: 'dist', sourcemap: false, chunkSizeWarningLimit: 900 },
});
