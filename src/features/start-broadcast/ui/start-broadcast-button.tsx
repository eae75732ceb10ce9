// The header's 开播 button (docs/product-rules.md "Broadcast start"): a guest gets the login
// dialog; an anchor goes to /anchorStart, or — living — sees 直播中 and opens the own room; a
// non-anchor is sent by the audit state (wait and reject warn; reject and none go to
// /anchorCertification; pass goes on to /anchorStart).
import { useState } from "react";
import { Button } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useNavigate, useRouterState } from "@tanstack/react-router";
import { useUnit } from "effector-react";
import { $userInfo, loginRequested } from "@/entities/session";
import { showToast } from "@/shared/lib/notify";
import { ROUTES } from "@/shared/routes";
import { fetchAuditState, ownLivingQuery } from "../api/start-requests";
import { auditStep, startStep, type StartStep } from "../lib/start-decision";

export function StartBroadcastButton() {
  const [user, askLogin] = useUnit([$userInfo, loginRequested]);
  const navigate = useNavigate();
  const pathname = useRouterState({ select: (state) => state.location.pathname });
  const isAnchor = user?.isAnchor === 1;
  const living = useQuery({ ...ownLivingQuery(user?.id ?? 0), enabled: isAnchor });
  const [checking, setChecking] = useState(false);
  const isLive = living.data?.status === 1;
  const roomId = living.data?.roomId ?? user?.identifier ?? null;

  const follow = (step: StartStep) => {
    if (step.kind === "login") askLogin();
    else if (step.kind === "ownRoom" && roomId !== null) void navigate({ href: ROUTES.liveRoom.href({ roomId }) });
    else if (step.kind === "go") void navigate({ to: step.to === "anchorStart" ? ROUTES.anchorStart.path : ROUTES.anchorCertification.path });
    else if (step.kind === "warn") {
      for (const message of step.messages) showToast("warning", message);
      if (step.then) void navigate({ to: ROUTES.anchorCertification.path });
    }
  };

  const onClick = async () => {
    const step = startStep({ loggedIn: user !== null, isAnchor, living: isLive, onCertificationPage: pathname === ROUTES.anchorCertification.path });
    if (step.kind !== "checkAudit") return follow(step);
    setChecking(true);
    try {
      const audit = await fetchAuditState();
      follow(auditStep(audit.auditStatus, audit.cancelReason));
    } catch (error) {
      showToast("error", error instanceof Error && error.message ? error.message : "服务器异常");
    } finally {
      setChecking(false);
    }
  };

  return (
    // An anchor's button waits for the own room's status: a click before it came took a living anchor to /anchorStart.
    <Button size="xs" radius="xl" variant={isLive ? "filled" : "light"} color={isLive ? "red" : undefined} loading={checking || (isAnchor && living.isPending)} onClick={() => void onClick()}>
      {isLive ? "直播中" : "开播"}
    </Button>
  );
}
