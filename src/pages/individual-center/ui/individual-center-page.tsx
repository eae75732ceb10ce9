// /individualCenter?type=N (docs/product-rules.md "Individual center"): the profile card, the menu
// by role and the panel of the type — type 1, none or a type the role has not opens the menu's
// first item. The route needs login, so a user is there (until the session loads: a loader).
import { Center, Container, Loader } from "@mantine/core";
import { useSearch } from "@tanstack/react-router";
import { useUnit } from "effector-react";
import { $userInfo, LEVEL_TYPE } from "@/entities/session";
import type { CenterTab } from "../config/center-menu";
import { shownTab, shownType } from "../lib/center-menu";
import {
  FansPanelOnDemand,
  FollowsPanelOnDemand,
  FootprintsPanelOnDemand,
  ForecastLevelPanelOnDemand,
  LiveNoticesPanelOnDemand,
  MessagesPanelOnDemand,
  MyPredictionsPanelOnDemand,
  NoticesPanelOnDemand,
  preloadPanels,
} from "./center-on-demand";
import { CenterMenuNav } from "./center-menu-nav";
import { LevelPanel } from "./level-panel";
import { ProfileCard } from "./profile-card";
import classes from "./individual-center.module.css";

function Panel({ type, tab, userId, customerId }: { type: number; tab?: CenterTab; userId: number; customerId?: string }) {
  const loading = (
    <Center py={80}>
      <Loader aria-label="加载中" />
    </Center>
  );
  // A user's 直播通知 shares type 9 with 我的关注 (docs/product-rules.md "Individual center").
  if (type === 9 && tab === "notice") return <LiveNoticesPanelOnDemand userId={userId} fallback={loading} />;
  switch (type) {
    case 2:
      return <LevelPanel userId={userId} levelType={LEVEL_TYPE.USER} />;
    case 3:
      return <LevelPanel userId={userId} levelType={LEVEL_TYPE.ANCHOR} />;
    case 4:
      return <ForecastLevelPanelOnDemand userId={userId} fallback={loading} />;
    case 5:
      return <FootprintsPanelOnDemand fallback={loading} />;
    case 6:
      return <MessagesPanelOnDemand customerId={customerId} fallback={loading} />;
    case 7:
      return <NoticesPanelOnDemand fallback={loading} />;
    case 8:
      return <MyPredictionsPanelOnDemand userId={userId} fallback={loading} />;
    case 9:
      return <FollowsPanelOnDemand userId={userId} fallback={loading} />;
    case 10:
      return <FansPanelOnDemand userId={userId} fallback={loading} />;
    default:
      return null;
  }
}

export function IndividualCenterPage() {
  const user = useUnit($userInfo);
  const search: { type?: number; customerId?: string; tab?: CenterTab } = useSearch({ strict: false });
  if (!user) {
    return (
      <Center py={120}>
        <Loader aria-label="个人中心加载中" />
      </Center>
    );
  }
  const isAnchor = user.isAnchor === 1;
  const type = shownType(search.type, isAnchor);
  const tab = shownTab(type, search.tab, isAnchor);
  return (
    <Container size="lg" className={classes.page}>
      <ProfileCard user={user} />
      <div className={classes.body} onPointerEnter={preloadPanels} onFocus={preloadPanels}>
        <CenterMenuNav isAnchor={isAnchor} type={type} tab={tab} />
        <div className={classes.content}>
          <Panel type={type} tab={tab} userId={user.id} customerId={search.customerId} />
        </div>
      </div>
    </Container>
  );
}
