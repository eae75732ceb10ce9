// Router links to the data library's pages of a sport — a competition, a team, a player — built
// from the route table, so every page that lists them links the same way.
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

const HREF = {
  competition: (sport: Sport, id: number) => (sport === "football" ? ROUTES.footballCompetition.href(id) : ROUTES.basketballCompetition.href(id)),
  team: (sport: Sport, id: number) => (sport === "football" ? ROUTES.footballTeam.href(id) : ROUTES.basketballTeam.href(id)),
  player: (sport: Sport, id: number) => (sport === "football" ? ROUTES.footballPlayer.href(id) : ROUTES.basketballPlayer.href(id)),
} as const;

function linkTo(kind: keyof typeof HREF) {
  const LibraryLink = ({ id, sport, className, children, title }: LinkProps) => (
    <Link to={HREF[kind](sport, id)} className={className} title={title} data-testid={`${kind}-link`}>
      {children}
    </Link>
  );
  return LibraryLink;
}

export const CompetitionLink = linkTo("competition");
export const TeamLink = linkTo("team");
export const PlayerLink = linkTo("player");
