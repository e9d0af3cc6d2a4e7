import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

const backend = 'http://localhost:8080';

/** The operator console: its own bundle under /console/, never loaded by the app. */
export default defineConfig({
  base: '/console/',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // The console's CSP allows images from 'self' and data: (the QR code) only.
    assetsInlineLimit: 0,
    target: 'es2022',
    chunkSizeWarningLimit: 2048,
  },
  server: {
    proxy: Object.fromEntries(['/ops', '/wps', '/media'].map((p) => [p, backend])),
  },
});
