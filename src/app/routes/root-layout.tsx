import { Box } from "@mantine/core";
import { Outlet, useRouter, useRouterState } from "@tanstack/react-router";
import { useUnit } from "effector-react";
import { startTransition, useEffect, useState, type CSSProperties } from "react";
import { $downloadBannerShown, DownloadBanner, DownloadPromptMount } from "@/features/app-download";
import { LoginDialogOnDemand } from "@/features/auth";
import { FeedbackDialogsOnDemand } from "@/features/feedback";
import { QaPanelMount } from "@/features/qa-replay";
import { HeaderSearch } from "@/features/search";
import { SessionMenu } from "@/features/session-menu";
import { StartBroadcastButton } from "@/features/start-broadcast";
import { Footer } from "@/widgets/footer";
import { Header, HEADER_HEIGHT } from "@/widgets/header";
import { SidePanel } from "@/widgets/side-panel";
import { ROUTES } from "@/shared/routes";
import { useLoginRecheckOnVisible } from "./login-guard";
import { firstRenderAtOnce } from "./route-meta";

const shellStyle = {
  "--app-header-height": `${HEADER_HEIGHT}px`,
  display: "flex",
  flexDirection: "column",
  minHeight: "100vh",
  backgroundColor: "var(--mantine-color-body)",
} as CSSProperties;

/**
 * The app's first render of the layout and its page, as a transition: React renders it in slices
 * of a few milliseconds, with the browser's other tasks between them, instead of one task of
 * ~100 ms (~400 ms on a phone-class CPU, the long task Lighthouse's blocking time counted on
 * every page). A live board's route renders at once (firstRenderAtOnce). Navigations after that
 * render as before.
 */
export function RootLayout() {
  const router = useRouter();
  // Read once: only the first render is sliced or not.
  const [ready, setReady] = useState(() => firstRenderAtOnce(router.state.matches));
  useEffect(() => {
    if (!ready) startTransition(() => setReady(true));
  }, [ready]);
  return ready ? <RootLayoutContent /> : null;
}

function RootLayoutContent() {
  useLoginRecheckOnVisible();
  // Home lets its hero run under the translucent header; every other page starts below it.
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const isHome = pathname === ROUTES.home.path;
  // The download page is the banner's destination: no banner there.
  const withBanner = useUnit($downloadBannerShown) && pathname !== ROUTES.downLoad.path;
  return (
    <Box style={shellStyle}>
      <Header
        rightSection={
          <>
            <HeaderSearch />
            <StartBroadcastButton />
            <SessionMenu />
          </>
        }
      />
      {/* At least a window tall, so the footer starts below the fold: a page whose content loads
          after its first paint then grows under the footer's view instead of pushing the footer
          down across the screen (a layout shift on every such page). */}
      <Box component="main" flex={1} mih="100vh" pt={isHome ? 0 : HEADER_HEIGHT}>
        <Outlet />
      </Box>
      <Footer />
      {withBanner && <DownloadBanner />}
      <SidePanel />
      {/* Home opens the download prompt 200 ms after it is shown (until it was closed once);
          anything may request it. */}
      <DownloadPromptMount onHome={isHome} />
      {/* Mounted once: loginRequested, feedbackOpened and complaintOpened open them from anywhere;
          their code downloads the first time one opens. */}
      <LoginDialogOnDemand />
      <FeedbackDialogsOnDemand />
      <QaPanelMount />
    </Box>
  );
}
