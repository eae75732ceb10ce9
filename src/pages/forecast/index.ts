// /forecast and /forecastDetail (docs/product-rules.md "Predictions").
export { ForecastPage } from "./ui/forecast-page";
export { ForecastDetailPage } from "./ui/forecast-detail-page";
