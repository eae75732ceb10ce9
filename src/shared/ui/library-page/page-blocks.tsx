// The blocks the data library's team and player pages both draw: a header's facts (成立, 主场, 身高, …)
// and a row of number cards (本赛季数据, a team's season summary).
import classes from "./library-page.module.css";

export type LabelledValue = readonly [label: string, value: string];

export function FactList({ facts }: { facts: readonly LabelledValue[] }) {
  return (
    <dl className={classes.facts}>
      {facts.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

export function NumberCards({ cards, testId }: { cards: readonly LabelledValue[]; testId?: string }) {
  return (
    <div className={classes.cards} data-testid={testId}>
      {cards.map(([label, value]) => (
        <div key={label} className={classes.card}>
          <span className={classes.cardValue}>{value}</span>
          <span className={classes.cardLabel}>{label}</span>
        </div>
      ))}
    </div>
  );
}
