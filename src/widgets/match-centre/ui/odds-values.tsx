// A kind's values in table cells, each coloured by its movement (up red, down green) with an arrow.
import type { OddsKind } from "@/entities/match";
import { oddsValueText, type Movement } from "../lib/odds-format";
import classes from "./match-centre.module.css";

const ARROW: Readonly<Record<Movement, string>> = { up: "↑", down: "↓", same: "" };
const MOVED: Readonly<Record<Movement, string>> = { up: "升", down: "降", same: "" };

export function OddsCells({ kind, values, movements, first }: { kind: OddsKind; values: readonly number[]; movements?: readonly Movement[]; first?: boolean }) {
  return (
    <>
      {values.map((value, i) => {
        const movement = movements?.[i] ?? "same";
        return (
          <td key={i} className={`${i === 0 && first ? classes.group : ""} ${movement === "same" ? "" : classes[movement]}`} data-movement={movement}>
            {oddsValueText(kind, i, value)}
            {movement !== "same" && (
              <span className={classes.arrow} aria-label={MOVED[movement]}>
                {ARROW[movement]}
              </span>
            )}
          </td>
        );
      })}
    </>
  );
}
