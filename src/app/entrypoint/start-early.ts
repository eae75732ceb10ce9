// What a first view waits on that can start before the rest of the start chunk has run: the
// socket's connection and the first list's request. main.tsx imports this module first, so it
// runs ahead of React, the router and the UI kit (a few hundred ms of script evaluation).
import { appSocket } from "@/shared/api";
import { startFirstListCall } from "./first-list";
import { nextStartStage } from "./start-stages";

// startApp connects it again later, which does nothing while it connects or is open.
appSocket.connect();
startFirstListCall();

// The rest of the start chunk evaluates in later tasks (start-stages.ts).
await nextStartStage();
