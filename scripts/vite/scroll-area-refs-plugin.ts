// Build only. Mantine's ScrollArea imports one hook, useMergeRefs, from @floating-ui/react; in the
// build that made every chunk with a scroll area (Mantine's Table and Modal among them) import
// floating-ui's whole shared chunk (~15 KiB gzip) that only popovers use. The plugin resolves that
// one import to the same hook built on @mantine/hooks (scroll-area-merge-refs.ts), so a table or
// a dialog downloads no floating-ui (bench/README.md, "nineteenth session").
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

const SCROLL_AREA = /[\\/]@mantine[\\/]core[\\/]esm[\\/]components[\\/]ScrollArea[\\/]ScrollArea\.mjs$/;
export const MERGE_REFS_SHIM = fileURLToPath(new URL("./scroll-area-merge-refs.ts", import.meta.url));

/** Where an import resolves instead: the shim for ScrollArea's @floating-ui/react, else nothing (the usual resolution). */
export function scrollAreaImport(source: string, importer: string | undefined): string | null {
  return source === "@floating-ui/react" && importer !== undefined && SCROLL_AREA.test(importer) ? MERGE_REFS_SHIM : null;
}

export function scrollAreaRefsPlugin(): Plugin {
  return {
    name: "kanqiu:scroll-area-refs",
    apply: "build",
    enforce: "pre",
    resolveId(source, importer) {
      return scrollAreaImport(source, importer);
    },
  };
}
