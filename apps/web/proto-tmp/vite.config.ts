import { defineConfig } from 'vite';
export default defineConfig({ root: '/work/main/apps/web/proto-tmp', logLevel: 'warn', build: { outDir: '/tmp/proto/dist', emptyOutDir: true, rollupOptions: { input: '/work/main/apps/web/proto-tmp/entry.tsx' } } });
