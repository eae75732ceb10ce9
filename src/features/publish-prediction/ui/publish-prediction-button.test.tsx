// @vitest-environment jsdom
// 发布预测 is an anchor's: a fan sees no button, and nobody downloads the form until the button is
// first clicked (the form, its selects and the upcoming matches are the dialog's chunk).
import { fireEvent, screen } from "@testing-library/react";
import { fork } from "effector";
import { expect, it, vi } from "vitest";
import { $userInfo } from "@/entities/session";
import { renderUi } from "#test-kit/render";
import { useTestSim } from "#test-kit/sim";
import { PublishPredictionButton } from "./publish-prediction-button";

// The form itself is the e2e's (tests/e2e/forecast.e2e.ts); here it only has to be in the dialog,
// and its module tells when it was downloaded.
const formModule = vi.hoisted(() => ({ loaded: false }));
vi.mock("./publish-form", () => {
  formModule.loaded = true;
  return { PublishForm: () => <p>发布表单</p> };
});

useTestSim();

const viewer = (isAnchor: 0 | 1) => fork({ values: [[$userInfo, { id: 10077, nickname: "主播", avatar: "", isAnchor, userCode: "10077", identifier: "", identity: "1", phone: "" }]] });

it("shows no button to a fan", () => {
  renderUi(<PublishPredictionButton />, { scope: viewer(0) });
  expect(screen.queryByRole("button", { name: "发布预测" })).toBeNull();
  expect(formModule.loaded).toBe(false);
});

it("downloads the form when an anchor first clicks 发布预测, then opens it", async () => {
  renderUi(<PublishPredictionButton />, { scope: viewer(1) });
  const button = screen.getByRole("button", { name: "发布预测" });
  expect(formModule.loaded).toBe(false);
  fireEvent.click(button);
  const dialog = await screen.findByRole("dialog", { name: "发布预测" });
  expect(dialog.textContent).toContain("发布表单");
  expect(formModule.loaded).toBe(true);
});
