import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const serverUrl = process.env.SERVER_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    target: 'es2022',
  },
  server: {
    proxy: {
      '/api': serverUrl,
      '/client-api': serverUrl,
      '/runtime-config.json': serverUrl,
    },
  },
});
