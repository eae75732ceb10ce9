// The id in a team-library address (`/footballTeamDetail/{id}`, `/basketballPlayerDetail/{id}`…):
// a positive integer, else none (the page says the team or player does not exist). The route
// reads it too, to ask for the card as the address matches.
export function libraryIdOf(raw: string | undefined): number | null {
  const id = Number(raw);
  return Number.isInteger(id) && id > 0 ? id : null;
}
