// Bundles page-probe.ts (with the generated socket codec) into one IIFE script text for
// page.addInitScript, with Vite's own build API: no extra dependency.
import { build, type Rolldown } from "vite";
import { REPO } from "./servers";

export async function bundleProbe(): Promise<string> {
  const output = await build({
    configFile: false,
    root: REPO,
    logLevel: "warn",
    publicDir: false,
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      target: "es2022",
      lib: { entry: "bench/list-bench/page-probe.ts", formats: ["iife"], name: "kanqiuBenchProbe", fileName: () => "probe.js" },
    },
  });
  const outputs = (Array.isArray(output) ? output : [output]) as Rolldown.RolldownOutput[];
  const chunk = outputs.flatMap((o) => o.output).find((item) => item.type === "chunk");
  if (!chunk || chunk.type !== "chunk") throw new Error("probe bundle produced no chunk");
  return chunk.code;
}
