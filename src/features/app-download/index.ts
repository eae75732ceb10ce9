export { $downloadPromptOpen, downloadPromptClosed, downloadPromptRequested } from "./model/download-prompt";
