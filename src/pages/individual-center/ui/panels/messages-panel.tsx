// 我的消息 (type 6; docs/product-rules.md "Individual center"): the conversations (the other side,
// the last message, its time, unread counts) and the chat with the one chosen — `?customerId=`
// opens it, so the 客服 button lands in the customer-service chat. A user gets 联系客服 on top;
// the staff account sees the users who wrote and answers them.
import dayjs from "dayjs";
import { Avatar, Badge, Button, Loader } from "@mantine/core";
import { useQuery } from "@tanstack/react-query";
import { Link } from "@tanstack/react-router";
import { useUnit } from "effector-react";
import { $userInfo, staffInfoQuery } from "@/entities/session";
import { ROUTES } from "@/shared/routes";
import { conversationsQuery, type Conversation } from "../../api/message-requests";
import { peerIdOf } from "../../lib/private-room";
import { PrivateChatPane } from "./private-chat-pane";
import classes from "../individual-center.module.css";

const linkOf = (customId: number | string) => ROUTES.individualCenter.href({ type: 6, customerId: customId });

function ConversationRow({ conversation: c, active }: { conversation: Conversation; active: boolean }) {
  const last = c.lastMessage;
  return (
    <li>
      <Link to={linkOf(c.customId)} className={classes.conversation} aria-current={active ? "true" : undefined} data-testid="conversation-row">
        <Avatar src={c.avatar || null} alt="" radius="xl" size={36}>
          {c.nickname.slice(0, 1)}
        </Avatar>
        <span className={classes.conversationText}>
          <span className={classes.conversationName}>
            {c.nickname}
            {c.isStaff && (
              <Badge size="xs" variant="light" ml={6}>
                客服
              </Badge>
            )}
          </span>
          <span className={classes.conversationLast}>{last ? `${last.fromSelf ? "我：" : ""}${last.text}` : "还没有消息"}</span>
        </span>
        <span className={classes.conversationMeta}>
          {last && <time dateTime={new Date(last.time).toISOString()}>{dayjs(last.time).format("MM-DD HH:mm")}</time>}
          {c.unread > 0 && !active && (
            <Badge size="sm" color="red" circle aria-label={`${c.unread}条未读`}>
              {c.unread > 99 ? "99+" : c.unread}
            </Badge>
          )}
        </span>
      </Link>
    </li>
  );
}

export function MessagesPanel({ customerId }: { customerId?: string }) {
  const user = useUnit($userInfo);
  const userId = user?.id ?? 0;
  const asked = peerIdOf(customerId);
  const peerId = asked === userId ? undefined : asked;
  const staff = useQuery(staffInfoQuery());
  const isStaff = staff.data != null;
  const list = useQuery(conversationsQuery(userId, peerId));
  const peer = list.data?.find((c) => c.customId === peerId);
  const service = user && !isStaff && peerIdOf(user.identity);

  let body;
  if (list.isPending) body = <Loader size="sm" aria-label="会话加载中" />;
  else if (list.isError && !list.data) {
    body = (
      <div className={classes.empty}>
        <p>{list.error.message || "会话加载失败"}</p>
        <Button variant="light" size="xs" onClick={() => void list.refetch()}>
          重试
        </Button>
      </div>
    );
  } else {
    body =
      list.data.length === 0 ? (
        <p className={classes.empty}>{isStaff ? "还没有用户来咨询" : "暂无消息"}</p>
      ) : (
        <ul className={classes.conversations} aria-label="会话列表">
          {list.data.map((c) => (
            <ConversationRow key={c.hxRoomId} conversation={c} active={c.customId === peerId} />
          ))}
        </ul>
      );
  }

  return (
    <section className={classes.panel} aria-label="我的消息">
      <h2 className={classes.panelTitle}>
        {isStaff ? "客服消息" : "我的消息"}
        {service && service !== peerId && (
          <Button component={Link} to={linkOf(service)} size="compact-sm" variant="light" ml="auto">
            联系客服
          </Button>
        )}
      </h2>
      <div className={classes.messages}>
        <div className={classes.conversationList}>{body}</div>
        <div className={classes.chatPane}>
          {peerId === undefined ? (
            <p className={classes.empty}>{asked === userId ? "不能给自己发消息" : "选择一个会话开始聊天"}</p>
          ) : list.isError && !peer ? (
            <p className={classes.empty}>{list.error?.message || "会话打开失败"}</p>
          ) : peer ? (
            <PrivateChatPane key={peer.customId} peer={peer} />
          ) : (
            <Loader size="sm" aria-label="会话加载中" />
          )}
        </div>
      </div>
    </section>
  );
}
