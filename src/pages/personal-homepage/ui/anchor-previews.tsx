// The anchor's previews (/anchor/findPreview, kick-off order), each with its reminder.
import { Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { anchorPreviewsQuery, PreviewCard } from "@/entities/anchor";
import { RemindButton } from "./remind-button";
import classes from "./anchor-homepage.module.css";

export function AnchorPreviews({ customId, viewer }: { customId: number; viewer: number | null }) {
  const previews = useQuery(anchorPreviewsQuery(customId, viewer));
  return (
    <section className={classes.panel} aria-labelledby="anchor-previews" data-testid="anchor-previews">
      <h2 id="anchor-previews" className={classes.panelTitle}>
        直播预告
        {previews.data && previews.data.length > 0 && <span className={classes.count}>{previews.data.length}</span>}
      </h2>
      {previews.isPending && <Loader size="sm" aria-label="预告加载中" />}
      {previews.isError && <p className={classes.muted}>预告加载失败，请稍后再试</p>}
      {previews.data?.length === 0 && <p className={classes.muted}>暂无预告</p>}
      {previews.data && previews.data.length > 0 && (
        <ul className={classes.previewGrid}>
          {previews.data.map((preview) => (
            <li key={preview.prepareId}>
              <PreviewCard preview={preview} action={<RemindButton prepareId={preview.prepareId} listReminded={preview.remind} />} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
