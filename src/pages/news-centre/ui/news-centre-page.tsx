// /informationCentre (docs/product-rules.md "News"): the tabs 热门 赛事 球队 球员 比赛, each a list
// paged on scroll; under 球队 the teams with news filter the list; the ten most read beside it.
import { useState } from "react";
import { Container, Tabs } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { HiddenHeading } from "@/shared/ui/hidden-heading";
import { NEWS_TABS, newsTeamsQuery, type NewsTab } from "@/entities/article";
import { HotRanking } from "./hot-ranking";
import { NewsList } from "./news-list";
import { newsPageClasses as layout } from "@/shared/ui/news-page";
import classes from "./news.module.css";

function TeamChips({ teamId, onChange }: { teamId: number | null; onChange: (id: number | null) => void }) {
  const teams = useQuery(newsTeamsQuery());
  if (!teams.isSuccess || teams.data.length === 0) return null;
  return (
    <div className={classes.chips} role="group" aria-label="按球队筛选">
      <button type="button" className={classes.chip} aria-pressed={teamId === null} onClick={() => onChange(null)}>
        全部
      </button>
      {teams.data.map((team) => (
        <button key={team.teamId} type="button" className={classes.chip} aria-pressed={teamId === team.teamId} onClick={() => onChange(team.teamId)}>
          <img src={team.teamLogo} alt="" width={16} height={16} />
          {team.teamName}
        </button>
      ))}
    </div>
  );
}

export function NewsCentrePage() {
  const [tab, setTab] = useState<NewsTab>("hots");
  const [teamId, setTeamId] = useState<number | null>(null);
  return (
    <Container size="xl" className={classes.page} data-testid="news-centre">
      <header className={classes.hero}>
        <h1 className={classes.heroTitle}>资讯中心</h1>
        <p className={classes.heroText}>赛事动态、球队新闻、球员故事与比赛前瞻，一站看全</p>
      </header>
      <div className={`${layout.columns} ${classes.listColumns}`}>
        {/* Not <main>: the app shell's <main> already holds the page. */}
        <div className={`${layout.card} ${classes.main}`}>
          <Tabs value={tab} onChange={(value) => value && setTab(value as NewsTab)} keepMounted={false} classNames={{ list: classes.tabList, tab: classes.tab }}>
            <Tabs.List>
              {NEWS_TABS.map((t) => (
                <Tabs.Tab key={t.value} value={t.value}>
                  {t.label}
                </Tabs.Tab>
              ))}
            </Tabs.List>
            {NEWS_TABS.map((t) => (
              <Tabs.Panel key={t.value} value={t.value} pt="md">
                <HiddenHeading>{t.label}</HiddenHeading>
                {t.value === "teams" ? <TeamChips teamId={teamId} onChange={setTeamId} /> : null}
                <NewsList tab={t.value} teamId={t.value === "teams" ? teamId : null} />
              </Tabs.Panel>
            ))}
          </Tabs>
        </div>
        <aside className={`${layout.aside} ${classes.rankingAside}`}>
          <HotRanking />
        </aside>
      </div>
    </Container>
  );
}
