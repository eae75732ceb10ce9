// 今日焦点赛事 (docs/product-rules.md "Home"): football and basketball tabs with the sport's focus
// banners beside them, a status filter, 更多 (the score site on the chosen sport) and the cards of
// the sport's top matches today. Each tab's today list is loaded (and its live pushes held) while
// the tab is open.
import { useState } from "react";
import { Button, Tabs } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useUnit } from "effector-react";
import { useTopOneCompetitions } from "@/entities/competition";
import { useTodayList } from "@/entities/match";
import type { Sport } from "@/shared/config";
import { MATCH_EVENTS_TAB_KEY } from "@/shared/lib/storage";
import { ROUTES } from "@/shared/routes";
import type { Banner } from "../api/banners-request";
import { focusMatchIds, sportLists } from "../model/focus-matches";
import { FocusFilter } from "./focus-filter";
import { FocusMatchCard } from "./focus-match-card";
import { SectionHeading } from "./section-heading";
import classes from "./focus-matches.module.css";

const SPORT_LABELS: Readonly<Record<Sport, string>> = { football: "足球", basketball: "篮球" };

/** /matchEvents opens on the sport remembered for the session (pages/match-events reads it). */
function rememberMatchEventsSport(sport: Sport) {
  try {
    window.sessionStorage.setItem(MATCH_EVENTS_TAB_KEY, sport);
  } catch {
    // storage blocked: /matchEvents opens on its default tab
  }
}

function FocusPlaceholders() {
  return (
    <div className={classes.grid} aria-busy>
      {Array.from({ length: 8 }, (_, i) => (
        <div key={i} className={classes.placeholder} aria-hidden />
      ))}
    </div>
  );
}

function FocusCards({ sport }: { sport: Sport }) {
  const lists = sportLists[sport];
  const today = useTodayList(lists);
  useTopOneCompetitions(sport);
  const ids = useUnit(focusMatchIds[sport]);
  if (today.isPending) return <FocusPlaceholders />;
  if (ids.length === 0) return <p className={classes.empty}>{today.isError ? "比赛加载失败，请稍后再试" : "暂无数据"}</p>;
  return (
    <div className={classes.grid} data-testid="focus-matches" data-sport={sport}>
      {ids.map((id) => (
        <FocusMatchCard key={id} lists={lists} matchId={id} />
      ))}
    </div>
  );
}

function FocusBanners({ banners }: { banners: readonly Banner[] }) {
  if (banners.length === 0) return null;
  return (
    <div className={classes.banners}>
      {banners.map((banner) =>
        banner.linkUrl ? (
          <a key={banner.id} className={classes.banner} href={banner.linkUrl} target="_blank" rel="noopener noreferrer" data-testid="focus-banner">
            <img src={banner.bannerPath} alt={banner.title} loading="lazy" />
          </a>
        ) : (
          <span key={banner.id} className={classes.banner} data-testid="focus-banner">
            <img src={banner.bannerPath} alt={banner.title} loading="lazy" />
          </span>
        ),
      )}
    </div>
  );
}

/** `listsReady`: the sport's today list may load (home holds it back until its first view has its data). */
export function FocusMatches({ focusBanners, listsReady }: { focusBanners: Readonly<Record<Sport, readonly Banner[]>>; listsReady: boolean }) {
  const [sport, setSport] = useState<Sport>("football");
  return (
    <section aria-labelledby="home-focus" data-testid="home-focus">
      <SectionHeading id="home-focus" title="今日焦点赛事">
        <Tabs value={sport} onChange={(value) => (value === "football" || value === "basketball") && setSport(value)} variant="pills" radius="xl">
          <Tabs.List>
            {(["football", "basketball"] as const).map((s) => (
              <Tabs.Tab key={s} value={s}>
                {SPORT_LABELS[s]}
              </Tabs.Tab>
            ))}
          </Tabs.List>
        </Tabs>
        <FocusFilter sport={sport} />
        <Button
          size="xs"
          variant="subtle"
          radius="xl"
          renderRoot={(props) => <Link to={ROUTES.matchEvents.path} {...props} />}
          onClick={() => rememberMatchEventsSport(sport)}
          rightSection={<span aria-hidden>›</span>}
        >
          更多
        </Button>
      </SectionHeading>
      <div className={classes.body} data-has-banners={focusBanners[sport].length > 0 || undefined}>
        <FocusBanners banners={focusBanners[sport]} />
        {listsReady ? <FocusCards key={sport} sport={sport} /> : <FocusPlaceholders />}
      </div>
    </section>
  );
}
