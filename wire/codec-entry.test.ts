// The "#wire" barrel is in every page's start chunk (socket codes, API paths, the decrypt and
// signer). protobufjs and the generated code (~80 kB minified) must not be reachable from it: they
// are "#wire/codec", which the socket client loads while it signs its first URL. A bundler keeps
// every module a start-chunk import reaches, so this walks the barrel's static imports the way the
// build does (type-only statements are erased; other imports stay, even `import { type X }`).
import { existsSync, readFileSync, statSync } from "node:fs";
import { dirname, join, relative } from "node:path";
import { fileURLToPath } from "node:url";
import { expect, it } from "vitest";

const WIRE = dirname(fileURLToPath(import.meta.url));
const STATIC_IMPORT = /^\s*(?:import|export)(?!\s+type\s)[^;]*?from\s+"([^"]+)"|^\s*import\s+"([^"]+)"/gms;

/** Every file and package a module reaches through static imports. */
function reachable(entry: string): { files: Set<string>; packages: Set<string> } {
  const files = new Set<string>();
  const packages = new Set<string>();
  const visit = (file: string) => {
    if (files.has(file)) return;
    files.add(file);
    for (const match of readFileSync(file, "utf8").matchAll(STATIC_IMPORT)) {
      const specifier = match[1] ?? match[2]!;
      if (!specifier.startsWith(".")) {
        packages.add(specifier);
        continue;
      }
      const base = join(dirname(file), specifier);
      const resolved = [base, `${base}.ts`].find((candidate) => existsSync(candidate) && statSync(candidate).isFile());
      if (!resolved) throw new Error(`${relative(WIRE, file)}: cannot resolve ${specifier}`);
      visit(resolved);
    }
  };
  visit(join(WIRE, entry));
  return { files: new Set([...files].map((file) => relative(WIRE, file))), packages };
}

it("the #wire barrel reaches the socket's codes but no protobuf", () => {
  const { files, packages } = reachable("index.ts");
  expect(files).toContain("socket-frame.ts");
  expect(files).toContain("api-paths.ts");
  expect([...files].filter((file) => /codec|generated/.test(file))).toEqual([]);
  expect([...packages].filter((name) => name.startsWith("protobufjs") || name === "crypto-js")).toEqual([]);
});

it("#wire/codec brings the generated code and protobufjs", () => {
  const { files, packages } = reachable("codec.ts");
  expect([...files].sort()).toEqual(
    expect.arrayContaining(["codec.ts", "generated/wire.js", "match-list-codec.ts", "socket-codec.ts", "socket-frame.ts", "work-slices.ts"]),
  );
  expect(packages).toContain("protobufjs/minimal.js");
});
