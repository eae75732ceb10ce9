// Imported by main.tsx right after react-dom/client: the modules after React DOM's evaluate in a
// later task (start-stages.ts).
import { nextStartStage } from "./start-stages";

await nextStartStage();
