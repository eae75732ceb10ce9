// The home page (docs/product-rules.md "Home"), top to bottom: the notice bar, the live player with
// the live-room list (widgets/home-live), 直播推荐 or 好评解说, 官方精选, 今日焦点赛事; goal
// notifications of followed matches float at the bottom right. The page title is the default.
// The football day list waits for the first view's recommendations (model/first-view).
import { useQuery } from "@tanstack/react-query";
import { Container } from "@mantine/core";
import { footballLists, useTodayList } from "@/entities/match";
import { HomeLive } from "@/widgets/home-live";
import { LivePlayer } from "@/widgets/live-player";
import { bannersQuery } from "../api/banners-request";
import { useBelowFoldReady } from "../model/first-view";
import { BannerCarousel, BannerCarouselLoading } from "./banner-carousel";
import { FocusMatches } from "./focus-matches";
import { MatchNotices } from "./match-notices";
import { NoticeBar } from "./notice-bar";
import { RecommendStrip } from "./recommend-strip";
import classes from "./home-page.module.css";

const NO_FOCUS_BANNERS = { football: [], basketball: [] } as const;

/** Football's today list stays loaded (and its pushes held) on home whatever tab is open: goals of followed matches are noticed from it. */
function FootballListHeld() {
  useTodayList(footballLists);
  return null;
}

function OfficialBanners() {
  const banners = useQuery(bannersQuery());
  if (banners.isPending) return <BannerCarouselLoading />;
  if (!banners.data?.normal.length) return null;
  return <BannerCarousel banners={banners.data.normal} />;
}

function FocusMatchesWithBanners({ listsReady }: { listsReady: boolean }) {
  const focusBanners = useQuery(bannersQuery()).data?.focus ?? NO_FOCUS_BANNERS;
  return <FocusMatches focusBanners={focusBanners} listsReady={listsReady} />;
}

/** 官方精选 and 今日焦点赛事, with the football list held once the first view has its data. */
function BelowFirstView() {
  const listsReady = useBelowFoldReady();
  return (
    <>
      {listsReady && <FootballListHeld />}
      <OfficialBanners />
      <FocusMatchesWithBanners listsReady={listsReady} />
    </>
  );
}

/** The page itself reads no data, so a reply (the day list, the banners) re-renders only the section that shows it. */
export function HomePage() {
  return (
    <div className={classes.page}>
      <Container size="xl" className={classes.content}>
        <NoticeBar />
        <div className={classes.live}>
          <HomeLive player={LivePlayer} />
        </div>
        <RecommendStrip />
        <BelowFirstView />
      </Container>
      <MatchNotices />
    </div>
  );
}
