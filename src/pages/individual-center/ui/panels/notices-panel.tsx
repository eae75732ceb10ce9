// 直播预告 (type 7, anchors; docs/product-rules.md "Individual center"): the notices of the anchors
// this anchor follows (直播通知), then the anchor's own previews as its homepage shows them.
import { Button, Loader, SimpleGrid } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { anchorPreviewsQuery, PreviewCard } from "@/entities/anchor";
import { $userInfo } from "@/entities/session";
import { LiveNotices } from "./live-notices";
import classes from "../individual-center.module.css";

export function NoticesPanel() {
  const userId = useUnit($userInfo)?.id ?? 0;
  const previews = useQuery(anchorPreviewsQuery(userId, userId));
  let body;
  if (previews.isPending) body = <Loader size="sm" aria-label="直播预告加载中" />;
  else if (previews.isError) {
    body = (
      <div className={classes.empty}>
        <p>{previews.error.message || "直播预告加载失败"}</p>
        <Button variant="light" size="xs" onClick={() => void previews.refetch()}>
          重试
        </Button>
      </div>
    );
  } else if (previews.data.length === 0) body = <p className={classes.empty}>暂无直播预告</p>;
  else {
    body = (
      <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" aria-label="我的直播预告">
        {previews.data.map((preview) => (
          <PreviewCard key={preview.prepareId} preview={preview} />
        ))}
      </SimpleGrid>
    );
  }
  return (
    <section className={classes.panel} aria-label="直播预告">
      <h2 className={classes.panelTitle}>
        直播预告
        {previews.data && previews.data.length > 0 && <span className={classes.count}>共 {previews.data.length} 场</span>}
      </h2>
      {body}
      <h3 className={classes.subTitle}>直播通知</h3>
      <LiveNotices userId={userId} />
    </section>
  );
}
