// One scheme as /forecast and 我的预测 list it (docs/product-rules.md "Predictions"): the anchor
// (avatar, name, levels, hit-rate badge, streak tags; the homepage in a new tab), the state, the
// title opening the scheme, the picks and when it was published, locked and settled.
import { Avatar, Badge } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import dayjs from "dayjs";
import type { ReactNode } from "react";
import { ROUTES, searchOf } from "@/shared/routes";
import type { Scheme } from "../api/scheme-schemas";
import { FORECAST_TYPE_TEXT, hitRatePercent, SCHEME_STATE_COLOR, SCHEME_STATE_TEXT } from "../lib/scheme-view";
import { SchemePicks } from "./scheme-picks";
import { StreakTags } from "./streak-tags";
import classes from "./scheme-card.module.css";

export const schemeHref = (schemeId: number): string => `${ROUTES.forecastDetail.path}${searchOf({ id: schemeId })}`;

const time = (ms: number) => dayjs(ms).format("MM-DD HH:mm");

/** Published, locked and settled times, as far as they happened. */
export function SchemeTimes({ scheme }: { scheme: Scheme }) {
  return (
    <span className={classes.times}>
      <span>{`发布于 ${time(scheme.publishedAt)}`}</span>
      {scheme.lockedAt != null && <span>{`锁定于 ${time(scheme.lockedAt)}`}</span>}
      {scheme.settledAt != null && <span>{`结算于 ${time(scheme.settledAt)}`}</span>}
    </span>
  );
}

export function SchemeAuthor({ scheme, children }: { scheme: Scheme; children?: ReactNode }) {
  const home = ROUTES.personalHomepage.href(scheme.customId);
  const rate = hitRatePercent(scheme);
  return (
    <div className={classes.author}>
      <a href={home} target="_blank" rel="noopener noreferrer" aria-label={scheme.nickname}>
        <Avatar src={scheme.avatar || null} alt={scheme.nickname} size={40} radius="xl" />
      </a>
      <div className={classes.authorText}>
        <div className={classes.authorLine}>
          <a className={classes.nickname} href={home} target="_blank" rel="noopener noreferrer">
            {scheme.nickname}
          </a>
          <span className={classes.levels}>{`主播Lv.${scheme.anchorLevel} · 预测Lv.${Math.max(1, scheme.predictionLevel)}`}</span>
          {children}
        </div>
        <StreakTags source={scheme} />
      </div>
      {rate !== null && (
        <div className={classes.rate} aria-label={`近期命中率 ${rate}%`}>
          <b>{rate}%</b>
          <small>近期命中率</small>
        </div>
      )}
    </div>
  );
}

export function SchemeStateBadge({ scheme }: { scheme: Scheme }) {
  return (
    <Badge color={SCHEME_STATE_COLOR[scheme.state]} variant={scheme.state >= 2 ? "filled" : "light"} data-state={scheme.state}>
      {SCHEME_STATE_TEXT[scheme.state]}
    </Badge>
  );
}

export function SchemeCard({ scheme, authorExtra }: { scheme: Scheme; authorExtra?: ReactNode }) {
  return (
    <article className={classes.card} aria-label={scheme.title} data-scheme={scheme.schemeId}>
      <SchemeAuthor scheme={scheme}>{authorExtra}</SchemeAuthor>
      <div className={classes.titleLine}>
        <SchemeStateBadge scheme={scheme} />
        <Badge variant="outline" color="gray">
          {FORECAST_TYPE_TEXT[scheme.forecastType]}
        </Badge>
        <Link className={classes.title} to={schemeHref(scheme.schemeId)}>
          {scheme.title}
        </Link>
      </div>
      <SchemePicks picks={scheme.picks} />
      <div className={classes.footer}>
        <SchemeTimes scheme={scheme} />
        {scheme.forecastType === 2 && <span>{`串关赔率 ${scheme.odds.toFixed(2)}`}</span>}
      </div>
    </article>
  );
}
