// Loading and failure states shared by the team, player and history pages.
import { Button, Center, Loader } from "@mantine/core";
import classes from "./team-page.module.css";

export function Loading({ label }: { label: string }) {
  return (
    <Center py={80}>
      <Loader aria-label={label} />
    </Center>
  );
}

/** A missing or unknown id, or a failed call: the message and, when it can help, a retry. */
export function Failure({ message, onRetry }: { message: string; onRetry?: () => void }) {
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

export const Empty = ({ children }: { children: string }) => <p className={classes.empty}>{children}</p>;
