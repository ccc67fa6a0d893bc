import { defineConfig } from 'vite';

/**
 * The dashboard web app's build: served under /dashboard/ (the local server and CloudFront), output
 * in dashboard/dist/. Plain esbuild JSX for Preact: no plugin needed.
 */
export default defineConfig({
  base: '/dashboard/',
  logLevel: 'warn',
  build: { outDir: 'dist', emptyOutDir: true, target: 'es2022', assetsInlineLimit: 0 },
  esbuild: { jsx: 'automatic', jsxImportSource: 'preact' },
});
