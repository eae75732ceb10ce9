// Mantine's notifications container: it shows every toast waiting in Mantine's notifications
// store (shared/lib/notify), then each new one.
import "@mantine/notifications/styles.css";
import { Notifications } from "@mantine/notifications";

/** `limit`: how many show at once (Mantine's default, 5, in the app; tests raise it). */
export function ToastsContainer({ limit }: { limit?: number }) {
  return <Notifications position="top-center" limit={limit} />;
}
