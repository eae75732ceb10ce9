// Mantine's notifications container, showing every toast that waited for it and each new one.
import "@mantine/notifications/styles.css";
import { useEffect } from "react";
import { Notifications, notifications } from "@mantine/notifications";
import { subscribeToasts, takeToasts } from "@/shared/lib/notify";

const showWaiting = () => {
  for (const { message, color, autoClose } of takeToasts()) notifications.show({ message, color, autoClose });
};

/** `limit`: how many show at once (Mantine's default, 5, in the app). */
export function ToastsContainer({ limit }: { limit?: number }) {
  useEffect(() => {
    showWaiting();
    return subscribeToasts(showWaiting);
  }, []);
  return <Notifications position="top-center" limit={limit} />;
}
