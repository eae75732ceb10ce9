// The start chunk is one script, and a script's modules evaluate in one task: ~250 ms of a
// phone-class CPU (React DOM's module, the UI kit, the router, the models' units), all of it
// blocking time. A top-level await of a yield at five points (after the start-up calls have left,
// after React DOM, after the UI kit and query client, before the router is made, before the
// start-up runs) ends the task there, so
// the rest evaluates in later tasks, each well under 50 ms at 1×. Not on a page that opens with
// today's list: there the day's decoding and the socket's frames take those gaps, and the first
// rows came ~80 ms later (bench/README.md, thirty-fifth session). The awaits make the chunk's top
// level an async function, which costs its evaluation some 20–40 ms at 1× on every page, the
// boards too; the pages that pause gain more than that.
import { yieldToMain } from "@/shared/lib/main-thread";
import { opensWithFirstList } from "./first-list";

const inOneGo = typeof window === "undefined" || opensWithFirstList();

/** Await at a module's top level: a new task for the rest of the start chunk, or nothing on a list page. */
export function nextStartStage(): Promise<void> | undefined {
  return inOneGo ? undefined : yieldToMain();
}
