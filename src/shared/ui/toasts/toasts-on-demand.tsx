// The toasts' container, mounted (and downloaded) the first time a toast is shown: until then
// toasts wait in Mantine's notifications store, and nothing of the container is downloaded.
import { useNotifications } from "@mantine/notifications";
import { createOnDemand } from "../on-demand";

const Container = createOnDemand(() => import("./toasts-container").then((module) => module.ToastsContainer));

export function ToastsOnDemand({ limit }: { limit?: number }) {
  const { notifications, queue } = useNotifications();
  return <Container wanted={notifications.length > 0 || queue.length > 0} limit={limit} />;
}
