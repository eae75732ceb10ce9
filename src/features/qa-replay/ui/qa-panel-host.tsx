// The QA tools once wanted: recording starts at once when asked for (`?qa=1` or the setting), and
// the panel shows while opened. Mantine's styles for the panel's components come with this chunk.
import "@mantine/core/styles/Drawer.css";
import "@mantine/core/styles/Slider.css";
import "@mantine/core/styles/NumberInput.css";
import "@mantine/core/styles/Code.css";
import "@mantine/core/styles/Table.css";

import { Drawer } from "@mantine/core";
import { useUnit } from "effector-react";
import { useEffect } from "react";
import { readQaSettings } from "../config/qa-settings";
import { appQaSession } from "../model/app-qa-session";
import { QaPanel } from "./qa-panel";

export interface QaPanelHostProps {
  opened: boolean;
  recordOnStart: boolean;
  onClose: () => void;
}

export function QaPanelHost({ opened, recordOnStart, onClose }: QaPanelHostProps) {
  const startRecording = useUnit(appQaSession.recordingStarted);
  useEffect(() => {
    if (recordOnStart) startRecording(readQaSettings().capacity);
  }, [recordOnStart, startRecording]);
  return (
    <Drawer
      opened={opened}
      onClose={onClose}
      position="right"
      size={520}
      title="QA 面板：录制与回放"
      withOverlay={false}
      lockScroll={false}
      trapFocus={false}
      closeOnClickOutside={false}
      zIndex={400}
      data-testid="qa-panel"
    >
      <QaPanel session={appQaSession} />
    </Drawer>
  );
}
