// The floating side panel's buttons (docs/product-rules.md "Side panel"): the app's QR codes on
// hover (a click opens the download prompt), 客服 (a signed-in user's service chat in the
// personal center; a guest gets the login dialog), 顶部 (smoothly back to the top).
import { HoverCard, Text } from "@mantine/core";
import { useNavigate } from "@tanstack/react-router";
import { useUnit } from "effector-react";
import type { ReactNode } from "react";
import { $userInfo, loginRequested } from "@/entities/session";
import { AppQrCodes, downloadPromptRequested } from "@/features/app-download";
import { ROUTES } from "@/shared/routes";
import { CUSTOMER_SERVICE_TYPE, SIDE_PANEL_TEXTS } from "../config/side-panel-config";
import classes from "./side-panel.module.css";
import { ArrowUpGlyph, HeadsetGlyph, PhoneGlyph } from "./side-panel-glyphs";

function PanelButton({ icon, label, onClick }: { icon: ReactNode; label: string; onClick?: () => void }) {
  return (
    <button type="button" className={classes.button} onClick={onClick}>
      {icon}
      <span className={classes.label}>{label}</span>
    </button>
  );
}

export function SidePanelBody() {
  const [user, requestLogin, requestPrompt] = useUnit([$userInfo, loginRequested, downloadPromptRequested]);
  const navigate = useNavigate();

  const openService = () => {
    if (!user) requestLogin();
    else void navigate({ href: ROUTES.individualCenter.href({ type: CUSTOMER_SERVICE_TYPE, customerId: user.identity }) });
  };
  return (
    <nav className={classes.panel} aria-label={SIDE_PANEL_TEXTS.label} data-testid="side-panel">
      <HoverCard position="left" offset={12} openDelay={60} closeDelay={150} shadow="md" withArrow>
        <HoverCard.Target>
          <div>
            <PanelButton icon={<PhoneGlyph />} label={SIDE_PANEL_TEXTS.app} onClick={() => requestPrompt()} />
          </div>
        </HoverCard.Target>
        <HoverCard.Dropdown>
          <Text fz="sm" fw={600} ta="center" mb="xs" c="gray.1">
            {SIDE_PANEL_TEXTS.appHint}
          </Text>
          <AppQrCodes size={112} />
        </HoverCard.Dropdown>
      </HoverCard>
      <PanelButton icon={<HeadsetGlyph />} label={SIDE_PANEL_TEXTS.service} onClick={openService} />
      <PanelButton icon={<ArrowUpGlyph />} label={SIDE_PANEL_TEXTS.top} onClick={() => window.scrollTo({ top: 0, behavior: "smooth" })} />
    </nav>
  );
}
