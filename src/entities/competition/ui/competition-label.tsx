// A competition as a list row names it: a stripe in its colour, its logo and its short name in
// its colour made readable on the grid's rows; the full name on hover.
import { competitionMarkColour, competitionTextColour } from "../lib/competition-colour";
import { logoClassOf } from "./logo-class";
import classes from "./competition-label.module.css";

export interface CompetitionLabelProps {
  competition: { name: string; shortName: string; logo: string; color: string };
}

export function CompetitionLabel({ competition }: CompetitionLabelProps) {
  return (
    <span className={classes.competition} title={competition.name}>
      <span className={classes.mark} style={{ background: competitionMarkColour(competition.color) }} aria-hidden="true" />
      {/* Decorative (the name follows), drawn by its logo's shared rule (logo-class.ts). */}
      <span className={competition.logo ? `${classes.logo} ${logoClassOf(competition.logo)}` : classes.logo} aria-hidden="true" />
      <span className={classes.name} style={{ color: competitionTextColour(competition.color) }}>
        {competition.shortName}
      </span>
    </span>
  );
}
