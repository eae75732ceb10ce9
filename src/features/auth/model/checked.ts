// The shape every form action here shares: on `clock`, check `source`; a problem becomes a
// warning toast (docs/product-rules.md "Validation"), no problem passes the checked value on.
import { sample, type Event, type Store, type Unit } from "effector";
import { showToastFx, warningToast } from "@/shared/lib/notify";

export function passedCheck<S>(clock: Unit<unknown>, source: Store<S>, problem: (value: S) => string | null): Event<S> {
  const checked = sample({ clock, source, fn: (value) => ({ value, problem: problem(value) }) });
  sample({
    clock: checked,
    filter: (result) => result.problem !== null,
    fn: (result) => warningToast(result.problem ?? ""),
    target: showToastFx,
  });
  return sample({ clock: checked, filter: (result) => result.problem === null, fn: (result) => result.value });
}
