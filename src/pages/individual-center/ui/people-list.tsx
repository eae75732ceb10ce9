// A paged list of accounts (我的关注 主播, 我的粉丝): avatar, name, level, 直播中, and the follow
// button (features/follow) to unfollow or follow back in place; the next page on 加载更多.
import { Avatar, Badge, Button, Loader } from "@mantine/core";
import { LoadMoreButton } from "@/shared/ui/list-fallback";
import { useInfiniteQuery } from "@tanstack/react-query";
import { FollowAnchorButton } from "@/features/follow";
import { ROUTES } from "@/shared/routes";
import type { followingsQuery } from "../api/center-requests";
import classes from "./individual-center.module.css";

type PeopleQuery = ReturnType<typeof followingsQuery>;

export function PeopleList({ query, empty, label }: { query: PeopleQuery; empty: string; label: string }) {
  const list = useInfiniteQuery(query);
  if (list.isPending) return <Loader size="sm" aria-label={`${label}加载中`} />;
  if (list.isError) {
    return (
      <div className={classes.empty}>
        <p>{list.error.message || `${label}加载失败`}</p>
        <Button variant="light" size="xs" onClick={() => void list.refetch()}>
          重试
        </Button>
      </div>
    );
  }
  const people = list.data.pages.flatMap((page) => page.items);
  if (people.length === 0) return <p className={classes.empty}>{empty}</p>;
  return (
    <>
      <ul className={classes.people} aria-label={label}>
        {people.map((p) => (
          <li key={p.customId} className={classes.person} data-testid="person-row">
            {p.isAnchor ? (
              <a href={ROUTES.personalHomepage.href(p.customId)} target="_blank" rel="noopener" className={classes.personLink}>
                <Avatar src={p.avatar || null} alt="" radius="xl" size={40}>{p.nickname.slice(0, 1)}</Avatar>
                <span className={classes.personName}>{p.nickname}</span>
              </a>
            ) : (
              <span className={classes.personLink}>
                <Avatar src={p.avatar || null} alt="" radius="xl" size={40}>{p.nickname.slice(0, 1)}</Avatar>
                <span className={classes.personName}>{p.nickname}</span>
              </span>
            )}
            {p.anchorLevel !== null && <Badge variant="light">主播Lv.{p.anchorLevel}</Badge>}
            {p.living && p.roomId !== null && (
              <a href={ROUTES.liveRoom.href({ roomId: p.roomId })} target="_blank" rel="noopener">
                <Badge color="red">直播中</Badge>
              </a>
            )}
            <span className={classes.personAction}>{p.isAnchor ? <FollowAnchorButton customerId={p.customId} followStatus={p.followed ? 1 : 2} size="xs" /> : null}</span>
          </li>
        ))}
      </ul>
      <LoadMoreButton list={list} />
    </>
  );
}
