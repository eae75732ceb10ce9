// The home page's live-room list (POST /v1/living/home {pageNum, pageSize: 10}), most watched
// first; total counts every living room (docs/api-calls.md "Home, search, anchors and live rooms").
import { z } from "zod/mini";
import { API_PATHS } from "#wire";
import { apiRequest, countOrZero, listOf } from "@/shared/api";
import { liveRoomItemSchema, type LiveRoomItem } from "@/entities/live-room";

export const HOME_ROOMS_PAGE_SIZE = 10;

const homeRoomsSchema = z.object({ items: listOf(liveRoomItemSchema), total: countOrZero });

export interface HomeRoomsPage {
  pageNum: number;
  items: LiveRoomItem[];
  total: number;
}

export async function fetchHomeRooms(pageNum: number): Promise<HomeRoomsPage> {
  const result = await apiRequest(API_PATHS.living.home, { body: { pageNum, pageSize: HOME_ROOMS_PAGE_SIZE }, schema: homeRoomsSchema });
  if (!result.ok) throw new Error(result.message);
  return { pageNum, ...result.data };
}
