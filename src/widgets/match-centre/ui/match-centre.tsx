// The match centre of one match (docs/product-rules.md "Match centre"): tabs 赛况, 指数, 数据 and
// 预测. A tab's code and its calls arrive the first time it opens, so the widget itself stays small.
import { lazy, Suspense, useState, type ComponentType } from "react";
import { Center, Loader, Tabs } from "@mantine/core";
import type { Sport } from "@/shared/config";
import type { MatchCentreTab } from "@/shared/routes";
import classes from "./match-centre.module.css";

export interface MatchCentreProps {
  matchId: number;
  sport: Sport;
  /** The tab shown first (/liveRoom?detail=…&tab=…); 赛况 when absent. */
  initialTab?: MatchCentreTab;
}

export interface TabProps {
  matchId: number;
  sport: Sport;
}

const TABS: ReadonlyArray<{ value: MatchCentreTab; label: string; Panel: ComponentType<TabProps> }> = [
  { value: "live", label: "赛况", Panel: lazy(() => import("./live-tab").then((m) => ({ default: m.LiveTab }))) },
  { value: "odds", label: "指数", Panel: lazy(() => import("./odds-tab").then((m) => ({ default: m.OddsTab }))) },
  { value: "data", label: "数据", Panel: lazy(() => import("./data-tab").then((m) => ({ default: m.DataTab }))) },
  { value: "prediction", label: "预测", Panel: lazy(() => import("./prediction-tab").then((m) => ({ default: m.PredictionTab }))) },
];

const isTab = (value: string | null): value is MatchCentreTab => TABS.some((tab) => tab.value === value);

export function MatchCentre({ matchId, sport, initialTab = "live" }: MatchCentreProps) {
  const [tab, setTab] = useState<MatchCentreTab>(initialTab);
  return (
    <section className={classes.centre} data-testid="match-centre" data-match-id={matchId} aria-label="赛事中心">
      <Tabs value={tab} onChange={(value) => isTab(value) && setTab(value)} color="red" keepMounted={false}>
        <Tabs.List grow>
          {TABS.map(({ value, label }) => (
            <Tabs.Tab key={value} value={value}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {TABS.map(({ value, Panel }) => (
          <Tabs.Panel key={value} value={value} className={classes.panel}>
            <Suspense
              fallback={
                <Center py="xl" aria-busy="true">
                  <Loader size="sm" aria-label="加载中" />
                </Center>
              }
            >
              <Panel key={`${sport}-${matchId}`} matchId={matchId} sport={sport} />
            </Suspense>
          </Tabs.Panel>
        ))}
      </Tabs>
    </section>
  );
}
