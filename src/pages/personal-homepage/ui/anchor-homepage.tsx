// An anchor's homepage (docs/product-rules.md "Anchor's homepage"): the profile with follow, the
// live status (the room while living), the previews with reminders, and the prediction record.
// The calls carry the viewer's token, so follow and reminder states are the viewer's.
import { Button, Container, Loader, Center } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { anchorDetailQuery, isUnknownAnchor } from "@/entities/anchor";
import { $userInfo } from "@/entities/session";
import { AnchorPreviews } from "./anchor-previews";
import { AnchorProfile } from "./anchor-profile";
import { LiveStatus } from "./live-status";
import { PageState } from "./page-state";
import { PredictionRecord } from "./prediction-record";
import classes from "./anchor-homepage.module.css";

export function AnchorHomepage({ customId }: { customId: number }) {
  const viewer = useUnit($userInfo)?.id ?? null;
  const detail = useQuery(anchorDetailQuery(customId, viewer));
  if (detail.isPending) {
    return (
      <Center py={120}>
        <Loader aria-label="主播信息加载中" />
      </Center>
    );
  }
  if (detail.isError) {
    return isUnknownAnchor(detail.error) ? (
      <PageState title="该主播不存在" text={`没有编号为 ${customId} 的主播，可能已注销或链接有误。`} />
    ) : (
      <PageState
        title="主播信息加载失败"
        text={detail.error.message || "网络开小差了，请稍后再试。"}
        action={
          <Button variant="light" onClick={() => void detail.refetch()}>
            重新加载
          </Button>
        }
      />
    );
  }
  const anchor = detail.data;
  return (
    <Container size="lg" className={classes.page} data-testid="anchor-homepage">
      <AnchorProfile anchor={anchor} />
      <div className={classes.columns}>
        <div className={classes.mainColumn}>
          <LiveStatus anchor={anchor} />
          <AnchorPreviews customId={customId} viewer={viewer} />
        </div>
        <PredictionRecord anchor={anchor} />
      </div>
    </Container>
  );
}
