// A page-wide notice in place of the room: refused entry, a failure, a bad link.
import { Button } from "@mantine/core";
import { ROUTES } from "@/shared/routes";
import classes from "./live-room.module.css";

export interface PageNoticeProps {
  tone: "error" | "warning";
  title: string;
  text?: string;
  action?: { label: string; onClick: () => void };
}

export function PageNotice({ tone, title, text, action }: PageNoticeProps) {
  return (
    <div className={classes.notice} role="alert" data-tone={tone} data-testid="room-notice">
      <div className={classes.noticeTitle}>{title}</div>
      {text && <div className={classes.noticeText}>{text}</div>}
      <div className={classes.noticeActions}>
        {action && (
          <Button radius="xl" onClick={action.onClick}>
            {action.label}
          </Button>
        )}
        <Button component="a" href={ROUTES.home.href()} radius="xl" variant="default">
          返回首页
        </Button>
      </div>
    </div>
  );
}
