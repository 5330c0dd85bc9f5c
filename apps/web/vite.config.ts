import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The API serves the built SPA in production; in development Vite proxies the API on the same origin.
export default defineConfig({
  plugins: [react()],
  // A placeholder the API replaces with a fresh nonce in each index.html it serves (plugins/spa.ts):
  // Mantine's run-time <style> elements need it under the Content-Security-Policy.
  html: { cspNonce: 'csp-nonce-placeholder' },
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
