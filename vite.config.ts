import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type PluginOption } from "vite";
import { scrollAreaRefsPlugin } from "./scripts/vite/scroll-area-refs-plugin";

// With VITE_API_BASE_URL unset the embedded simulated backend (sim/) is served on the app's own
// origin by a plugin, for `vite` (npm start) and `vite preview` alike. With it set, the sim is
// neither loaded nor bundled: the app talks to the real API.
export default defineConfig(async ({ mode }) => {
  const env = loadEnv(mode, process.cwd(), "");
  const plugins: PluginOption[] = [react(), scrollAreaRefsPlugin()];
  if (!env.VITE_API_BASE_URL) {
    const { simPlugin } = await import("./sim/host/vite-plugin");
    plugins.push(simPlugin());
  }
  return {
    plugins,
    resolve: {
      alias: {
        "@": fileURLToPath(new URL("./src", import.meta.url)),
        // No 64-bit field is on the wire: protobufjs gets an empty module for long.js.
        long: fileURLToPath(new URL("./wire/long-stub.ts", import.meta.url)),
      },
    },
    build: {
      target: "es2022",
      sourcemap: true,
      // What the entry imports at start-up ships as one chunk (instead of a dozen small shared
      // ones); pages, dialogs and popovers keep their own lazy chunks. Named "index", as the entry's
      // chunk was before the start-up's top-level awaits (app/entrypoint/start-stages.ts) made the
      // entry a chunk of this group: tests and benchmarks find the start chunk as assets/index-*.js.
      rolldownOptions: { output: { codeSplitting: { groups: [{ name: "index", tags: ["$initial" as const] }] } } },
      // That start chunk is ~590 kB minified (~180 kB gzip, React DOM the largest part); the
      // benchmark reports what a page downloads first, so the warning adds nothing.
      chunkSizeWarningLimit: 650,
    },
    preview: { host: "127.0.0.1", port: 4173, strictPort: true },
    server: { host: "127.0.0.1", port: 5173 },
  };
});
