import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import react from "@vitejs/plugin-react";
import { defineConfig } from "vitest/config";

// Unit tests live beside the code (*.test.ts[x]); integration tests in tests/integration.
// DOM tests opt in with `// @vitest-environment jsdom` so node-only tests stay fast.
export default defineConfig({
  plugins: [react()],
  resolve: { alias: { "@": fileURLToPath(new URL("./src", import.meta.url)) } },
  test: {
    include: ["src/**/*.test.{ts,tsx}", "wire/**/*.test.ts", "sim/**/*.test.ts", "scripts/**/*.test.{ts,tsx}", "tests/integration/**/*.test.{ts,tsx}"],
    environment: "node",
    setupFiles: ["tests/setup/vitest-setup.ts"],
    restoreMocks: true,
    testTimeout: 15000,
    // Threads, and one per core: Vitest's default (cores − 1, in forks) runs one file at a time on
    // a 2-core machine. Measured on this one: 498 s → 272–307 s for the whole suite.
    pool: "threads",
    maxWorkers: availableParallelism(),
  },
});
