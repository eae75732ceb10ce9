// @vitest-environment jsdom
// /downLoad: the QR codes by sort, the latest Android version with its notes and time, the
// permanent addresses, and the anchor tool's address.
import { cleanup, screen, within } from "@testing-library/react";
import dayjs from "dayjs";
import { afterEach, expect, it } from "vitest";
import { useApiMock } from "#test-kit/api-mock";
import { renderUi } from "#test-kit/render";
import { DownloadPage } from "./download-page";

const api = useApiMock();
afterEach(() => cleanup());

it("shows the QR codes, the latest version with its notes and time, and the permanent addresses", async () => {
  const updateTime = new Date(2026, 10, 2, 9, 30).getTime();
  api.on("/dict/getDictMap", {
    qrCode: [
      { id: 3, value: "/qr/3.svg", label: "官方公众号", sort: 3 },
      { id: 1, value: "/qr/1.svg", label: "安卓下载", sort: 1 },
      { id: 2, value: "/qr/2.svg", label: "iOS下载", sort: 2 },
    ],
    domains: [{ value: "www.kanqiu.test" }],
    home_notice: [],
  });
  api.on("/v1/version/checkUpdate", { versionName: "3.2.0", versionCode: 320, updateTime, updateContent: "新增直播推荐\n优化比分推送速度", downloadUrl: "" });
  renderUi(<DownloadPage />);

  expect(await screen.findByRole("heading", { name: "看球APP" })).toBeTruthy();
  const codes = await within(screen.getByLabelText("扫码下载")).findAllByRole("img");
  expect(codes.map((img) => img.getAttribute("alt"))).toEqual(["安卓下载", "iOS下载", "官方公众号"]);
  const version = screen.getByRole("region", { name: "版本更新" });
  expect(await within(version).findByText("Android v3.2.0")).toBeTruthy();
  expect(version.textContent).toContain(`更新时间：${dayjs(updateTime).format("YYYY-MM-DD HH:mm")}`);
  expect(within(version).getAllByRole("listitem").map((item) => item.textContent)).toEqual(["新增直播推荐", "优化比分推送速度"]);
  expect(within(screen.getByRole("region", { name: "永久网址" })).getByText("www.kanqiu.test")).toBeTruthy();
  expect(screen.getByRole("link", { name: "下载主播工具" }).getAttribute("href")).toBe("/api/sim/docs/anchor-tool.html");
});

it("says so when the version cannot be loaded, with 重试", async () => {
  api.on("/dict/getDictMap", { qrCode: [], domains: [], home_notice: [] });
  api.on("/v1/version/checkUpdate", { code: 10001, msg: "服务繁忙" });
  renderUi(<DownloadPage />);
  const version = screen.getByRole("region", { name: "版本更新" });
  expect(await within(version).findByText("版本信息加载失败")).toBeTruthy();
  expect(within(version).getByRole("button", { name: "重试" })).toBeTruthy();
});
