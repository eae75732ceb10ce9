// Stub while the live room is being built (issue 12); replaced by its own helper.
export function LiveRoomPage() {
  return <div>直播间</div>;
}
