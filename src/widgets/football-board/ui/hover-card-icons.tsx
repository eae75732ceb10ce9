// Key-event icons of the hover card timeline: small inline SVG, each named for screen readers.
import type { ReactNode } from "react";
import { INCIDENT_TYPE } from "#wire";
import { EVENT_LABEL } from "@/entities/match";
import classes from "./hover-card.module.css";

const Card = ({ color, x = 3 }: { color: string; x?: number }) => <rect x={x} y="1" width="8" height="12" rx="1.5" fill={color} />;

const Ball = ({ stroke = "currentColor" }: { stroke?: string }) => (
  <>
    <circle cx="7" cy="7" r="6" fill="#fff" stroke={stroke} strokeWidth="1.2" />
    <path d="M7 4.2 9.6 6 8.6 9H5.4L4.4 6Z" fill="#222" />
  </>
);

const Letter = ({ text, color }: { text: string; color: string }) => (
  <>
    <circle cx="7" cy="7" r="6" fill="none" stroke={color} strokeWidth="1.2" />
    <text x="7" y="10" textAnchor="middle" fontSize="8" fontWeight="700" fill={color}>
      {text}
    </text>
  </>
);

const SHAPES: Readonly<Record<number, ReactNode>> = {
  [INCIDENT_TYPE.goal]: <Ball />,
  [INCIDENT_TYPE.ownGoal]: <Ball stroke="#e03131" />,
  [INCIDENT_TYPE.penalty]: <Letter text="P" color="#2f9e44" />,
  [INCIDENT_TYPE.penaltyMissed]: (
    <>
      <Letter text="P" color="#868e96" />
      <path d="M2 12 12 2" stroke="#e03131" strokeWidth="1.5" />
    </>
  ),
  [INCIDENT_TYPE.yellow]: <Card color="#fab005" />,
  [INCIDENT_TYPE.red]: <Card color="#e03131" />,
  [INCIDENT_TYPE.twoYellowRed]: (
    <>
      <Card color="#fab005" x={1} />
      <Card color="#e03131" x={5} />
    </>
  ),
  [INCIDENT_TYPE.substitution]: (
    <>
      <path d="M4 12V3M1.5 5.5 4 3l2.5 2.5" stroke="#2f9e44" strokeWidth="1.5" fill="none" />
      <path d="M10 2v9M7.5 8.5 10 11l2.5-2.5" stroke="#e03131" strokeWidth="1.5" fill="none" />
    </>
  ),
  [INCIDENT_TYPE.var]: (
    <>
      <rect x="0.5" y="2.5" width="13" height="9" rx="1.5" fill="none" stroke="currentColor" />
      <text x="7" y="9.5" textAnchor="middle" fontSize="5.5" fontWeight="700" fill="currentColor">
        VAR
      </text>
    </>
  ),
};

export function EventIcon({ type }: { type: number }) {
  const label = EVENT_LABEL[type] ?? "";
  return (
    <svg className={classes.icon} viewBox="0 0 14 14" width="14" height="14" role="img" aria-label={label} data-event-type={type}>
      <title>{label}</title>
      {SHAPES[type]}
    </svg>
  );
}
