// A preview's reminder (POST /anchor/remind {prepareId, status: 1 remind | 2 cancel}); needs a
// signed-in user (docs/api-calls.md "Home, search, anchors and live rooms").
import { API_PATHS } from "#wire";
import { apiRequest, noDataSchema, type ApiResult } from "@/shared/api";

export interface RemindRequest {
  prepareId: number;
  /** true: remind me; false: cancel. */
  remind: boolean;
}

export const sendRemind = ({ prepareId, remind }: RemindRequest): Promise<ApiResult<void>> =>
  apiRequest(API_PATHS.anchor.remind, { body: { prepareId, status: remind ? 1 : 2 }, schema: noDataSchema });
