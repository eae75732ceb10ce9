import { build } from "vite";
const out: any = await build({ logLevel: "silent", build: { write: false, sourcemap: false } });
const outputs = (Array.isArray(out) ? out : [out]).flatMap((o: any) => o.output);
const want = process.argv[2];
for (const chunk of outputs) {
  if (chunk.type !== "chunk" || !chunk.fileName.includes(want)) continue;
  console.log("==", chunk.fileName, "imports:", chunk.imports.join(" "));
  for (const id of Object.keys(chunk.modules)) console.log("  ", id.replace(process.cwd() + "/", "").replace(/.*node_modules\//, "nm/"));
}
