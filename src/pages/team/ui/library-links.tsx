// Links of the team pages, built from ROUTES: team, player and competition pages per sport.
import type { ReactNode } from "react";
import { Link } from "@tanstack/react-router";
import type { Sport } from "@/shared/config";
import { ROUTES } from "@/shared/routes";

interface LinkProps {
  id: number;
  sport: Sport;
  className?: string;
  children: ReactNode;
  title?: string;
}

export function TeamLink({ id, sport, className, children, title }: LinkProps) {
  const href = sport === "football" ? ROUTES.footballTeam.href(id) : ROUTES.basketballTeam.href(id);
  return (
    <Link to={href} className={className} title={title} data-testid="team-link">
      {children}
    </Link>
  );
}

export function PlayerLink({ id, sport, className, children, title }: LinkProps) {
  const href = sport === "football" ? ROUTES.footballPlayer.href(id) : ROUTES.basketballPlayer.href(id);
  return (
    <Link to={href} className={className} title={title} data-testid="player-link">
      {children}
    </Link>
  );
}

export function CompetitionLink({ id, sport, className, children, title }: LinkProps) {
  const href = sport === "football" ? ROUTES.footballCompetition.href(id) : ROUTES.basketballCompetition.href(id);
  return (
    <Link to={href} className={className} title={title} data-testid="competition-link">
      {children}
    </Link>
  );
}
