import { ActionIcon, Avatar, Box, Group, Menu, Stack, Text } from "@mantine/core";
import { Link } from "@tanstack/react-router";
import { useUnit } from "effector-react";
import { CertifiedAnchorBadge } from "@/entities/anchor";
import {
  $anchorLevel,
  $levelTables,
  $personalInfo,
  $userLevel,
  LEVEL_TYPE,
  maskPhone,
  type UserInfo,
} from "@/entities/session";
import { ROUTES } from "@/shared/routes";
import { ANCHOR_MENU_LINKS, USER_MENU_LINKS } from "../config/menu";
import { userCodeCopyClicked } from "../model/copy-user-code";
import { logoutClicked } from "../model/logout";
import { AvatarButton } from "./avatar-button";
import { LevelBlock } from "./level-block";

function CopyIcon() {
  return (
    <svg width="14" height="14" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" aria-hidden>
      <rect x="9" y="9" width="13" height="13" rx="2" />
      <path d="M5 15H4a2 2 0 0 1-2-2V4a2 2 0 0 1 2-2h9a2 2 0 0 1 2 2v1" />
    </svg>
  );
}

/** What a user or an anchor sees by role (docs/product-rules.md "Roles and the user menu"). */
function RoleSection({ isAnchor }: { isAnchor: boolean }) {
  const [userLevel, anchorLevel, tables, personal] = useUnit([$userLevel, $anchorLevel, $levelTables, $personalInfo]);
  if (!isAnchor) {
    return userLevel ? (
      <LevelBlock
        title="用户等级"
        level={userLevel.level}
        exp={userLevel.exp}
        levelTxt={userLevel.levelTxt}
        table={tables[LEVEL_TYPE.USER]}
      />
    ) : null;
  }
  return (
    <Stack gap={6}>
      {anchorLevel && (
        <>
          <LevelBlock
            title="主播等级"
            level={anchorLevel.anchorLevel}
            exp={anchorLevel.anchorExp}
            table={tables[LEVEL_TYPE.ANCHOR]}
          />
          <Text size="sm">预测等级：{anchorLevel.predictionLevelTxt}</Text>
        </>
      )}
      {personal && <Text size="sm">粉丝 {personal.followFromCount}</Text>}
    </Stack>
  );
}

export interface UserMenuProps {
  user: UserInfo;
  /** Open at mount: the pointer reached the avatar, or it was clicked, while this code downloaded. */
  defaultOpened?: boolean;
  /** Focus the avatar at mount: it had focus while this code downloaded (it is a new element now). */
  autoFocus?: boolean;
}

/** The signed-in user's avatar; hovering opens the menu. */
export function UserMenu({ user, defaultOpened = false, autoFocus = false }: UserMenuProps) {
  const [copy, logout] = useUnit([userCodeCopyClicked, logoutClicked]);
  const isAnchor = user.isAnchor === 1;
  const links = isAnchor ? ANCHOR_MENU_LINKS : USER_MENU_LINKS;
  return (
    <Menu trigger="hover" openDelay={60} closeDelay={200} position="bottom-end" width={260} defaultOpened={defaultOpened}>
      <Menu.Target>
        <AvatarButton user={user} autoFocus={autoFocus} />
      </Menu.Target>
      <Menu.Dropdown>
        <Box p="xs">
          <Stack gap={8}>
            <Group gap="xs" wrap="nowrap">
              <Avatar src={user.avatar || null} alt="" radius="xl" size={40} />
              <Stack gap={2} miw={0}>
                <Group gap={6} wrap="nowrap">
                  <Text fw={700} truncate>
                    {user.nickname}
                  </Text>
                  {isAnchor && (
                    <CertifiedAnchorBadge size="xs" />
                  )}
                </Group>
                <Text size="xs" c="dimmed">
                  {maskPhone(user.phone)}
                </Text>
              </Stack>
            </Group>
            <Group gap={4} wrap="nowrap">
              <Text size="xs" c="dimmed">
                观赛ID：{user.userCode}
              </Text>
              <ActionIcon variant="subtle" size="sm" aria-label="复制观赛ID" onClick={() => copy(user.userCode)}>
                <CopyIcon />
              </ActionIcon>
            </Group>
            <RoleSection isAnchor={isAnchor} />
          </Stack>
        </Box>
        <Menu.Divider />
        {links.map((link) => (
          <Menu.Item
            key={link.type}
            renderRoot={(props) => <Link {...props} to={ROUTES.individualCenter.path} search={{ type: link.type }} />}
          >
            {link.label}
          </Menu.Item>
        ))}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => logout()}>
          退出登录
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
