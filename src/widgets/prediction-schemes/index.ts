// Prediction schemes as lists: the signed-in anchor's own (individual center type 8) and a
// forecast record (type 4) (docs/product-rules.md "Predictions").
export { MyPredictionSchemes } from "./ui/my-prediction-schemes";
export { ForecastRecord } from "./ui/forecast-record";
