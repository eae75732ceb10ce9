// Entry of the naive baseline list (benchmark only; built by bench/vite.config.bench.ts, never
// part of the app's bundle).
import { createRoot } from "react-dom/client";
import { BaselineList } from "./baseline-list";

const container = document.getElementById("root");
if (!container) throw new Error("bench/baseline/index.html must contain <div id=\"root\">");
createRoot(container).render(<BaselineList />);
