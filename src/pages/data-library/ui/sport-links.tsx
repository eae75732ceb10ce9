// Links of the data library, built from ROUTES: a competition's page and a team's page per sport.
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

export function CompetitionLink({ id, sport, className, children, title }: LinkProps) {
  const competeId = String(id);
  return sport === "football" ? (
    <Link to={ROUTES.footballCompetition.path} params={{ competeId }} className={className} title={title} data-testid="competition-link">
      {children}
    </Link>
  ) : (
    <Link to={ROUTES.basketballCompetition.path} params={{ competeId }} className={className} title={title} data-testid="competition-link">
      {children}
    </Link>
  );
}

export function TeamLink({ id, sport, className, children, title }: LinkProps) {
  return sport === "football" ? (
    <Link to={ROUTES.footballTeam.path} params={{ competeId: String(id) }} className={className} title={title} data-testid="team-link">
      {children}
    </Link>
  ) : (
    <Link to={ROUTES.basketballTeam.path} params={{ teamId: String(id) }} className={className} title={title} data-testid="team-link">
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
