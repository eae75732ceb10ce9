// The list decoder's worker: decodes and maps a day's list (about 1 MB, 10,000 matches) so the
// page's main thread only receives the finished matches.
import { answerDecodeRequest, type DecodeRequest } from "./list-decoder-protocol";

self.addEventListener("message", (event: MessageEvent<DecodeRequest>) => {
  self.postMessage(answerDecodeRequest(event.data));
});
