// /anchorStart (login required; docs/product-rules.md "Broadcast start"): an anchor's desk. Off
// air: the start-broadcast draft; on air: the live room with change match and 下播. Always: the push
// address and key, previews, and the anchor's live statistics and records. Not an anchor: the way
// to certification.
import { Button, Container, Stack, Text, Title } from "@mantine/core";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useUnit } from "effector-react";
import { $userInfo } from "@/entities/session";
import { ownLivingQuery } from "@/features/start-broadcast";
import { ROUTES } from "@/shared/routes";
import { ListFallback } from "@/shared/ui/list-fallback";
import classes from "./anchor-start.module.css";
import { LiveStatsPanel } from "./live-stats-panel";
import { OnAirPanel } from "./on-air-panel";
import { PreviewPanel } from "./preview-panel";
import { PushAddressPanel } from "./push-address-panel";
import { StartForm } from "./start-form";

function NotAnchor() {
  return (
    <section className={classes.panel} aria-label="主播认证">
      <Stack align="center" gap="sm" py="lg">
        <Text>认证成为主播后方可开播</Text>
        <Button component={Link} to={ROUTES.anchorCertification.path}>
          去认证
        </Button>
      </Stack>
    </section>
  );
}

/** About the start form's height (550 px on a desktop, 600 on a phone): kept while the desk loads. */
const DESK_PENDING_HEIGHT_PX = 550;

function AnchorDesk({ userId }: { userId: number }) {
  const living = useQuery(ownLivingQuery(userId));
  const queryClient = useQueryClient();
  const refreshLiving = async () => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ownLivingQuery(userId).queryKey }),
      queryClient.invalidateQueries({ queryKey: ["anchor-start"] }),
    ]);
  };

  const onAirRoom = living.data?.status === 1 ? living.data.roomId : null;
  return (
    <Stack gap="lg">
      <ListFallback query={living} ready={living.isSuccess} errorTitle="直播状态加载失败" pendingHeight={DESK_PENDING_HEIGHT_PX}>
        {onAirRoom ? <OnAirPanel roomId={onAirRoom} onChanged={refreshLiving} /> : <StartForm userId={userId} onStarted={() => void refreshLiving()} onRefused={() => void refreshLiving()} />}
      </ListFallback>
      <PushAddressPanel userId={userId} />
      <PreviewPanel userId={userId} />
      <LiveStatsPanel userId={userId} />
    </Stack>
  );
}

export function AnchorStartPage() {
  const user = useUnit($userInfo);
  return (
    <Container size="md" className={classes.page}>
      <Title order={1} size="h3" mb="lg">
        我要开播
      </Title>
      {user === null ? null : user.isAnchor === 1 ? <AnchorDesk userId={user.id} /> : <NotAnchor />}
    </Container>
  );
}
