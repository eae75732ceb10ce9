import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig, loadEnv, type PluginOption } from "vite";

// With VITE_API_BASE_URL unset the embedded simulated backend (sim/) is served on the app's own
// origin by a plugin, for `vite` (npm start) and `vite preview` alike. With it set, the sim is
// neither loaded nor bundled: the app talks to the real API.
export default defineConfig(async ({ mode }) => {
  const env = loadEnv(mode, process.cwd(), "");
  const plugins: PluginOption[] = [react()];
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
    build: { target: "es2022", sourcemap: true },
    preview: { host: "127.0.0.1", port: 4173, strictPort: true },
    server: { host: "127.0.0.1", port: 5173 },
  };
});
