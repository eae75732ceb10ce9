// The basketball board: the list view over basketball's lists with basketball's grid, filter and cells.
export { BasketballBoard } from "./ui/basketball-board";
export { createBasketballBoard } from "./model/create-basketball-board";
