// The center's profile card: avatar, nickname, role, masked phone, the copyable 观赛ID, follow
// counts (docs/product-rules.md "Individual center").
import { Avatar, Badge, Button } from "@mantine/core";
import { useUnit } from "effector-react";
import { $personalInfo, maskPhone, type UserInfo } from "@/entities/session";
import { userCodeCopyClicked } from "@/features/session-menu";
import classes from "./individual-center.module.css";

export function ProfileCard({ user }: { user: UserInfo }) {
  const [personal, copy] = useUnit([$personalInfo, userCodeCopyClicked]);
  return (
    <header className={classes.profile} data-testid="profile-card">
      <Avatar src={user.avatar || null} alt="" radius="xl" size={72} />
      <div className={classes.profileText}>
        <h1 className={classes.nickname}>
          {user.nickname}
          {user.isAnchor === 1 && (
            <Badge color="orange" variant="filled" size="sm">
              认证主播
            </Badge>
          )}
        </h1>
        <div className={classes.meta}>
          <span>手机 {maskPhone(user.phone)}</span>
          <span>
            观赛ID {user.userCode}
            <Button variant="subtle" size="compact-xs" aria-label="复制观赛ID" onClick={() => copy(user.userCode)} ml={4}>
              复制
            </Button>
          </span>
        </div>
      </div>
      {personal && (
        <dl className={classes.counts}>
          <div>
            <dt>关注</dt>
            <dd>{personal.followToCount}</dd>
          </div>
          <div>
            <dt>粉丝</dt>
            <dd>{personal.followFromCount}</dd>
          </div>
        </dl>
      )}
    </header>
  );
}
