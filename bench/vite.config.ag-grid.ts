// Build and preview of the AG Grid Community peer list (bench/ag-grid), with the same embedded sim
// as the app: `npx vite build --config bench/vite.config.ag-grid.ts`, then
// `npx vite preview --config bench/vite.config.ag-grid.ts --port <port>`. Its own root and output
// (like the baseline's bench/vite.config.bench.ts), so the app's build never includes it.
import { fileURLToPath } from "node:url";
import { defineConfig } from "vite";
import { simPlugin } from "../sim/host/vite-plugin";

export default defineConfig({
  root: fileURLToPath(new URL("./ag-grid", import.meta.url)),
  plugins: [simPlugin()],
  // bench/results/ is gitignored.
  build: {
    target: "es2022",
    outDir: fileURLToPath(new URL("./results/ag-grid-dist", import.meta.url)),
    emptyOutDir: true,
    // The page with AG Grid's core and the three modules it registers is one chunk of ~770 kB
    // minified (~210 kB gzip); the benchmark reports what the page downloads before its first row,
    // so the warning adds nothing.
    chunkSizeWarningLimit: 1500,
  },
  preview: { host: "127.0.0.1", port: 4181, strictPort: true },
});
