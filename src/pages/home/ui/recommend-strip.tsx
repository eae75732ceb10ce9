// 直播推荐 / 好评解说 (docs/product-rules.md "Home"): the recommended living rooms and previews when
// there are at least 3, otherwise the best-rated anchors. Slides 333 px wide, 10 px apart, in a
// row that scrolls sideways (arrows, wheel, touch, keyboard).
import { useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { PreviewCard, topAnchorsQuery } from "@/entities/anchor";
import { chooseStrip, recommendationsQuery, RECOMMEND_SHOW_COUNT, type RecommendSlide } from "@/entities/live-room";
import { $userInfo } from "@/entities/session";
import { ROUTES } from "@/shared/routes";
import { LiveSlide } from "./live-slide";
import { SectionHeading } from "./section-heading";
import { SlideRow } from "./slide-row";
import { TopAnchorSlide } from "./top-anchor-slide";
import classes from "./recommend-strip.module.css";

/** Slides a wide screen shows before any scrolling. */
const FIRST_VIEW_SLIDES = 3;

function Slide({ slide, index }: { slide: RecommendSlide; index: number }) {
  if (slide.kind === "live") return <LiveSlide room={slide.room} inFirstView={index < FIRST_VIEW_SLIDES} first={index === 0} />;
  const { preview } = slide;
  return (
    <a className={classes.slide} href={ROUTES.personalHomepage.href(preview.anchor.anchorCustomId)} target="_blank" rel="noopener noreferrer" data-testid="recommend-slide" data-kind="preview">
      <PreviewCard preview={preview} showAnchor />
    </a>
  );
}

function TopAnchors({ viewer }: { viewer: number | null }) {
  const { data, isPending, isError } = useQuery(topAnchorsQuery(viewer));
  if (isPending) return <SlideRow label="好评解说" loading />;
  if (isError || data.length === 0) return <p className={classes.empty}>暂无数据</p>;
  return (
    <SlideRow label="好评解说">
      {data.map((anchor) => (
        <TopAnchorSlide key={anchor.customId} anchor={anchor} />
      ))}
    </SlideRow>
  );
}

export function RecommendStrip() {
  const viewer = useUnit($userInfo)?.id ?? null;
  const recommend = useQuery(recommendationsQuery(viewer));
  const choice = recommend.isPending ? null : chooseStrip(recommend.data ?? null, RECOMMEND_SHOW_COUNT);
  return (
    <section aria-labelledby="home-recommend" data-testid="home-recommend" data-choice={choice?.kind}>
      <SectionHeading id="home-recommend" title={choice?.title ?? "直播推荐"} />
      {choice === null && <SlideRow label="直播推荐" loading />}
      {choice?.kind === "recommend" && (
        <SlideRow label="直播推荐">
          {choice.slides.map((slide, index) => (
            <Slide key={slide.kind === "live" ? `live:${slide.room.room.roomId}` : `preview:${slide.preview.prepareId}`} slide={slide} index={index} />
          ))}
        </SlideRow>
      )}
      {choice?.kind === "top" && <TopAnchors viewer={viewer} />}
    </section>
  );
}
