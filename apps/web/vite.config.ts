import { fileURLToPath } from 'node:url';
import linguiMacro from '@lingui/babel-plugin-lingui-macro';
import { getConfig } from '@lingui/conf';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompressPlugin } from './build/precompress';

/** Lingui's macros become catalogue lookups at build time; `.po` catalogues compile when imported. */
export const reactWithLingui = () => {
  // Named so the unit tests, run from the repository root, find it too.
  const configPath = new URL('./lingui.config.js', import.meta.url).pathname;
  return [
    react({ babel: { plugins: [[linguiMacro, { linguiConfig: getConfig({ configPath }) }]] } }),
    lingui({ configPath }),
  ];
};

/**
 * The libraries every screen draws with load as two files, not as the two hundred slivers automatic
 * splitting cuts them into: each sliver is a request, a preload link and a module to link, and a screen
 * needed ~150 of them. The editors' and charts' libraries stay apart, loaded with the first editor or chart.
 */
const chunkGroups = [
  {
    name: 'react',
    test: /node_modules[\\/](react|react-dom|scheduler|react-router|@tanstack|@lingui)[\\/]/,
    priority: 2,
  },
  {
    name: 'ui',
    test: /node_modules[\\/](@mantine[\\/](core|hooks|dates|modals|notifications)|@floating-ui|@tabler|dayjs|clsx|react-number-format|react-remove-scroll|react-textarea-autosize|use-callback-ref|use-sidecar|tslib)[\\/]/,
    priority: 1,
  },
];

// The API serves the built SPA in production; in development Vite proxies the API on the same origin.
export default defineConfig({
  plugins: [...reactWithLingui(), precompressPlugin()],
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
    // The travellers' own page is a second entry, so it never loads the staff app's bundle.
    rolldownOptions: {
      input: {
        main: fileURLToPath(new URL('./index.html', import.meta.url)),
        traveller: fileURLToPath(new URL('./traveller.html', import.meta.url)),
      },
      output: { codeSplitting: { groups: chunkGroups } },
    },
  },
});
