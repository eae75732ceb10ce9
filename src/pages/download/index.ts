export { DownloadPage } from "./ui/download-page";
