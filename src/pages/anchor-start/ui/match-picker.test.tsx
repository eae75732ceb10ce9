// @vitest-environment jsdom
// The match picker against the sim: closed, its selects hold only the chosen option (a Select
// indexes all its data even closed, and under Mantine's default, rendered here without the app
// theme, keeps every option in a hidden listbox; a day has thousands); opened, the whole day is
// offered and a pick reaches the caller.
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import dayjs from "dayjs";
import { afterEach, beforeEach, expect, it, vi } from "vitest";
import { renderUi } from "#test-kit/render";
import { createTestBackend, useTestSim } from "#test-kit/sim";
import { todayListQuery } from "@/entities/match";
import { MatchPicker, type MatchPickerProps } from "./match-picker";

const backend = createTestBackend({ footballPerDay: 60, basketballPerDay: 10 });
useTestSim(backend);
// The combobox scrolls the chosen option into view on opening; jsdom has no layout to scroll.
beforeEach(() => {
  Element.prototype.scrollIntoView = vi.fn();
});
afterEach(cleanup);

const options = () => screen.queryAllByRole("option", { hidden: true });

/** Today's football picker, every match acceptable, nothing chosen unless `props` says. */
const renderPicker = (props: Partial<MatchPickerProps>) =>
  renderUi(
    <MatchPicker
      sport="football"
      day={dayjs().format("YYYY-MM-DD")}
      isToday
      accept={() => true}
      competitionId={null}
      matchId={null}
      onCompetitionChange={() => {}}
      onMatchChange={() => {}}
      {...props}
    />,
  );

it("renders the day's options only while a select is open, and hands the pick to the caller", async () => {
  const today = backend.world.day("football", backend.world.todayKey());
  const chosen = today[0]!;
  const homeName = (match: typeof chosen) => backend.world.team(match.homeTeamId)!.name;
  const onMatchChange = vi.fn();
  const { queryClient } = renderPicker({ matchId: chosen.id, onMatchChange });
  const matchInput = screen.getByRole("combobox", { name: "比赛" }) as HTMLInputElement;
  await waitFor(() => expect(matchInput.value).toContain(homeName(chosen)));
  expect(options()).toHaveLength(1);

  fireEvent.click(matchInput);
  // Every match of the day's list (accept: all), once each.
  const listed = queryClient.getQueryData(todayListQuery("football").queryKey)!.matches.length;
  expect(listed).toBeGreaterThan(1);
  await waitFor(() => expect(options()).toHaveLength(listed));
  const other = today[1]!;
  fireEvent.click(options().find((option) => option.textContent?.includes(homeName(other)))!);
  expect(onMatchChange).toHaveBeenCalledWith(expect.objectContaining({ matchId: other.id }));
});

it("closed, the competition select shows the chosen competition with its match count", async () => {
  const today = backend.world.day("football", backend.world.todayKey());
  const { queryClient } = renderPicker({ competitionId: today[0]!.competitionId });
  const competitionInput = screen.getByRole("combobox", { name: "赛事" }) as HTMLInputElement;
  await waitFor(() => expect(competitionInput.value).not.toBe(""));
  const listed = queryClient.getQueryData(todayListQuery("football").queryKey)!.matches;
  const ofCompetition = listed.filter((m) => m.competition.id === today[0]!.competitionId);
  const name = ofCompetition[0]!.competition.shortName || ofCompetition[0]!.competition.name;
  expect(competitionInput.value).toBe(`${name}（${ofCompetition.length}）`);
  expect(options()).toHaveLength(1);
});
