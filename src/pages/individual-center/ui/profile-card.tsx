// The center's profile card: avatar, nickname, role, gender, masked phone, the copyable 观赛ID,
// follow counts, and 编辑资料 / 更换手机号 (docs/product-rules.md "Individual center").
import { useState } from "react";
import { Avatar, Button } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { useUnit } from "effector-react";
import { CertifiedAnchorBadge } from "@/entities/anchor";
import { $personalInfo, maskPhone, type UserInfo } from "@/entities/session";
import { userCodeCopyClicked } from "@/features/session-menu";
import { customerDetailQuery } from "../api/profile-requests";
import { GENDERS } from "../lib/profile-rules";
import { ChangePhoneDialogOnDemand, ProfileEditDialogOnDemand } from "./center-on-demand";
import classes from "./individual-center.module.css";

export function ProfileCard({ user }: { user: UserInfo }) {
  const [personal, copy] = useUnit([$personalInfo, userCodeCopyClicked]);
  const detail = useQuery(customerDetailQuery(user.id));
  const [dialog, setDialog] = useState<"profile" | "phone" | null>(null);
  const gender = detail.data && GENDERS.find((g) => g.value === detail.data.gender)?.label;
  return (
    <header className={classes.profile} data-testid="profile-card">
      <Avatar src={user.avatar || null} alt="" radius="xl" size={72} />
      <div className={classes.profileText}>
        <h1 className={classes.nickname}>
          {user.nickname}
          {user.isAnchor === 1 && (
            <CertifiedAnchorBadge size="sm" />
          )}
        </h1>
        <div className={classes.meta}>
          {/* Held with "-" while the detail loads, so the lines below do not move when it comes. */}
          {(gender || detail.isPending) && <span>性别 {gender ?? "-"}</span>}
          <span>手机 {maskPhone(user.phone)}</span>
          <span>
            观赛ID {user.userCode}
            <Button variant="subtle" size="compact-xs" aria-label="复制观赛ID" onClick={() => copy(user.userCode)} ml={4}>
              复制
            </Button>
          </span>
        </div>
      </div>
      <div className={classes.profileActions}>
        <Button size="compact-sm" variant="light" disabled={!detail.data} onClick={() => setDialog("profile")}>
          编辑资料
        </Button>
        <Button size="compact-sm" variant="subtle" onClick={() => setDialog("phone")}>
          更换手机号
        </Button>
      </div>
      {detail.data && dialog === "profile" && <ProfileEditDialogOnDemand detail={detail.data} opened onClose={() => setDialog(null)} />}
      {dialog === "phone" && <ChangePhoneDialogOnDemand phone={user.phone} opened onClose={() => setDialog(null)} />}
      {/* "-" until the counts load: the card keeps its size. */}
      <dl className={classes.counts} aria-busy={personal ? undefined : true}>
        <div>
          <dt>关注</dt>
          <dd>{personal?.followToCount ?? "-"}</dd>
        </div>
        <div>
          <dt>粉丝</dt>
          <dd>{personal?.followFromCount ?? "-"}</dd>
        </div>
      </dl>
    </header>
  );
}
