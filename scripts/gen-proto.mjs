// Generates the static protobufjs codec (the fast decoder) and its typings from proto/*.proto.
// The output is build output: gitignored, never hand-edited. Runs before start, build and test.
import { execFileSync } from "node:child_process";
import { mkdirSync, readdirSync, readFileSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
const outDir = join(root, "wire/generated");
const js = join(outDir, "wire.js");
const dts = join(outDir, "wire.d.ts");
const protos = readdirSync(join(root, "proto"))
  .filter((f) => f.endsWith(".proto"))
  .sort()
  .map((f) => join(root, "proto", f));

mkdirSync(outDir, { recursive: true });
const bin = (name) => join(root, "node_modules/.bin", name);
execFileSync(bin("pbjs"), [
  "-t", "static-module", "-w", "es6",
  "--no-delimited", "--no-service", "--no-verify",
  "-p", join(root, "proto"),
  "-o", js, ...protos,
], { stdio: "inherit" });
// protobufjs 8 exports "protobufjs/minimal.js"; the ESM import needs the extension under Node.
writeFileSync(js, readFileSync(js, "utf8").replace(/from "protobufjs\/minimal"/, 'from "protobufjs/minimal.js"'));
execFileSync(bin("pbts"), ["-o", dts, js], { stdio: "inherit" });
console.log(`proto: generated ${js.replace(root + "/", "")} from ${protos.length} files`);
