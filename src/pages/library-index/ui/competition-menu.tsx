// The data library's competition menu (docs/product-rules.md "Data library"): a rail of
// categories — 关注赛事 and 关注球队 for a signed-in user (groups 9999998 / 9999999), 热门, then the
// regions of /comp/category, with 热门球队 after 热门 for football — and the chosen category's
// competitions grouped A–Z ("#" for the hot list). Typing in the search box lists every matching
// competition instead, A–Z.
import { useDeferredValue, useMemo, useState } from "react";
import { Center, Loader, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { $userInfo } from "@/entities/session";
import type { Sport } from "@/shared/config";
import { competitionMenuQuery, followedTopicsQuery, hotTeamsQuery, type FollowItem, type HotTeam, type MenuCompetition } from "../api/menu-requests";
import { allCompetitions, filterCompetitions, groupByInitial, type CompetitionGroup } from "../lib/menu-groups";
import { HiddenHeading } from "@/shared/ui/hidden-heading";
import { CompetitionLink, TeamLink } from "@/shared/ui/library-links";
import classes from "./competition-menu.module.css";

/** Placeholder group ids of the follow categories (spec). */
export const FOLLOWED_COMPETITIONS_ID = 9999998;
export const FOLLOWED_TEAMS_ID = 9999999;
const HOT_ID = 0;
const HOT_TEAMS_ID = -1;

interface Category {
  id: number;
  name: string;
}

function CompetitionCards({ groups, sport }: { groups: CompetitionGroup[]; sport: Sport }) {
  return groups.map((group) => (
    <section key={group.key} className={classes.group} aria-label={group.key}>
      <h3 className={classes.groupKey}>{group.key}</h3>
      <div className={classes.grid}>
        {group.competitions.map((c) => (
          <CompetitionLink key={c.competitionId} id={c.competitionId} sport={sport} className={classes.card} title={c.name}>
            <img src={c.logo} alt="" width={28} height={28} loading="lazy" />
            <span className={classes.cardName}>{c.name}</span>
          </CompetitionLink>
        ))}
      </div>
    </section>
  ));
}

interface TeamCard {
  teamId: number;
  name: string;
  logo: string;
  /** The competition, under the name (hot teams). */
  note?: string;
}

function TeamCards({ teams, sport }: { teams: TeamCard[]; sport: Sport }) {
  return (
    <div className={classes.grid}>
      {teams.map((t) => (
        <TeamLink key={t.teamId} id={t.teamId} sport={sport} className={classes.card} title={t.note ? `${t.name}（${t.note}）` : t.name}>
          <img src={t.logo} alt="" width={28} height={28} loading="lazy" />
          <span className={classes.cardText}>
            <span className={classes.cardName}>{t.name}</span>
            {t.note && <span className={classes.cardNote}>{t.note}</span>}
          </span>
        </TeamLink>
      ))}
    </div>
  );
}

const followedTeam = (f: FollowItem): TeamCard => ({ teamId: f.teamId ?? 0, name: f.teamName ?? "", logo: f.teamLogo ?? "" });
const hotTeam = (t: HotTeam): TeamCard => ({ teamId: t.teamId, name: t.name, logo: t.logo, note: t.competitionName });

const followedCompetition = (f: FollowItem): MenuCompetition => ({
  competitionId: f.compId ?? 0,
  name: f.compName,
  shortName: f.compName,
  logo: f.compLogo,
  initial: "",
  type: 1,
});

export function CompetitionMenu({ sport }: { sport: Sport }) {
  const userId = useUnit($userInfo)?.id ?? null;
  const menu = useQuery(competitionMenuQuery(sport));
  const follows = useQuery({ ...followedTopicsQuery(sport, userId ?? 0), enabled: userId !== null });
  const hotTeams = useQuery({ ...hotTeamsQuery(), enabled: sport === "football" });
  const [selected, setSelected] = useState(HOT_ID);
  const [query, setQuery] = useState("");
  const deferredQuery = useDeferredValue(query);

  const everything = useMemo(() => allCompetitions(menu.data?.categorys ?? []), [menu.data]);
  const results = useMemo(() => (deferredQuery.trim() ? groupByInitial(filterCompetitions(everything, deferredQuery)) : null), [everything, deferredQuery]);

  const categories: Category[] = [
    ...(userId !== null
      ? [
          { id: FOLLOWED_COMPETITIONS_ID, name: "关注赛事" },
          { id: FOLLOWED_TEAMS_ID, name: "关注球队" },
        ]
      : []),
    { id: HOT_ID, name: "热门" },
    ...(sport === "football" ? [{ id: HOT_TEAMS_ID, name: "热门球队" }] : []),
    ...(menu.data?.categorys ?? []).map(({ id, name }) => ({ id, name })),
  ];
  const shown = categories.some((c) => c.id === selected) ? selected : HOT_ID;
  const followedComps = (follows.data ?? []).filter((f) => f.followType === 1 && f.compId !== null);
  const followedTeams = (follows.data ?? []).filter((f) => f.followType === 2 && f.teamId !== null);

  let body;
  if (menu.isPending) {
    body = (
      <Center py={120}>
        <Loader aria-label="赛事加载中" />
      </Center>
    );
  } else if (menu.isError) {
    body = <p className={classes.empty}>{menu.error.message || "赛事加载失败"}</p>;
  } else if (results) {
    body = results.length ? <CompetitionCards groups={results} sport={sport} /> : <p className={classes.empty}>没有找到相关赛事，换个关键词试试吧～</p>;
  } else if (shown === HOT_ID) {
    body = <CompetitionCards groups={[{ key: "#", competitions: menu.data.tops }]} sport={sport} />;
  } else if (shown === FOLLOWED_COMPETITIONS_ID) {
    body = followedComps.length ? (
      <CompetitionCards groups={[{ key: "#", competitions: followedComps.map(followedCompetition) }]} sport={sport} />
    ) : (
      <p className={classes.empty}>{follows.isPending ? "加载中…" : "还没有关注的赛事，在赛事页点击关注即可在这里找到"}</p>
    );
  } else if (shown === FOLLOWED_TEAMS_ID) {
    body = followedTeams.length ? (
      <TeamCards teams={followedTeams.map(followedTeam)} sport={sport} />
    ) : (
      <p className={classes.empty}>{follows.isPending ? "加载中…" : "还没有关注的球队"}</p>
    );
  } else if (shown === HOT_TEAMS_ID) {
    if (hotTeams.isPending) body = <p className={classes.empty}>加载中…</p>;
    else if (hotTeams.isError) body = <p className={classes.empty}>{hotTeams.error.message || "热门球队加载失败"}</p>;
    else body = hotTeams.data.length ? <TeamCards teams={hotTeams.data.map(hotTeam)} sport={sport} /> : <p className={classes.empty}>暂无数据</p>;
  } else {
    const category = menu.data.categorys.find((c) => c.id === shown);
    body = <CompetitionCards groups={groupByInitial(category?.competitions ?? [])} sport={sport} />;
  }

  const paneName = results ? "搜索结果" : categories.find((c) => c.id === shown)?.name;
  return (
    <>
      <TextInput
        value={query}
        onChange={(event) => setQuery(event.currentTarget.value)}
        placeholder="搜索赛事名称"
        aria-label="搜索赛事"
        w={280}
        radius="xl"
        data-testid="competition-search"
      />
      <div className={classes.menu} data-testid="competition-menu">
        <nav className={classes.rail} role="tablist" aria-orientation="vertical" aria-label="赛事分类">
          {categories.map((c) => (
            <button
              key={c.id}
              type="button"
              role="tab"
              className={classes.railItem}
              aria-selected={!results && c.id === shown}
              data-category-id={c.id}
              onClick={() => {
                setSelected(c.id);
                setQuery("");
              }}
            >
              {c.name}
            </button>
          ))}
        </nav>
        <div className={classes.pane} role="tabpanel" aria-label={paneName}>
          <HiddenHeading>{paneName}</HiddenHeading>
          {body}
        </div>
      </div>
    </>
  );
}
