export { NewsCentrePage } from "./ui/news-centre-page";
export { NewsDetailPage } from "./ui/news-detail-page";
