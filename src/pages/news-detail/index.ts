export { NewsDetailPage } from "./ui/news-detail-page";
