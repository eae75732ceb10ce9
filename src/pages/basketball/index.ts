export { BasketballPage } from "./ui/basketball-page";
