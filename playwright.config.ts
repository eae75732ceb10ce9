import { defineConfig } from "@playwright/test";
import { BENCH_CHROMIUM_ARGS } from "./bench/list-bench/chromium-args";

// End-to-end tests: the production build served by `vite preview` with the embedded sim, driven
// in Debian's Chromium. The network is closed, so Chromium runs with background networking off.
// E2E_PORT lets two runs share a machine (e.g. a CI check while developing).
const PORT = Number(process.env.E2E_PORT ?? 4173);

export default defineConfig({
  testDir: "tests/e2e",
  testMatch: "**/*.e2e.ts",
  timeout: 60_000,
  expect: { timeout: 15_000 },
  workers: 1,
  retries: 0,
  reporter: [["list"], ["json", { outputFile: "test-results/e2e.json" }]],
  outputDir: "test-results/e2e-artifacts",
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    browserName: "chromium",
    locale: "zh-CN",
    viewport: { width: 1366, height: 900 },
    screenshot: "only-on-failure",
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
      // The benchmarks' flags: the design brief's, and Chromium's own omnibox pop-up off.
      args: [...BENCH_CHROMIUM_ARGS],
    },
  },
  webServer: {
    command: `npm run build && npx vite preview --host 127.0.0.1 --port ${PORT} --strictPort`,
    url: `http://127.0.0.1:${PORT}/`,
    reuseExistingServer: !process.env.CI,
    timeout: 240_000,
    stdout: "pipe",
    env: { SIM_SEED: "20261121", VITE_CONFIG_NATIVE_IGNORE_WARNING: "true" },
  },
});
