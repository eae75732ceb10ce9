// @vitest-environment jsdom
// The grid knows no sport: given rows of any item ({ id, name } here), one text column, a source
// to read items from and callbacks, it renders item rows by id and section rows through
// renderSection, reads a changed item into its own row only, hands the focused item to the
// Enter and F callbacks, and shows its empty text for no rows.
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { allSettled, createEvent, createStore, fork } from "effector";
import { Profiler, useState } from "react";
import { constructRow } from "@tanstack/react-table";
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { renderUi } from "#test-kit/render";
import { createGridColumnHelper, type GridItemRow, type GridSectionRow } from "./grid-rows";
import { useGridRow } from "./grid-row-context";
import { PHONE_MEDIA_QUERY } from "./phone-columns";
import { SectionHeading } from "./section-heading";
import { GRID_RENDER_BLOCK } from "./block-range";
import { VirtualGrid, type VirtualGridProps } from "./virtual-grid";

// The grid's table rows, counted: it makes one per rendered row, when the row first renders.
vi.mock("@tanstack/react-table", async (importActual) => {
  const actual = await importActual<typeof import("@tanstack/react-table")>();
  return { ...actual, constructRow: vi.fn(actual.constructRow) };
});
const tableRowsMade = vi.mocked(constructRow);

interface Person {
  id: number;
  name: string;
}

interface TeamSection extends GridSectionRow {
  title: string;
  count: number;
}

type Row = TeamSection | GridItemRow;

const ROW_HEIGHT = 40;

const people = (list: Person[]) => new Map(list.map((p) => [p.id, p]));
const renamed = createEvent<Person>();
const $people = createStore<ReadonlyMap<number, Person>>(people([])).on(renamed, (map, person) => new Map(map).set(person.id, person));

const renders = new Map<number, number>();
function NameCell() {
  const { item, decoration } = useGridRow<Person, string>();
  return (
    <span>
      <span data-testid="name">
        {item.name}
        {decoration}
      </span>
      <button type="button">关注</button>
    </span>
  );
}
function useDecoration(itemId: number) {
  renders.set(itemId, (renders.get(itemId) ?? 0) + 1);
  return itemId === 2 ? " ★" : "";
}

const helper = createGridColumnHelper<Row>();
const columns = helper.columns([helper.display({ id: "name", header: "姓名", cell: NameCell, meta: { track: "1fr", align: "start" } })]);

const section = (key: string, count: number): TeamSection => ({ kind: "section", id: `section-${key}`, title: `${key}组`, count });
const item = (id: number): GridItemRow => ({ kind: "item", id: `person-${id}`, itemId: id });

const renderSection: VirtualGridProps<Person, string, Row>["renderSection"] = (row, ariaRowIndex, columnCount) => (
  <SectionHeading title={row.title} countText={`${row.count} 人`} ariaRowIndex={ariaRowIndex} columnCount={columnCount} testKey={row.id} />
);
const rowAttributes = (person: Person) => ({ "data-person": person.id });
const threePeople = () => fork({ values: [[$people, people([{ id: 1, name: "甲" }, { id: 2, name: "乙" }, { id: 3, name: "丙" }])]] });

/** The grid of people: these rows, the name column, and the props given. */
function grid(rows: Row[], props: Partial<VirtualGridProps<Person, string, Row>> = {}) {
  return (
    <VirtualGrid<Person, string, Row>
      rows={rows}
      columns={columns}
      source={$people}
      useDecoration={useDecoration}
      label="名单"
      itemHeight={ROW_HEIGHT}
      sectionHeight={ROW_HEIGHT}
      scrollPaddingStart={0}
      renderSection={renderSection}
      rowAttributes={rowAttributes}
      emptyText="没有人"
      {...props}
    />
  );
}

function renderGrid(rows: Row[], props: Partial<VirtualGridProps<Person, string, Row>> = {}, scope = threePeople()) {
  return renderUi(grid(rows, props), { scope });
}

const rowOf = (id: number) => document.querySelector<HTMLElement>(`[data-person="${id}"]`);
const activePerson = (grid: HTMLElement) => {
  const id = grid.getAttribute("aria-activedescendant");
  return id ? (document.getElementById(id)?.dataset.person ?? `missing element #${id}`) : null;
};

// A window tall enough for every row (the scrolling test lowers it).
const setWindowHeight = (px: number) => Object.defineProperty(window, "innerHeight", { configurable: true, value: px });
beforeAll(() => setWindowHeight(10_000));
beforeEach(() => {
  vi.spyOn(window, "scrollTo").mockImplementation(() => {});
  renders.clear();
});
afterEach(() => {
  cleanup();
  setWindowHeight(10_000);
  Object.defineProperty(window, "scrollY", { configurable: true, value: 0 });
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
});

describe("VirtualGrid", () => {
  it("renders item rows by id through the columns, and section rows through renderSection", () => {
    renderGrid([section("A", 2), item(1), item(2), section("B", 1), item(3)]);
    const grid = screen.getByRole("grid", { name: "名单" });
    expect(grid.getAttribute("aria-rowcount")).toBe("6"); // header row + 2 sections + 3 items
    expect(grid.getAttribute("aria-colcount")).toBe("1");
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["姓名"]);
    expect(screen.getAllByRole("rowheader").map((h) => h.textContent)).toEqual(["A组2 人", "B组1 人"]);
    expect(screen.getByRole("rowheader", { name: /B组/ }).closest("[role=row]")!.getAttribute("aria-rowindex")).toBe("5");

    expect(within(rowOf(1)!).getByTestId("name").textContent).toBe("甲");
    expect(within(rowOf(2)!).getByTestId("name").textContent).toBe("乙 ★"); // the row's decoration
    expect(within(rowOf(3)!).getAllByRole("gridcell")).toHaveLength(1);
    expect([1, 2, 3].map((id) => rowOf(id)!.getAttribute("aria-rowindex"))).toEqual(["3", "4", "6"]);
  });

  it("reads where its rows start before it renders any, so no row is laid out by that read", () => {
    // The rows start 300 px down the page (a header and tabs above them); reading that forces a
    // layout of whatever is in the page then.
    const rowsInPageAtRead: number[] = [];
    vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(() => {
      rowsInPageAtRead.push(document.querySelectorAll("[data-person]").length);
      return new DOMRect(0, 300, 800, 0);
    });
    // As on a board: the grid is there, empty, while the list loads; then the list comes.
    let load: (rows: Row[]) => void = () => {};
    function Loading() {
      const [rows, setRows] = useState<Row[]>([]);
      load = setRows;
      return grid(rows);
    }
    renderUi(<Loading />, { scope: threePeople() });
    act(() => load([item(1), item(2), item(3)]));
    expect(rowsInPageAtRead).toEqual([0]);
    expect([1, 2, 3].map((id) => rowOf(id) !== null)).toEqual([true, true, true]);
    expect(Object.fromEntries(renders)).toEqual({ 1: 1, 2: 1, 3: 1 });
  });

  it("re-renders only the row whose item changed", async () => {
    const { scope } = renderGrid([item(1), item(2), item(3)]);
    expect([...renders.values()]).toEqual([1, 1, 1]);
    await act(() => allSettled(renamed, { scope, params: { id: 2, name: "乙二" } }));
    expect(within(rowOf(2)!).getByTestId("name").textContent).toBe("乙二 ★");
    expect(Object.fromEntries(renders)).toEqual({ 1: 1, 2: 2, 3: 1 });
  });

  it("re-renders, at a re-sort into new row objects, only the rows that moved", () => {
    // A list model builds a new array of new row objects at every re-sort; rows saying the same
    // thing at the same place stay as they are.
    let resort: (rows: Row[]) => void = () => {};
    const first = [item(1), item(2), item(3)];
    tableRowsMade.mockClear();
    function Resorted() {
      const [rows, setRows] = useState<Row[]>(first);
      resort = setRows;
      return grid(rows);
    }
    renderUi(<Resorted />, { scope: threePeople() });
    expect(Object.fromEntries(renders)).toEqual({ 1: 1, 2: 1, 3: 1 });
    expect(tableRowsMade).toHaveBeenCalledTimes(3); // one table row per rendered row, not one per row of the list

    // A grid render with the same row data makes no table row again.
    act(() => resort([...first]));
    expect(tableRowsMade).toHaveBeenCalledTimes(3);

    act(() => resort([item(1), item(3), item(2)]));
    expect([1, 3, 2].map((id) => rowOf(id)!.getAttribute("aria-rowindex"))).toEqual(["2", "3", "4"]);
    expect(within(rowOf(3)!).getByTestId("name").textContent).toBe("丙");
    expect(Object.fromEntries(renders)).toEqual({ 1: 1, 2: 2, 3: 2 });
    expect(tableRowsMade).toHaveBeenCalledTimes(6);
  });

  it("renders the rows' cells anew when the columns change (a board's other column set)", () => {
    const IdCell = () => <span data-testid="id">#{useGridRow<Person, string>().item.id}</span>;
    const withId = helper.columns([...columns, helper.display({ id: "id", header: "编号", cell: IdCell, meta: { track: "4rem", align: "end" } })]);
    let showIds: () => void = () => {};
    const rows = [item(1), item(2)];
    function Switchable() {
      const [wide, setWide] = useState(false);
      showIds = () => setWide(true);
      return grid(rows, { columns: wide ? withId : columns });
    }
    renderUi(<Switchable />, { scope: threePeople() });
    expect(within(rowOf(2)!).getAllByRole("gridcell")).toHaveLength(1);
    act(() => showIds());
    expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["姓名", "编号"]);
    expect(within(rowOf(2)!).getAllByRole("gridcell").map((cell) => cell.textContent)).toEqual(["乙 ★关注", "#2"]);
  });

  it("hands the focused item to Enter and F, and asks for the filter on /", async () => {
    const onOpen = vi.fn<(person: Person) => void>();
    const onFollowKey = vi.fn<(person: Person) => void>();
    const onFilterKey = vi.fn<() => void>();
    renderGrid([section("A", 2), item(1), item(2), section("B", 1), item(3)], { onOpen, onFollowKey, onFilterKey });
    const grid = screen.getByRole("grid");

    fireEvent.keyDown(grid, { key: "Enter" }); // nothing focused yet: nothing to open
    expect(onOpen).not.toHaveBeenCalled();

    fireEvent.keyDown(document.body, { key: "j" });
    expect(document.activeElement).toBe(grid);
    expect(activePerson(grid)).toBe("1");
    fireEvent.keyDown(grid, { key: "ArrowDown" });
    fireEvent.keyDown(grid, { key: "ArrowDown" }); // over the B section row
    expect(activePerson(grid)).toBe("3");
    fireEvent.keyDown(grid, { key: "k" });
    expect(activePerson(grid)).toBe("2");
    await act(async () => {});

    fireEvent.keyDown(grid, { key: "Enter" });
    expect(onOpen).toHaveBeenCalledWith({ id: 2, name: "乙" });
    fireEvent.keyDown(grid, { key: "F" });
    expect(onFollowKey).toHaveBeenCalledWith({ id: 2, name: "乙" });
    fireEvent.keyDown(document.body, { key: "/" });
    expect(onFilterKey).toHaveBeenCalledTimes(1);
    expect(onOpen).toHaveBeenCalledTimes(1);
    expect(onFollowKey).toHaveBeenCalledTimes(1);
  });

  it("opens a clicked row when asked to, leaving clicks on the row's buttons to them", async () => {
    const onOpen = vi.fn<(person: Person) => void>();
    renderGrid([item(1), item(2)], { onOpen, opensOnClick: true });
    const click = async (element: HTMLElement) => {
      fireEvent.mouseDown(element);
      await act(async () => {});
      fireEvent.click(element);
    };
    await click(within(rowOf(2)!).getByTestId("name"));
    expect(onOpen).toHaveBeenCalledWith({ id: 2, name: "乙" });
    await click(within(rowOf(1)!).getByRole("button", { name: "关注" }));
    expect(onOpen).toHaveBeenCalledTimes(1);
    await click(within(rowOf(1)!).getByTestId("name"));
    expect(onOpen).toHaveBeenLastCalledWith({ id: 1, name: "甲" });
  });

  it("leaves clicks alone without opensOnClick (Enter still opens)", async () => {
    const onOpen = vi.fn<(person: Person) => void>();
    renderGrid([item(1), item(2)], { onOpen });
    fireEvent.mouseDown(within(rowOf(2)!).getByTestId("name"));
    await act(async () => {});
    fireEvent.click(within(rowOf(2)!).getByTestId("name"));
    expect(onOpen).not.toHaveBeenCalled();
  });

  it("reads a footer row's height from the resize observer's report, never from a forced layout at mount", async () => {
    // A resize observer the test reports through, as the browser does after layout.
    const observed: Element[] = [];
    let report: ResizeObserverCallback = () => {};
    vi.stubGlobal(
      "ResizeObserver",
      class {
        constructor(callback: ResizeObserverCallback) {
          report = callback;
        }
        observe(element: Element) {
          observed.push(element);
        }
        unobserve() {}
        disconnect() {}
      },
    );
    const heightReads = vi.spyOn(HTMLElement.prototype, "offsetHeight", "get");
    renderGrid([item(1), item(2), item(3)], { renderFooter: (person) => (person.id === 1 ? <p>改期</p> : null) });
    const top = (id: number) => rowOf(id)!.parentElement!.style.transform;
    expect([1, 2, 3].map(top)).toEqual(["translateY(0px)", `translateY(${ROW_HEIGHT}px)`, `translateY(${2 * ROW_HEIGHT}px)`]);
    expect(heightReads).not.toHaveBeenCalled();

    // The first row with its note is 64 px tall: the rows under it move down when that is reported.
    const first = observed.find((element) => element.contains(rowOf(1)))!;
    const entry = { target: first, borderBoxSize: [{ blockSize: 64, inlineSize: 300 }] } as unknown as ResizeObserverEntry;
    await act(async () => report([entry], {} as ResizeObserver));
    await vi.waitFor(() => expect(top(2)).toBe("translateY(64px)"));
    expect(top(3)).toBe(`translateY(${64 + ROW_HEIGHT}px)`);
    expect(heightReads).not.toHaveBeenCalled();
  });

  it("renders again while scrolling only when its rendered rows change, once per block of rows", async () => {
    setWindowHeight(20 * ROW_HEIGHT);
    const list = Array.from({ length: 200 }, (_, i) => ({ id: i + 1, name: `人${i + 1}` }));
    const scope = fork({ values: [[$people, people(list)]] });
    let commits = 0;
    renderUi(
      <Profiler id="grid" onRender={() => void commits++}>
        {grid(list.map((person) => item(person.id)))}
      </Profiler>,
      { scope },
    );
    const scrollTo = (y: number) =>
      act(async () => {
        Object.defineProperty(window, "scrollY", { configurable: true, value: y });
        window.dispatchEvent(new Event("scroll"));
      });
    const rendered = () => [...document.querySelectorAll<HTMLElement>("[data-person]")].map((row) => row.dataset.person).join();
    // Row by row down three blocks: the visible range moves at every step; the rendered rows
    // change at a block's edge only (the block below comes in, or the one above goes), and the
    // grid renders at those steps and no others.
    let changes = 0;
    let quietSteps = 0;
    for (let rows = 1; rows <= 3 * GRID_RENDER_BLOCK; rows++) {
      const before = rendered();
      commits = 0;
      await scrollTo(rows * ROW_HEIGHT);
      if (rendered() !== before) {
        changes++;
        expect(commits).toBeGreaterThan(0);
      } else {
        quietSteps++;
        expect(commits).toBe(0);
      }
    }
    expect(changes).toBeGreaterThanOrEqual(3);
    expect(quietSteps).toBeGreaterThanOrEqual(3 * (GRID_RENDER_BLOCK - 2));
  });

  it("shows its empty text when there are no rows", () => {
    renderGrid([], { emptyTestId: "empty" });
    expect(screen.queryByRole("grid")).toBeNull();
    expect(screen.getByTestId("empty").textContent).toBe("没有人");
  });

  describe("on a phone-width screen", () => {
    function AgeCell() {
      const { item, phone } = useGridRow<Person, string>();
      return <span data-testid="age">{phone ? `${item.id}岁·手机` : `${item.id}岁`}</span>;
    }
    function NoteCell() {
      return <span data-testid="note">{useGridRow<Person, string>().item.name}的备注</span>;
    }
    const withNote = helper.columns([
      helper.display({ id: "name", header: "姓名", cell: NameCell, meta: { track: "160px", phoneTrack: "minmax(0, 1fr)", align: "start" } }),
      helper.display({ id: "note", header: "备注", cell: NoteCell, meta: { track: "1fr", phoneTrack: null, align: "start" } }),
      helper.display({ id: "age", header: "年龄", cell: AgeCell, meta: { track: "48px", align: "end" } }),
    ]);
    /** A screen of the given width class; `resize` moves it across the phone width as a browser would. */
    function screenWidth(initiallyPhone: boolean) {
      let phone = initiallyPhone;
      const listeners = new Set<(event: MediaQueryListEvent) => void>();
      vi.spyOn(window, "matchMedia").mockImplementation(
        (query) =>
          ({
            get matches() {
              return phone && query === PHONE_MEDIA_QUERY;
            },
            media: query,
            addEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.add(listener),
            removeEventListener: (_: string, listener: (event: MediaQueryListEvent) => void) => listeners.delete(listener),
          }) as unknown as MediaQueryList,
      );
      return {
        resize(toPhone: boolean) {
          phone = toPhone;
          act(() => listeners.forEach((listener) => listener({ matches: toPhone } as MediaQueryListEvent)));
        },
      };
    }

    it("leaves out the columns whose phone track is null and lays out the others by their phone tracks, from the first render", () => {
      screenWidth(true);
      renderGrid([section("A", 2), item(1), item(2)], { columns: withNote });
      const grid = screen.getByRole("grid");
      expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["姓名", "年龄"]);
      // The cells know the screen is a phone's.
      expect(within(rowOf(1)!).getAllByRole("gridcell").map((cell) => cell.textContent)).toEqual(["甲关注", "1岁·手机"]);
      expect(screen.queryByTestId("note")).toBeNull();
      expect(grid.style.getPropertyValue("--grid-template")).toBe("minmax(0, 1fr) 48px"); // no phone track: its own
      expect(grid.getAttribute("aria-colcount")).toBe("2");
      expect(screen.getByRole("rowheader", { name: /A组/ }).getAttribute("aria-colspan")).toBe("2");
    });

    it("follows the screen across the phone width", () => {
      const { resize } = screenWidth(false);
      renderGrid([item(1)], { columns: withNote });
      expect(screen.getAllByRole("columnheader")).toHaveLength(3);
      resize(true);
      expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["姓名", "年龄"]);
      expect(within(rowOf(1)!).getByTestId("age").textContent).toBe("1岁·手机");
    });

    it("shows every column at its desktop track on a wider screen", () => {
      screenWidth(false);
      renderGrid([item(1)], { columns: withNote });
      expect(screen.getAllByRole("columnheader").map((h) => h.textContent)).toEqual(["姓名", "备注", "年龄"]);
      expect(within(rowOf(1)!).getByTestId("note").textContent).toBe("甲的备注");
      expect(within(rowOf(1)!).getByTestId("age").textContent).toBe("1岁");
      expect(screen.getByRole("grid").style.getPropertyValue("--grid-template")).toBe("160px 1fr 48px");
      expect(screen.getByRole("grid").getAttribute("aria-colcount")).toBe("3");
    });
  });
});
