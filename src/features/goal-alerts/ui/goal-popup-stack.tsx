// The goal pop-up stack at the bottom of /matchEvents (football tab): mounting it is what turns
// goal pop-ups and the goal sound on, so it belongs only where the spec wants them.
import { useEffect, useMemo, useRef } from "react";
import { useUnit } from "effector-react";
import { $goalAlerts, goalAlertDismissed, goalAlertsMounted, goalAlertsUnmounted } from "../model/goal-alerts";
import { GOAL_POPUP_BOTTOM_PX, GOAL_POPUP_GAP_PX } from "../config/goal-popup-layout";
import { GoalPopup } from "./goal-popup";
import classes from "./goal-popup.module.css";
import { useStackMoves } from "./use-stack-moves";

export function GoalPopupStack() {
  const [alerts, mounted, unmounted, dismissed] = useUnit([$goalAlerts, goalAlertsMounted, goalAlertsUnmounted, goalAlertDismissed]);

  const stack = useRef<HTMLElement>(null);
  const ids = useMemo(() => alerts.map((alert) => alert.id), [alerts]);
  useStackMoves(stack, ids);

  useEffect(() => {
    mounted();
    return () => unmounted();
  }, [mounted, unmounted]);

  return (
    <section ref={stack} className={classes.stack} style={{ bottom: GOAL_POPUP_BOTTOM_PX, gap: GOAL_POPUP_GAP_PX }} aria-label="进球提醒" aria-live="polite">
      {alerts.map((alert) => (
        <GoalPopup key={alert.id} alert={alert} onDismiss={dismissed} />
      ))}
    </section>
  );
}
