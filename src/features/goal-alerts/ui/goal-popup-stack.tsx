// The goal pop-up stack at the bottom of /matchEvents (football tab): mounting it is what turns
// goal pop-ups and the goal sound on, so it belongs only where the spec wants them.
import { useEffect } from "react";
import { useUnit } from "effector-react";
import { $goalAlerts, goalAlertDismissed, goalAlertsMounted, goalAlertsUnmounted } from "../model/goal-alerts";
import { GoalPopup } from "./goal-popup";
import classes from "./goal-popup.module.css";

export function GoalPopupStack() {
  const [alerts, mounted, unmounted, dismissed] = useUnit([$goalAlerts, goalAlertsMounted, goalAlertsUnmounted, goalAlertDismissed]);

  useEffect(() => {
    mounted();
    return () => unmounted();
  }, [mounted, unmounted]);

  return (
    <section className={classes.stack} aria-label="进球提醒" aria-live="polite">
      {alerts.map((alert, index) => (
        <GoalPopup key={alert.id} alert={alert} index={index} onDismiss={dismissed} />
      ))}
    </section>
  );
}
