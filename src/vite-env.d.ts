/// <reference types="vite/client" />

interface ImportMetaEnv {
  readonly VITE_API_BASE_URL?: string;
  readonly VITE_SOCKET_URL?: string;
  readonly VITE_PAYLOAD_KEY?: string;
  readonly VITE_ANCHOR_TOOL_URL?: string;
  readonly VITE_AGORA_APP_ID?: string;
}
