// @vitest-environment jsdom
// /anchorStart against the sim: a non-anchor is pointed to certification; an anchor's saved draft
// comes back, a refusal from the server shows in the form, and a good draft goes on air.
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import dayjs from "dayjs";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { renderApp } from "#test-kit/render";
import { createTestBackend, useTestSim } from "#test-kit/sim";
import { storeSignedInUser } from "#test-kit/stored-session";
import { FOOTBALL_STATUS } from "#wire";
import { draftKey, type StartDraft } from "../lib/start-draft";

const backend = createTestBackend({ footballPerDay: 60, basketballPerDay: 10 });
useTestSim(backend);

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem("downloadPromptClosed", "1");
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

const signIn = (phone: string) => storeSignedInUser(backend, phone);

const draftWith = (matchId: number, roomName: string): StartDraft => ({
  date: dayjs().format("YYYY-MM-DD"),
  roomName,
  selCompetition: null,
  matchId,
  notification: true,
  coverPicture: "",
  sportType: 1,
});

it("a non-anchor is told to certify first", async () => {
  await signIn("13800007001");
  await renderApp({ url: "/anchorStart" });
  expect(await screen.findByText("认证成为主播后方可开播")).toBeTruthy();
  expect(screen.getByRole("link", { name: "去认证" }).getAttribute("href")).toBe("/anchorCertification");
});

it("restores the saved draft, shows the server's refusal in the form, then goes on air", async () => {
  const anchor = backend.world.anchors().find((a) => !backend.world.board.rooms.has(a.customId))!;
  const account = await signIn(backend.accounts.book.get(anchor.customId)!.phone);
  const today = backend.world.day("football", backend.world.todayKey());
  const over = today.find((m) => m.statusId === FOOTBALL_STATUS.FINISHED)!;
  localStorage.setItem(draftKey(account.id), JSON.stringify(draftWith(over.id, "赛后复盘")));

  await renderApp({ url: "/anchorStart" });
  const form = await screen.findByRole("region", { name: "开播设置" });
  expect((within(form).getByRole("textbox", { name: /直播间标题/ }) as HTMLInputElement).value).toBe("赛后复盘");
  fireEvent.click(within(form).getByRole("button", { name: "开始直播" }));
  expect((await within(form).findByRole("alert")).textContent).toBe("比赛已结束，无法开播");
  expect(backend.world.board.rooms.has(anchor.customId)).toBe(false);

  // The same draft on a match in play (as if picked): on air, with the room named as typed.
  cleanup();
  const going = today.find((m) => m.statusId === FOOTBALL_STATUS.FIRST_HALF || m.statusId === FOOTBALL_STATUS.SECOND_HALF)!;
  localStorage.setItem(draftKey(account.id), JSON.stringify(draftWith(going.id, "一起看下半场")));
  await renderApp({ url: "/anchorStart" });
  fireEvent.click(within(await screen.findByRole("region", { name: "开播设置" })).getByRole("button", { name: "开始直播" }));
  const onAir = await screen.findByRole("region", { name: "直播中" });
  expect(await within(onAir).findByText("一起看下半场")).toBeTruthy();
  expect(backend.world.board.rooms.get(anchor.customId)?.roomName).toBe("一起看下半场");
});

it("a stream started elsewhere while the form was open: the refusal shows and the desk turns to 直播中", async () => {
  const anchor = backend.world.anchors().find((a) => !backend.world.board.rooms.has(a.customId))!;
  const account = await signIn(backend.accounts.book.get(anchor.customId)!.phone);
  const going = backend.world
    .day("football", backend.world.todayKey())
    .filter((m) => m.statusId === FOOTBALL_STATUS.FIRST_HALF || m.statusId === FOOTBALL_STATUS.SECOND_HALF);
  localStorage.setItem(draftKey(account.id), JSON.stringify(draftWith(going[0]!.id, "我的解说")));

  await renderApp({ url: "/anchorStart" });
  const form = await screen.findByRole("region", { name: "开播设置" });
  expect(backend.engine.controlLiving(anchor.customId, "start", going[1]!.id).result.ok).toBe(true);
  fireEvent.click(within(form).getByRole("button", { name: "开始直播" }));

  const onAir = await screen.findByRole("region", { name: "直播中" });
  expect(within(onAir).getByTestId("on-air-room-id").textContent).toBe(String(backend.world.board.rooms.get(anchor.customId)!.roomId));
  expect(screen.queryByRole("region", { name: "开播设置" })).toBeNull();
});
