// Loading, failure and empty states of the data library's team, player and history pages.
import { Button, Center, Loader } from "@mantine/core";
import classes from "./library-page.module.css";

export function PageLoading({ label }: { label: string }) {
  return (
    <Center py={80}>
      <Loader aria-label={label} />
    </Center>
  );
}

/** A missing or unknown id, or a failed call: the message and, when it can help, a retry. */
export function PageFailure({ message, onRetry }: { message: string; onRetry?: () => void }) {
  return (
    <div className={classes.failure} role="alert">
      <p>{message}</p>
      {onRetry && (
        <Button variant="light" onClick={onRetry}>
          重新加载
        </Button>
      )}
    </div>
  );
}

export const EmptyNote = ({ children }: { children: string }) => <p className={classes.empty}>{children}</p>;
