// 指数: the lead company's lines of every kind (matchOdds), then one kind's opening and current
// lines for every company (matchAllOdds, the current lines refreshed by currentMatchOdds every
// 30 s), each current value coloured by its move from the opening; football rows open the
// company's history of that kind.
import { useState } from "react";
import { SegmentedControl } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { allOddsQuery, currentOddsQuery, leadOddsQuery, ODDS_KINDS, type CurrentOdds, type OddsCompany, type OddsKind } from "@/entities/match";
import { ODDS_COLUMNS, ODDS_KIND_LABEL, oddsMovement, oddsValueText } from "../lib/odds-format";
import type { TabProps } from "./match-centre";
import { OddsCells } from "./odds-values";
import { OddsHistory } from "./odds-history";
import { Section } from "./section";
import { TabQuery } from "./tab-query";
import classes from "./match-centre.module.css";

function LeadOdds({ company }: { company: OddsCompany }) {
  return (
    <div className={classes.lead} aria-label={`${company.companyName}指数`}>
      {company.markets.map((market) => (
        <div key={market.kind} className={classes.leadCard}>
          <div className={classes.leadKind}>
            <span>{ODDS_KIND_LABEL[market.kind]}</span>
            <span>{company.companyName}</span>
          </div>
          {(["opening", "current"] as const).map((when) => (
            <div key={when} className={classes.leadLine}>
              <span>{when === "opening" ? "初" : "即"}</span>
              {market[when].map((value, i) => (
                <span key={i} className={when === "current" ? classes[oddsMovement(market.opening, market.current)[i] ?? "same"] : undefined}>
                  {oddsValueText(market.kind, i, value)}
                </span>
              ))}
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}

/** The current values of a company's kind: the latest refresh when there is one, else the full book's. */
function currentOf(company: OddsCompany, kind: OddsKind, fresh: CurrentOdds | undefined): { opening: number[]; current: number[] } | null {
  const market = company.markets.find((m) => m.kind === kind);
  if (!market) return null;
  const now = fresh?.companies.find((c) => c.companyId === company.companyId)?.markets.find((m) => m.kind === kind)?.current;
  return { opening: market.opening, current: now ?? market.current };
}

function CompanyTable({ companies, kind, fresh, selected, onSelect }: {
  companies: readonly OddsCompany[];
  kind: OddsKind;
  fresh: CurrentOdds | undefined;
  selected: number | null;
  onSelect: ((companyId: number) => void) | null;
}) {
  const columns = ODDS_COLUMNS[kind];
  return (
    <table className={classes.table} aria-label={`${ODDS_KIND_LABEL[kind]}指数`}>
      <thead>
        <tr>
          <th rowSpan={2} className={classes.left}>
            公司
          </th>
          <th colSpan={columns.length} className={classes.group}>
            初盘
          </th>
          <th colSpan={columns.length} className={classes.group}>
            即时盘
          </th>
        </tr>
        <tr>
          {[...columns, ...columns].map((title, i) => (
            <th key={i} className={i % columns.length === 0 ? classes.group : undefined}>
              {title}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {companies.map((company) => {
          const lines = currentOf(company, kind, fresh);
          if (!lines) return null;
          const choose = onSelect && (() => onSelect(company.companyId));
          return (
            <tr
              key={company.companyId}
              className={`${choose ? classes.clickable : ""} ${selected === company.companyId ? classes.selected : ""}`}
              onClick={choose ?? undefined}
              onKeyDown={choose ? (e) => (e.key === "Enter" || e.key === " ") && (e.preventDefault(), choose()) : undefined}
              tabIndex={choose ? 0 : undefined}
              aria-selected={choose ? selected === company.companyId : undefined}
              data-company={company.companyId}
            >
              <td className={classes.left}>{company.companyName}</td>
              <OddsCells kind={kind} values={lines.opening} first />
              <OddsCells kind={kind} values={lines.current} movements={oddsMovement(lines.opening, lines.current)} first />
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

export function OddsTab({ matchId, sport }: TabProps) {
  const kinds: readonly OddsKind[] = ODDS_KINDS[sport];
  const [kind, setKind] = useState<OddsKind>(kinds[0]!);
  const [selected, setSelected] = useState<number | null>(null);
  const lead = useQuery(leadOddsQuery(sport, matchId));
  const all = useQuery(allOddsQuery(sport, matchId));
  const fresh = useQuery(currentOddsQuery(sport, matchId));
  const company = all.data?.companies.find((c) => c.companyId === selected);
  return (
    <>
      <TabQuery query={lead} errorTitle="指数加载失败">
        {(data) => <LeadOdds company={data} />}
      </TabQuery>
      <Section title="各公司指数" note={sport === "football" ? "点击公司查看变化" : undefined}>
        <div className={classes.kinds}>
          <SegmentedControl
            size="xs"
            color="red"
            value={kind}
            onChange={(value) => setKind(value as OddsKind)}
            data={kinds.map((k) => ({ value: k, label: ODDS_KIND_LABEL[k] }))}
            aria-label="指数类型"
          />
        </div>
        <TabQuery query={all} errorTitle="指数加载失败">
          {({ companies }) =>
            companies.length === 0 ? (
              <p className={classes.empty}>暂无指数</p>
            ) : (
              <CompanyTable
                companies={companies}
                kind={kind}
                fresh={fresh.data}
                selected={selected}
                onSelect={sport === "football" ? (id) => setSelected((current) => (current === id ? null : id)) : null}
              />
            )
          }
        </TabQuery>
      </Section>
      {sport === "football" && company && (
        <Section title={`${company.companyName} · ${ODDS_KIND_LABEL[kind]}变化`}>
          <OddsHistory matchId={matchId} companyId={company.companyId} kind={kind} />
        </Section>
      )}
    </>
  );
}
