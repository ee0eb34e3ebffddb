import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The development server forwards API calls and the site root files to a local Convoy server,
// so the app is developed against the same origin layout it has in production.
const SERVER = 'http://localhost:8080';

export default defineConfig({
  base: '/',
  plugins: [react()],
  server: {
    proxy: {
      '/api': { target: SERVER, ws: true },
      '/config.json': SERVER,
      '/announcement.json': SERVER,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // antd is one library of many small modules; two vendor chunks of it load in parallel.
    chunkSizeWarningLimit: 520,
    rolldownOptions: {
      treeshake: {
        // The shared domain package is pure declarations: modules of it the app does not use
        // (and the schema library behind them) stay out of the bundle.
        moduleSideEffects: (id) => (/[\\/]packages[\\/]domain[\\/]/.test(id) ? false : undefined),
      },
      output: {
        // Framework and UI kit change rarely; separate chunks keep them cached across releases.
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/,
            },
            { name: 'antd-icons', test: /node_modules[\\/]@ant-design[\\/]icons/ },
            { name: 'antd-parts', test: /node_modules[\\/](@rc-component|rc-[^\\/]+)[\\/]/ },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design)[\\/]/ },
            { name: 'messages', test: /[\\/]packages[\\/]i18n[\\/]/ },
            { name: 'i18n', test: /node_modules[\\/](i18next|react-i18next|dayjs)[\\/]/ },
          ],
        },
      },
    },
  },
});
