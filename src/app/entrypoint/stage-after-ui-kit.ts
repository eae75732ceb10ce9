// Imported by app.tsx right after the providers (the UI kit, the query client): the app's own
// modules (routes, widgets, models) evaluate in a later task (start-stages.ts).
import { nextStartStage } from "./start-stages";

await nextStartStage();
