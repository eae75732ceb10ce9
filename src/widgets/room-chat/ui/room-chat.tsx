// Stub while the room chat is being built (issue 12): the chat of one live room with moderation.
export interface RoomChatProps {
  roomId: number;
  /** The chat room id (the vendor's room; the sim's chat channel joins by it too). */
  hxRoomId: string;
  /** The room's anchor: moderates, and is shown as such in the chat. */
  anchorCustomId: number;
}

export function RoomChat({ roomId }: RoomChatProps) {
  return <div data-testid="room-chat" data-room-id={roomId} />;
}
