// An anchor on a match as the lists carry it (the wire's AnchorInfo): enough to show the avatar
// and to open the room or the anchor's page.
export interface AnchorRef {
  avatar: string;
  roomId: number;
  customId: number;
}

/** What a match holds of its live rooms: anchors streaming it, previews of it, its room ids. */
export interface LiveFields {
  living: AnchorRef[];
  preview: AnchorRef[];
  roomIds: number[];
}
