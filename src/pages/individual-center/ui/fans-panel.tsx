// 我的粉丝 (docs/product-rules.md "Individual center"): who follows the anchor, newest first.
import { useUnit } from "effector-react";
import { $personalInfo } from "@/entities/session";
import { fansQuery } from "../api/center-requests";
import { PeopleList } from "./people-list";
import classes from "./individual-center.module.css";

export function FansPanel({ userId }: { userId: number }) {
  const personal = useUnit($personalInfo);
  return (
    <section className={classes.panel} aria-label="我的粉丝">
      <h2 className={classes.panelTitle}>
        我的粉丝
        {personal && <span className={classes.count}>共 {personal.followFromCount} 位</span>}
      </h2>
      <PeopleList query={fansQuery(userId)} empty="暂无数据" label="粉丝" />
    </section>
  );
}
