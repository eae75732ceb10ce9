// 直播通知 (docs/product-rules.md "Individual center"): the followed anchors live now or with a
// preview posted, newest first; a live notice opens the room, a preview the anchor's page (new tab).
import dayjs from "dayjs";
import { Avatar, Badge, Button, Loader } from "@mantine/core";
import { LoadMoreButton } from "@/shared/ui/list-fallback";
import { useInfiniteQuery } from "@tanstack/react-query";
import { ROUTES } from "@/shared/routes";
import { liveNoticesQuery, type LiveNotice } from "../../api/notice-requests";
import classes from "../individual-center.module.css";

function NoticeRow({ notice: n }: { notice: LiveNotice }) {
  const live = n.kind === "live";
  const href = live ? ROUTES.liveRoom.href({ roomId: n.roomId }) : ROUTES.personalHomepage.href(n.customId);
  const match = n.match && `${n.match.competitionShortName} ${n.match.homeTeamName} vs ${n.match.awayTeamName}`;
  return (
    <li className={classes.person} data-testid="notice-row">
      <a href={href} target="_blank" rel="noopener" className={classes.personLink}>
        <Avatar src={n.avatar || null} alt="" radius="xl" size={40}>
          {n.nickname.slice(0, 1)}
        </Avatar>
        <span className={classes.noticeText}>
          <span className={classes.personName}>
            {n.nickname}
            {live ? " 开播了" : " 发布了直播预告"}
          </span>
          <span className={classes.noticeDetail}>
            {n.title}
            {match && ` · ${match}`}
            {!live && n.match && ` · ${dayjs.unix(n.match.matchTime).format("MM-DD HH:mm")} 开赛`}
          </span>
        </span>
      </a>
      {live ? <Badge color="red">直播中</Badge> : <Badge variant="light">预告</Badge>}
      <span className={classes.personAction}>{dayjs.unix(n.time).format("MM-DD HH:mm")}</span>
    </li>
  );
}

export function LiveNotices({ userId }: { userId: number }) {
  const list = useInfiniteQuery(liveNoticesQuery(userId));
  if (list.isPending) return <Loader size="sm" aria-label="直播通知加载中" />;
  if (list.isError) {
    return (
      <div className={classes.empty}>
        <p>{list.error.message || "直播通知加载失败"}</p>
        <Button variant="light" size="xs" onClick={() => void list.refetch()}>
          重试
        </Button>
      </div>
    );
  }
  const rows = list.data.pages.flatMap((page) => page.items);
  if (rows.length === 0) return <p className={classes.empty}>关注的主播开播或发布预告时，会在这里通知你</p>;
  return (
    <>
      <ul className={classes.people} aria-label="直播通知">
        {rows.map((n) => (
          <NoticeRow key={n.id} notice={n} />
        ))}
      </ul>
      <LoadMoreButton list={list} />
    </>
  );
}

/** A user's 直播通知 (type 9, tab=notice). */
export function LiveNoticesPanel({ userId }: { userId: number }) {
  return (
    <section className={classes.panel} aria-label="直播通知">
      <h2 className={classes.panelTitle}>直播通知</h2>
      <LiveNotices userId={userId} />
    </section>
  );
}
