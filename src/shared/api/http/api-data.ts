// A JSON call for a query function: its data, or a rejection with the failure's message (the
// message the contract's toast already showed, or the one a page shows in place). The caller that
// needs the failure's reason or code keeps apiRequest's result instead.
import type { ApiRequestOptions } from "./http-client";
import { apiRequest } from "./http-client";

export async function apiData<T>(path: string, options: ApiRequestOptions<T>): Promise<T> {
  const result = await apiRequest(path, options);
  if (!result.ok) throw new Error(result.message);
  return result.data;
}
