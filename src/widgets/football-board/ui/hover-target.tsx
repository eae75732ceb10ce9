// The element a hover card hangs on: the row's team name itself when it is one element (no extra
// box in the row's layout), else a span around it.
import { cloneElement, Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import classes from "./hover-card.module.css";

export interface TargetHandlers {
  onPointerEnter: () => void;
  onPointerLeave: () => void;
  onFocus: () => void;
}

export function withHandlers(children: ReactNode, handlers: TargetHandlers | Record<string, never>) {
  return isValidElement(children) && children.type !== Fragment ? (
    cloneElement(children as ReactElement<Partial<TargetHandlers>>, handlers)
  ) : (
    <span className={classes.target} {...handlers}>
      {children}
    </span>
  );
}
