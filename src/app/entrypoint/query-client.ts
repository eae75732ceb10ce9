import { QueryClient } from "@tanstack/react-query";

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: 1,
        // Live data arrives over the socket; refetching on every tab switch would only add load.
        refetchOnWindowFocus: false,
        staleTime: 30_000,
      },
    },
  });
}
