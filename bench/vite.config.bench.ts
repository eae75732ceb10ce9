// Build and preview of the naive baseline list (bench/baseline), with the same embedded sim as
// the app: `npx vite build --config bench/vite.config.bench.ts`, then
// `npx vite preview --config bench/vite.config.bench.ts --port <port>`. Its own root and output,
// so the app's build (vite.config.ts, root index.html) never includes the baseline.
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vite";
import { simPlugin } from "../sim/host/vite-plugin";

export default defineConfig({
  root: fileURLToPath(new URL("./baseline", import.meta.url)),
  plugins: [react(), simPlugin()],
  resolve: { alias: { "@": fileURLToPath(new URL("../src", import.meta.url)) } },
  // bench/results/ is gitignored.
  build: { target: "es2022", outDir: fileURLToPath(new URL("./results/baseline-dist", import.meta.url)), emptyOutDir: true },
  preview: { host: "127.0.0.1", port: 4180, strictPort: true },
});
