// A tab's or the page's spinner while its data (or, for the tabs after 积分, its code) is on the way.
import { Center, Loader } from "@mantine/core";

export function TabLoading({ label }: { label: string }) {
  return (
    <Center py={80}>
      <Loader aria-label={label} />
    </Center>
  );
}
