// The toasts' container, mounted the first time a toast is shown: notifications.show() queues into
// Mantine's notifications store at once, and the container (with its transitions and portal)
// downloads then and shows what is queued. Nothing of it is in the first download of a page.
import { useNotifications } from "@mantine/notifications";
import { createOnDemand } from "@/shared/ui/on-demand";

const Toasts = createOnDemand(() => import("@mantine/notifications").then((module) => module.Notifications));

export function NotificationsOnDemand() {
  const { notifications, queue } = useNotifications();
  return <Toasts wanted={notifications.length + queue.length > 0} position="top-center" />;
}
