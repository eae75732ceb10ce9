// Links an article makes, built from ROUTES: to the article itself, and to a tag's competition
// or team page in the article's sport.
import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { ROUTES } from "@/shared/routes";
import type { NewsTag } from "../api/news-requests";

/**
 * `duplicate`: a second link to an article whose title link is beside it (a row's cover): kept out
 * of the tab order and of what a screen reader lists, so the article is one link for them.
 */
export function ArticleLink({ viewId, className, duplicate, children }: { viewId: number; className?: string; duplicate?: boolean; children: ReactNode }) {
  return (
    <Link
      to={ROUTES.newsDetail.path}
      params={{ viewId: String(viewId) }}
      className={className}
      {...(duplicate ? { tabIndex: -1, "aria-hidden": true } : {})}
    >
      {children}
    </Link>
  );
}

export function TagLink({ tag, sportType, className }: { tag: NewsTag; sportType: number; className?: string }) {
  const id = String(tag.id);
  const basketball = sportType === 2;
  const body = (
    <>
      {tag.logo ? <img src={tag.logo} alt="" width={16} height={16} loading="lazy" /> : null}
      {tag.name}
    </>
  );
  if (tag.type === 1)
    return basketball ? (
      <Link to={ROUTES.basketballCompetition.path} params={{ competeId: id }} className={className}>
        {body}
      </Link>
    ) : (
      <Link to={ROUTES.footballCompetition.path} params={{ competeId: id }} className={className}>
        {body}
      </Link>
    );
  return basketball ? (
    <Link to={ROUTES.basketballTeam.path} params={{ teamId: id }} className={className}>
      {body}
    </Link>
  ) : (
    <Link to={ROUTES.footballTeam.path} params={{ competeId: id }} className={className}>
      {body}
    </Link>
  );
}
