// The goal tips of userSetting (goal pop-ups, their sound, every match or followed ones only):
// views of $userSetting, so one store owns every userSetting key.
import { createEvent, sample } from "effector";
import { $userSetting, userSettingChanged } from "./user-setting";

/** Goal pop-ups on the match list (userSetting.goalTip). */
export const $goalTips = $userSetting.map((setting) => setting.goalTip);
/** The goal sound (userSetting.audioTip). */
export const $audioTip = $userSetting.map((setting) => setting.audioTip);
/** Goals of every match (true) or of followed matches only (userSetting.promptRange). */
export const $goalTipsForAll = $userSetting.map((setting) => setting.promptRange);

export const goalTipsChanged = createEvent<boolean>();
export const audioTipChanged = createEvent<boolean>();

sample({ clock: goalTipsChanged, fn: (goalTip) => ({ goalTip }), target: userSettingChanged });
sample({ clock: audioTipChanged, fn: (audioTip) => ({ audioTip }), target: userSettingChanged });
