// Run by the Containerfile's build stage: makes the web app's server renderer
// (apps/web/dist-ssr/entry-server.js, whose React, Mantine and icon imports `vite build --ssr`
// leaves to node_modules) one self-contained module, so the image installs the server's
// production dependencies only, not the web app's (about 200 MB less).
import { rename } from 'node:fs/promises';
import path from 'node:path';
import { build } from 'esbuild';

const dir = path.resolve(import.meta.dirname, '../../apps/web/dist-ssr');
const entry = path.join(dir, 'entry-server.js');
const bundled = path.join(dir, 'entry-server.bundled.js');
await build({
  entryPoints: [entry],
  outfile: bundled,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22',
  logLevel: 'warning',
  legalComments: 'none',
  define: { 'process.env.NODE_ENV': '"production"' },
  // CommonJS packages in an ES module bundle still call require() for Node's own modules.
  banner: {
    js: "import { createRequire as __simmerRequire } from 'node:module'; const require = __simmerRequire(import.meta.url);",
  },
});
await rename(bundled, entry);
console.log('web: server renderer bundled into apps/web/dist-ssr/entry-server.js');
