// 房间管理: the audience (with the moderation menu on each row), the room's admins and, for the
// anchor, the room's name (/v1/liveroom/modifyChatRoomInfo; the 230 push updates every viewer).
import { useState } from "react";
import { Badge, Button, Group, Loader, Modal, ScrollArea, Stack, Tabs, Text, TextInput } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { MODERATION_TEXTS as T, ROOM_NAME_MAX } from "../config/moderation-texts";
import { AUDIENCE_PAGE_SIZE, adminListQuery, audienceQuery, modifyRoomName, setLivingAdmin, type AudienceEntry } from "../api/moderation-requests";
import { mayModerate, type RoomRole } from "../lib/moderation-permissions";
import { useModeration } from "../model/use-moderation";
import { ModerationMenu } from "./moderation-menu";

export interface RoomManageDialogProps {
  roomId: number;
  actorRole: RoomRole;
  actorId: number | null;
  roomName: string;
  opened: boolean;
  onClose: () => void;
}

const ROLE_LABEL: Partial<Record<RoomRole, string>> = { anchor: "主播", admin: "管理员" };

function AudiencePage({ roomId, actorRole, actorId, pageNum, last, onMore }: { roomId: number; actorRole: RoomRole; actorId: number | null; pageNum: number; last: boolean; onMore: () => void }) {
  const { data, isPending } = useQuery(audienceQuery(roomId, pageNum));
  if (isPending) return <Loader size="sm" mx="auto" my="sm" />;
  if (!data) return null;
  if (pageNum === 1 && data.items.length === 0) return <Text c="dimmed" size="sm" ta="center" py="md">{T.noAudience}</Text>;
  const hasMore = last && pageNum * AUDIENCE_PAGE_SIZE < data.total;
  return (
    <>
      {data.items.map((entry: AudienceEntry) => (
        <Group key={entry.customerId} justify="space-between" wrap="nowrap" py={4}>
          <Group gap={6} wrap="nowrap" style={{ minWidth: 0 }}>
            <Badge size="xs" variant="light" color="gray" tt="none">Lv.{entry.level}</Badge>
            <Text size="sm" truncate>{entry.nickname}</Text>
            {ROLE_LABEL[entry.role] && <Badge size="xs" color={entry.role === "anchor" ? "red" : "yellow"}>{ROLE_LABEL[entry.role]}</Badge>}
            {entry.muted && <Badge size="xs" color="gray" variant="outline">{T.muted}</Badge>}
          </Group>
          <ModerationMenu roomId={roomId} actorRole={actorRole} actorId={actorId} target={{ customId: entry.customerId, nickname: entry.nickname, role: entry.role, muted: entry.muted }} />
        </Group>
      ))}
      {hasMore && (
        <Button variant="subtle" size="xs" onClick={onMore}>
          {T.more}
        </Button>
      )}
    </>
  );
}

function AudienceList(props: { roomId: number; actorRole: RoomRole; actorId: number | null }) {
  const [pages, setPages] = useState(1);
  return (
    <ScrollArea.Autosize mah={360}>
      {Array.from({ length: pages }, (_, i) => (
        <AudiencePage key={i} {...props} pageNum={i + 1} last={i + 1 === pages} onMore={() => setPages(pages + 1)} />
      ))}
    </ScrollArea.Autosize>
  );
}

function AdminList({ roomId, actorRole }: { roomId: number; actorRole: RoomRole }) {
  const { data, isPending } = useQuery(adminListQuery(roomId));
  const { busy, run } = useModeration();
  if (isPending) return <Loader size="sm" mx="auto" my="sm" />;
  if (!data || data.length === 0) return <Text c="dimmed" size="sm" ta="center" py="md">{T.noAdmins}</Text>;
  return (
    <Stack gap={4}>
      {data.map((admin) => (
        <Group key={admin.customerId} justify="space-between" wrap="nowrap">
          <Text size="sm" truncate>{admin.nickname}</Text>
          {mayModerate(actorRole, "setAdmin", "admin") && (
            <Button size="compact-xs" variant="light" color="gray" loading={busy} onClick={() => void run(() => setLivingAdmin(roomId, admin.customerId, false), T.adminUnset)}>
              {T.unsetAdmin}
            </Button>
          )}
        </Group>
      ))}
    </Stack>
  );
}

function RoomSettings({ roomId, roomName }: { roomId: number; roomName: string }) {
  const [name, setName] = useState(roomName);
  const { busy, run } = useModeration();
  const length = [...name.trim()].length;
  return (
    <Stack gap="sm">
      <TextInput
        label={T.roomName}
        value={name}
        onChange={(event) => setName(event.currentTarget.value)}
        error={length > ROOM_NAME_MAX ? `直播间名称不能超过${ROOM_NAME_MAX}个字` : undefined}
        rightSection={<Text size="xs" c="dimmed">{length}/{ROOM_NAME_MAX}</Text>}
        rightSectionWidth={48}
      />
      <Group justify="flex-end">
        <Button loading={busy} disabled={length === 0 || length > ROOM_NAME_MAX} onClick={() => void run(() => modifyRoomName(roomId, name.trim()), T.saved)}>
          {T.save}
        </Button>
      </Group>
    </Stack>
  );
}

export function RoomManageDialog({ roomId, actorRole, actorId, roomName, opened, onClose }: RoomManageDialogProps) {
  return (
    <Modal opened={opened} onClose={onClose} title={T.manage} centered size="md">
      {opened && (
        <Tabs defaultValue="audience">
          <Tabs.List mb="sm">
            <Tabs.Tab value="audience">{T.audience}</Tabs.Tab>
            <Tabs.Tab value="admins">{T.admins}</Tabs.Tab>
            {mayModerate(actorRole, "editRoom") && <Tabs.Tab value="room">{T.room}</Tabs.Tab>}
          </Tabs.List>
          <Tabs.Panel value="audience">
            <AudienceList roomId={roomId} actorRole={actorRole} actorId={actorId} />
          </Tabs.Panel>
          <Tabs.Panel value="admins">
            <AdminList roomId={roomId} actorRole={actorRole} />
          </Tabs.Panel>
          {mayModerate(actorRole, "editRoom") && (
            <Tabs.Panel value="room">
              <RoomSettings roomId={roomId} roomName={roomName} />
            </Tabs.Panel>
          )}
        </Tabs>
      )}
    </Modal>
  );
}
