import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { inlineMessages } from './build-plugins/inline-messages.ts';
import { lightEndpoints } from './build-plugins/light-endpoints.ts';
import { preloadOnlyMissing } from './build-plugins/preload-deps.ts';

const textFile = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;

/**
 * Every text file of the build is written beside itself brotli- and gzip-compressed at the
 * highest levels, once, so the server sends the smaller file without compressing per request.
 */
function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'simmer-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.ssr ? '' : path.resolve(config.root, config.build.outDir);
    },
    // After every other plugin's files are written (the service worker is built at that step).
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        // The server's renderer (`vite build --ssr`) is read from disk, never sent.
        if (!outDir) return;
        const walk = (dir: string): string[] =>
          readdirSync(dir).flatMap((name) => {
            const file = path.join(dir, name);
            return statSync(file).isDirectory() ? walk(file) : [file];
          });
        for (const file of walk(outDir).filter((f) => textFile.test(f))) {
          const data = readFileSync(file);
          if (data.length < 1024) continue;
          writeFileSync(`${file}.gz`, gzipSync(data, { level: 9 }));
          writeFileSync(
            `${file}.br`,
            brotliCompressSync(data, {
              params: {
                [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
              },
            }),
          );
        }
      },
    },
  };
}

const preload = preloadOnlyMissing();

/**
 * The service worker (src/sw/sw.ts), built with Workbox into dist/sw.js (decision 761). The app
 * registers it itself (src/lib/service-worker.ts) and keeps its own web manifest (public/), so
 * the plugin only builds the worker and gives it the precache list: the manifest and the icons
 * it names first. Hashed assets are cached as pages use them, not all at install.
 */
const serviceWorker = () =>
  VitePWA({
    strategies: 'injectManifest',
    srcDir: 'src/sw',
    filename: 'sw.ts',
    injectRegister: false,
    manifest: false,
    injectManifest: { globPatterns: ['manifest.webmanifest', 'favicon.svg', 'icon-192.png'] },
  });

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [
    react(),
    inlineMessages(),
    lightEndpoints(),
    preload.plugin,
    isSsrBuild ? [] : serviceWorker(),
    precompress(),
  ],
  ssr: {
    // Bundled into the renderer, so only the icons the pages draw are there: left as an import,
    // Node loads every one of the library's thousands (about 75 MB of the server's memory).
    noExternal: ['@tabler/icons-react', /^@mantine\//],
  },
  server: {
    port: 5173,
    proxy: { '/v1': { target: 'http://localhost:3000', changeOrigin: false } },
  },
  build: {
    // The server's renderer runs on the server's Node (22 or newer).
    target: isSsrBuild ? 'node22' : undefined,
    sourcemap: false,
    chunkSizeWarningLimit: 900,
    // dist/.vite/manifest.json: which chunks each page loads (the bench's first-load figure).
    manifest: true,
    modulePreload: { resolveDependencies: preload.resolveDependencies },
    // The client's chunks only: the server's renderer is one entry whose exports the server reads.
    rolldownOptions: isSsrBuild
      ? undefined
      : {
          // Required by the inlining below: the entry's unused exports may go.
          preserveEntrySignatures: false,
          output: {
            // A page's first load in a few files instead of dozens (decision 620): what the entry
            // imports is one chunk, and a small chunk shared by lazy parts is copied into each of
            // them (the bundler keeps one module state across the copies) instead of being fetched
            // as a file of its own. Chunks holding styles stay files.
            codeSplitting: {
              groups: [{ name: 'initial', tags: ['$initial'] }],
              experimentalInlineCommonChunks: {
                maxSize: 12 * 1024,
                exclude: /\.(css|scss|sass|less|styl|stylus|pcss|postcss|sss)(\?|$)/,
              },
            },
          },
        },
  },
}));
