// Top-tier competition ids for the 一级 filter, as the last /competition/topOne answer gave them.
import { createEvent, createStore } from "effector";

export const footballTopOneLoaded = createEvent<readonly number[]>();

export const $footballTopOneIds = createStore<ReadonlySet<number>>(new Set()).on(
  footballTopOneLoaded,
  (_, ids) => new Set(ids),
);
