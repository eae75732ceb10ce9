// 我的关注 (docs/product-rules.md "Individual center"): the anchors, matches, competitions and teams
// the user follows, each with its follow button to unfollow in place (取消关注) — or follow again.
import { Tabs } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { FollowCompetitionButton, FollowTeamButton } from "@/features/follow";
import { CompetitionLink, TeamLink } from "@/shared/ui/library-links";
import { followedTopicsQuery, followingsQuery, type FollowedTopic } from "../api/center-requests";
import { FollowedMatches } from "./followed-matches";
import { PeopleList } from "./people-list";
import classes from "./individual-center.module.css";

const SPORT_OF = { 1: "football", 2: "basketball" } as const;

function Topics({ userId, kind }: { userId: number; kind: "competition" | "team" }) {
  // Read once when the tab opens: a row unfollowed here stays (its button offers 关注 again) until the tab is opened anew.
  const topics = useQuery({ ...followedTopicsQuery(userId), staleTime: Infinity, gcTime: 0 });
  if (topics.isPending) return <p className={classes.empty}>加载中…</p>;
  if (topics.isError) return <p className={classes.empty}>{topics.error.message || "关注加载失败"}</p>;
  const rows = topics.data.filter((t: FollowedTopic) => (kind === "competition" ? t.followType === 1 && t.compId !== null : t.followType === 2 && t.teamId !== null));
  if (rows.length === 0) return <p className={classes.empty}>暂无数据</p>;
  return (
    <ul className={classes.people} aria-label={kind === "competition" ? "关注的赛事" : "关注的球队"}>
      {rows.map((t) => (
        <li key={t.followId} className={classes.person} data-testid="topic-row">
          {kind === "competition" ? (
            <CompetitionLink id={t.compId!} sport={SPORT_OF[t.sportType]} className={classes.personLink}>
              <img src={t.compLogo} alt="" width={32} height={32} />
              <span className={classes.personName}>{t.compName}</span>
            </CompetitionLink>
          ) : (
            <TeamLink id={t.teamId!} sport={SPORT_OF[t.sportType]} className={classes.personLink}>
              <img src={t.teamLogo ?? ""} alt="" width={32} height={32} />
              <span className={classes.personName}>{t.teamName}</span>
            </TeamLink>
          )}
          <span className={classes.sport}>{t.sportType === 1 ? "足球" : "篮球"}</span>
          <span className={classes.personAction}>
            {kind === "competition" ? (
              <FollowCompetitionButton compId={t.compId!} sportType={t.sportType} size="xs" />
            ) : (
              <FollowTeamButton teamId={t.teamId!} sportType={t.sportType} compId={t.compId} size="xs" />
            )}
          </span>
        </li>
      ))}
    </ul>
  );
}

export function FollowsPanel({ userId }: { userId: number }) {
  return (
    <section className={classes.panel} aria-label="我的关注">
      <h2 className={classes.panelTitle}>我的关注</h2>
      <Tabs defaultValue="anchors" keepMounted={false}>
        <Tabs.List mb="md">
          <Tabs.Tab value="anchors">主播</Tabs.Tab>
          <Tabs.Tab value="matches">比赛</Tabs.Tab>
          <Tabs.Tab value="competitions">赛事</Tabs.Tab>
          <Tabs.Tab value="teams">球队</Tabs.Tab>
        </Tabs.List>
        <Tabs.Panel value="anchors">
          <PeopleList query={{ ...followingsQuery(userId), gcTime: 0 }} empty="还没有关注的主播" label="关注的主播" />
        </Tabs.Panel>
        <Tabs.Panel value="matches">
          <FollowedMatches userId={userId} />
        </Tabs.Panel>
        <Tabs.Panel value="competitions">
          <Topics userId={userId} kind="competition" />
        </Tabs.Panel>
        <Tabs.Panel value="teams">
          <Topics userId={userId} kind="team" />
        </Tabs.Panel>
      </Tabs>
    </section>
  );
}
