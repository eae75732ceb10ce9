// 用户等级 / 主播等级 / 预测等级 (docs/product-rules.md "Individual center"): the level, the next,
// the progress bar (rounded exp ÷ the level's need × 100), the level table and the exp records.
import dayjs from "dayjs";
import { Loader, Table } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { $anchorLevel, $levelTables, $userLevel, LEVEL_TYPE, type LevelType } from "@/entities/session";
import { LevelBlock } from "@/features/session-menu";
import { expRecordQuery } from "../api/center-requests";
import classes from "./individual-center.module.css";

const TITLES: Readonly<Record<LevelType, string>> = { 1: "用户等级", 2: "主播等级", 3: "预测等级" };
const LEVEL_STEPS_SHOWN = 12;

export function LevelPanel({ userId, levelType }: { userId: number; levelType: LevelType }) {
  const [userLevel, anchorLevel, tables] = useUnit([$userLevel, $anchorLevel, $levelTables]);
  const records = useQuery(expRecordQuery(userId, levelType));
  const level =
    levelType === LEVEL_TYPE.USER
      ? userLevel && { level: userLevel.level, exp: userLevel.exp, levelTxt: userLevel.levelTxt }
      : anchorLevel &&
        (levelType === LEVEL_TYPE.ANCHOR
          ? { level: anchorLevel.anchorLevel, exp: anchorLevel.anchorExp, levelTxt: "" }
          : { level: anchorLevel.predictionLevel, exp: anchorLevel.predictionExp, levelTxt: anchorLevel.predictionLevelTxt });
  const table = tables[levelType];
  return (
    <section className={classes.panel} aria-label={TITLES[levelType]}>
      <h2 className={classes.panelTitle}>{TITLES[levelType]}</h2>
      <div className={classes.levelCard} data-testid="level-card">
        {level ? <LevelBlock title={TITLES[levelType].replace("等级", "")} level={level.level} exp={level.exp} table={table} levelTxt={level.levelTxt} /> : <Loader size="sm" aria-label="等级加载中" />}
      </div>
      {table ? (
        <div className={classes.levelTable} aria-label="等级表" role="list">
          {table.levelList.slice(0, LEVEL_STEPS_SHOWN).map((entry, i) => (
            <span key={entry.level} role="listitem" className={classes.levelStep} data-current={entry.level === level?.level || undefined}>
              Lv.{entry.level}
              <small>{table.levelExpList[i] ?? "—"} 经验</small>
            </span>
          ))}
        </div>
      ) : (
        // The table's steps, empty, while it loads: the exp records below keep their place. Only a
        // placeholder, so hidden from screen readers (a plain div may not carry a label anyway).
        <div className={classes.levelTable} aria-hidden="true" data-testid="level-table-pending">
          {Array.from({ length: LEVEL_STEPS_SHOWN }, (_, i) => (
            <span key={i} className={classes.levelStep}>
              Lv.-
              <small>- 经验</small>
            </span>
          ))}
        </div>
      )}
      <h3 className={classes.subTitle}>经验记录{records.data ? <span className={classes.count}>最近 {records.data.items.length} 条，共 {records.data.total} 条</span> : null}</h3>
      {records.isPending ? (
        <Loader size="sm" aria-label="经验记录加载中" />
      ) : records.isError ? (
        <p className={classes.empty}>{records.error.message || "经验记录加载失败"}</p>
      ) : records.data.items.length === 0 ? (
        <p className={classes.empty}>暂无数据</p>
      ) : (
        <Table striped={false} highlightOnHover aria-label="经验记录" className={classes.table}>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>时间</Table.Th>
              <Table.Th>来源</Table.Th>
              <Table.Th ta="right">经验</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {records.data.items.map((r) => (
              <Table.Tr key={r.id}>
                <Table.Td>{dayjs.unix(r.time).format("MM-DD HH:mm")}</Table.Td>
                <Table.Td>{r.title}</Table.Td>
                <Table.Td ta="right" className={classes.exp}>
                  +{r.exp}
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      )}
    </section>
  );
}
