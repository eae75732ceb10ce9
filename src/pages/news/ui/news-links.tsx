// Links out of the news pages, built from ROUTES: an article, and a tag's competition or team
// page in the article's sport.
import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import { ROUTES } from "@/shared/routes";
import type { NewsTag } from "../api/news-requests";

export function ArticleLink({ viewId, className, children }: { viewId: number; className?: string; children: ReactNode }) {
  return (
    <Link to={ROUTES.newsDetail.path} params={{ viewId: String(viewId) }} className={className}>
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
