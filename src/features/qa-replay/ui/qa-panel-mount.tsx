// The QA tools as the app mounts them: nothing but a key listener until `?qa=1`, the stored
// setting or the chord asks for them; then the panel's code downloads (a chunk of its own).
import { useEffect, useState } from "react";
import { createOnDemand } from "@/shared/ui/on-demand";
import { qaInUrl, recordsOnStart } from "../config/qa-switch";

const QaPanelHost = createOnDemand(() => import("./qa-panel-host").then((module) => module.QaPanelHost));

/** Ctrl+Alt+Q opens and closes the panel (Ctrl+Shift+Q quits Chrome on Windows and Linux). */
const isChord = (event: KeyboardEvent) =>
  event.ctrlKey && event.altKey && !event.shiftKey && !event.metaKey && event.code === "KeyQ" && !event.getModifierState("AltGraph");

interface MountState {
  wanted: boolean;
  opened: boolean;
  recordOnStart: boolean;
}

function initialState(): MountState {
  const inUrl = qaInUrl(window.location.search);
  const recordOnStart = inUrl || recordsOnStart();
  return { wanted: recordOnStart, opened: inUrl, recordOnStart };
}

export function QaPanelMount() {
  const [state, setState] = useState(initialState);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (!isChord(event)) return;
      event.preventDefault();
      setState((current) => ({ ...current, wanted: true, opened: !current.opened }));
    };
    window.addEventListener("keydown", onKey);
    return () => window.removeEventListener("keydown", onKey);
  }, []);
  return (
    <QaPanelHost
      wanted={state.wanted}
      opened={state.opened}
      recordOnStart={state.recordOnStart}
      onClose={() => setState((current) => ({ ...current, opened: false }))}
    />
  );
}
