import { defineConfig } from 'vite';

/**
 * The hosted checkout page's build (`/pay/{link_id}`, DESIGN 19): a web entry of its own, apart from
 * the dashboard's bundle, so a customer's phone loads only Preact and the page (at most 60 KB
 * gzipped, bench/bundles.ts). Served under /pay/ (the local server and CloudFront), output in
 * checkout/dist/. Plain esbuild JSX for Preact: no plugin needed.
 */
export default defineConfig({
  base: '/pay/',
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0 },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
});
