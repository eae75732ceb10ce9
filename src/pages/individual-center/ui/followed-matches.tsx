// 我的关注 → 比赛: the followed matches of a sport (the follow list call), each with its star to
// unfollow in place, opening the match centre. Read once per opening, as the other tabs: a match
// unfollowed here stays, star empty, so a slip can be undone.
import { Button, SegmentedControl, Text } from "@mantine/core";
import { LoadMoreButton } from "@/shared/ui/list-fallback";
import { useInfiniteQuery } from "@tanstack/react-query";
import dayjs from "dayjs";
import { useState } from "react";
import { followListQuery, snapshotScore, snapshotStatusText, type Match, type Sport } from "@/entities/match";
import { FollowMatchStar } from "@/features/follow";
import { SPORT_TYPE } from "#wire";
import { ROUTES } from "@/shared/routes";
import classes from "./individual-center.module.css";

function MatchRow({ match }: { match: Match }) {
  const sportType = SPORT_TYPE[match.sport];
  const snapshot = { ...match, sportType };
  const score = snapshotScore(snapshot);
  return (
    <li className={classes.person} data-testid="followed-match">
      <a className={classes.personLink} href={ROUTES.liveRoom.href({ matchId: match.matchId, sport: match.sport })} target="_blank" rel="noopener noreferrer">
        <Text size="xs" c="dimmed" w={86}>
          {dayjs.unix(match.matchTime).format("MM-DD HH:mm")}
        </Text>
        <Text size="xs" c="dimmed" w={72} truncate>
          {match.competition.shortName || match.competition.name}
        </Text>
        <span className={classes.personName}>
          {match.homeTeam.name} {score ? `${score[0]} - ${score[1]}` : "vs"} {match.awayTeam.name}
        </span>
        <Text size="xs" c="dimmed">
          {snapshotStatusText(snapshot)}
        </Text>
      </a>
      <span className={classes.personAction}>
        <FollowMatchStar matchId={match.matchId} sportType={sportType} hasFollow={1} />
      </span>
    </li>
  );
}

export function FollowedMatches({ userId }: { userId: number }) {
  const [sport, setSport] = useState<Sport>("football");
  const list = useInfiniteQuery({ ...followListQuery(sport, userId), staleTime: Infinity, gcTime: 0 });
  const matches = list.data?.pages.flatMap((page) => page.matches) ?? [];

  let body;
  if (list.isPending) body = <p className={classes.empty}>加载中…</p>;
  else if (list.isError) {
    body = (
      <div className={classes.empty}>
        <p>{list.error.message || "关注加载失败"}</p>
        <Button variant="light" size="xs" onClick={() => void list.refetch()}>
          重试
        </Button>
      </div>
    );
  } else if (matches.length === 0) body = <p className={classes.empty}>还没有关注的比赛</p>;
  else {
    body = (
      <>
        <ul className={classes.people} aria-label="关注的比赛">
          {matches.map((match) => (
            <MatchRow key={match.matchId} match={match} />
          ))}
        </ul>
        <LoadMoreButton list={list} />
      </>
    );
  }

  return (
    <>
      <SegmentedControl
        mb="md"
        size="xs"
        aria-label="关注比赛的运动类型"
        value={sport}
        onChange={(value) => setSport(value === "basketball" ? "basketball" : "football")}
        data={[
          { value: "football", label: "足球" },
          { value: "basketball", label: "篮球" },
        ]}
      />
      {body}
    </>
  );
}
