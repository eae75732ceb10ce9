import { Box } from "@mantine/core";
import { Outlet, useRouterState } from "@tanstack/react-router";
import type { CSSProperties } from "react";
import { LoginDialogOnDemand } from "@/features/auth";
import { FeedbackDialogsOnDemand } from "@/features/feedback";
import { QaPanelMount } from "@/features/qa-replay";
import { SessionMenu } from "@/features/session-menu";
import { Footer } from "@/widgets/footer";
import { Header, HEADER_HEIGHT } from "@/widgets/header";
import { useLoginRecheckOnVisible } from "./login-guard";

const shellStyle = {
  "--app-header-height": `${HEADER_HEIGHT}px`,
  display: "flex",
  flexDirection: "column",
  minHeight: "100vh",
  backgroundColor: "var(--mantine-color-body)",
} as CSSProperties;

export function RootLayout() {
  useLoginRecheckOnVisible();
  // Home lets its hero run under the translucent header; every other page starts below it.
  const isHome = useRouterState({ select: (state) => state.location.pathname === "/" });
  return (
    <Box style={shellStyle}>
      <Header rightSection={<SessionMenu />} />
      <Box component="main" flex={1} pt={isHome ? 0 : HEADER_HEIGHT}>
        <Outlet />
      </Box>
      <Footer />
      {/* Mounted once: loginRequested, feedbackOpened and complaintOpened open them from anywhere;
          their code downloads the first time one opens. */}
      <LoginDialogOnDemand />
      <FeedbackDialogsOnDemand />
      <QaPanelMount />
    </Box>
  );
}
