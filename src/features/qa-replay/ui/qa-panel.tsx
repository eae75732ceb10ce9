// The QA panel's sections; what changes by itself (connection, rates, frames, hash) is read once
// a second while the panel is open.
import { Stack } from "@mantine/core";
import { useUnit } from "effector-react";
import { useEffect } from "react";
import type { QaSession } from "../model/qa-session";
import { ConnectionLine } from "./connection-line";
import { FrameInspector } from "./frame-inspector";
import { RatesTable } from "./rates-table";
import { RecordingSection } from "./recording-section";
import { ReplaySection } from "./replay-section";

export function QaPanel({ session }: { session: QaSession }) {
  const tick = useUnit(session.ticked);
  useEffect(() => {
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [tick]);
  return (
    <Stack gap="lg">
      <ConnectionLine session={session} />
      <RecordingSection session={session} />
      <ReplaySection session={session} />
      <RatesTable session={session} />
      <FrameInspector session={session} />
    </Stack>
  );
}
