// The toasts' container, mounted (and downloaded) the first time a toast is asked for.
import { useSyncExternalStore } from "react";
import { anyToastRequested, subscribeToasts } from "@/shared/lib/notify";
import { createOnDemand } from "../on-demand";

const Container = createOnDemand(() => import("./toasts-container").then((module) => module.ToastsContainer));

export function ToastsOnDemand({ limit }: { limit?: number }) {
  const wanted = useSyncExternalStore(subscribeToasts, anyToastRequested, () => false);
  return <Container wanted={wanted} limit={limit} />;
}
