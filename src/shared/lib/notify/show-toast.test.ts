import { cleanNotifications, notifications, notificationsStore } from "@mantine/notifications";
import { afterEach, describe, expect, it } from "vitest";
import { showToast } from "./show-toast";

const shown = () => notificationsStore.getState().notifications.map(({ message, color }) => [color, message]);

afterEach(() => cleanNotifications());

describe("showToast", () => {
  it("shows an identical toast once while it is on screen, and again once it has closed", () => {
    showToast("error", "服务器繁忙，请稍后重试（HTTP 503）");
    showToast("error", "服务器繁忙，请稍后重试（HTTP 503）");
    expect(shown()).toEqual([["red", "服务器繁忙，请稍后重试（HTTP 503）"]]);
    notifications.hide("error:服务器繁忙，请稍后重试（HTTP 503）");
    showToast("error", "服务器繁忙，请稍后重试（HTTP 503）");
    expect(shown()).toEqual([["red", "服务器繁忙，请稍后重试（HTTP 503）"]]);
  });

  it("shows different texts, or the same text at another level, each", () => {
    showToast("error", "请求超时");
    showToast("error", "数据格式错误");
    showToast("warning", "请求超时");
    expect(shown()).toEqual([
      ["red", "请求超时"],
      ["red", "数据格式错误"],
      ["yellow", "请求超时"],
    ]);
  });
});
