// 历史足迹 (docs/product-rules.md "Individual center"): the live rooms the user entered, the last
// entry first: the anchor, 直播中 or 未开播, when; a row opens the room in a new tab.
import dayjs from "dayjs";
import { Avatar, Badge, Button, Loader } from "@mantine/core";
import { useInfiniteQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { $userInfo } from "@/entities/session";
import { ROUTES } from "@/shared/routes";
import { footprintsQuery } from "../../api/center-requests";
import classes from "../individual-center.module.css";

export function FootprintsPanel() {
  const userId = useUnit($userInfo)?.id ?? 0;
  const list = useInfiniteQuery(footprintsQuery(userId));
  let body;
  if (list.isPending) body = <Loader size="sm" aria-label="历史足迹加载中" />;
  else if (list.isError) {
    body = (
      <div className={classes.empty}>
        <p>{list.error.message || "历史足迹加载失败"}</p>
        <Button variant="light" size="xs" onClick={() => void list.refetch()}>
          重试
        </Button>
      </div>
    );
  } else {
    const rows = list.data.pages.flatMap((page) => page.items);
    body =
      rows.length === 0 ? (
        <p className={classes.empty}>暂无数据</p>
      ) : (
        <>
          <ul className={classes.people} aria-label="看过的直播间">
            {rows.map((r) => (
              <li key={r.roomId} className={classes.person} data-testid="footprint-row">
                <a href={ROUTES.liveRoom.href({ roomId: r.roomId })} target="_blank" rel="noopener" className={classes.personLink}>
                  <Avatar src={r.avatar || null} alt="" radius="xl" size={40}>
                    {r.nickname.slice(0, 1)}
                  </Avatar>
                  <span className={classes.personName}>{r.nickname}的直播间</span>
                </a>
                <Badge variant="light">主播Lv.{r.anchorLevel}</Badge>
                {r.living ? <Badge color="red">直播中</Badge> : <Badge color="gray">未开播</Badge>}
                <span className={classes.personAction}>{dayjs.unix(r.viewedAt).format("MM-DD HH:mm")} 看过</span>
              </li>
            ))}
          </ul>
          {list.hasNextPage && (
            <Button variant="subtle" onClick={() => void list.fetchNextPage()} loading={list.isFetchingNextPage}>
              加载更多
            </Button>
          )}
        </>
      );
  }
  return (
    <section className={classes.panel} aria-label="历史足迹">
      <h2 className={classes.panelTitle}>历史足迹</h2>
      {body}
    </section>
  );
}
