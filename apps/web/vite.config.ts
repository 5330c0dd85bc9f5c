import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built SPA in production; in development Vite proxies the API on the same origin.
export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: { '/api': { target: 'http://localhost:3000', changeOrigin: true } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 300,
  },
});
