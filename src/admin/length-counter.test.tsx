import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createRef, useState } from "react";
import { describe, expect, it } from "vitest";
import {
  LengthCounter,
  withLengthCounter,
  type ControlProps,
} from "./length-counter";

/** Decap's field settings, as the control reads them (an Immutable.js map). */
const field = (settings: Record<string, unknown>) => ({
  get: (key: string) => settings[key],
});

/** A control as Decap's string widget draws it: an input that reports each change. */
function Input({
  forID,
  value,
  onChange,
}: ControlProps & { onChange: (value: string) => void }) {
  return (
    <input
      id={forID}
      value={typeof value === "string" ? value : ""}
      onChange={(event) => onChange(event.target.value)}
    />
  );
}
const Counted = withLengthCounter(Input);

/** The field as Decap holds it: the value lives outside the control. */
function Field({
  max,
  initial = "",
  control,
}: {
  max?: number;
  initial?: string;
  control?: React.Ref<InstanceType<typeof Counted>>;
}) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <label htmlFor="name-field">Name</label>
      <Counted
        ref={control}
        field={field({ label: "Name", name: "name", max_length: max })}
        forID="name-field"
        value={value}
        onChange={setValue}
      />
    </>
  );
}

describe("LengthCounter", () => {
  it("says how many characters of the limit are used, in a polite live region", () => {
    render(<LengthCounter id="count" count={37} max={80} />);
    const counter = screen.getByText("37 / 80 characters");
    expect(counter).toHaveAttribute("aria-live", "polite");
    expect(counter).not.toHaveAttribute("data-over");
  });

  it("warns when the text is over, saying by how much", () => {
    render(<LengthCounter id="count" count={5012} max={200} />);
    const counter = screen.getByText("5,012 / 200 characters: 4,812 too many");
    expect(counter).toHaveAttribute("data-over", "true");
    expect(counter).toHaveStyle({ fontWeight: "700" });
  });
});

describe("withLengthCounter", () => {
  it("counts as the editor types, and describes the field with the count", async () => {
    const user = userEvent.setup();
    render(<Field max={10} />);
    const input = screen.getByRole("textbox", { name: "Name" });
    expect(screen.getByText("0 / 10 characters")).toBeInTheDocument();
    await user.type(input, "Amina");
    expect(screen.getByText("5 / 10 characters")).toBeInTheDocument();
    expect(input).toHaveAccessibleDescription("5 / 10 characters");
  });

  it("counts the text as the build keeps it, without the spaces around it", async () => {
    const user = userEvent.setup();
    render(<Field max={10} />);
    await user.type(screen.getByRole("textbox", { name: "Name" }), "  Amina  ");
    expect(screen.getByText("5 / 10 characters")).toBeInTheDocument();
  });

  it("refuses a text over the limit before saving, in words, and accepts it once shortened", async () => {
    const user = userEvent.setup();
    const control = createRef<InstanceType<typeof Counted>>();
    render(<Field max={10} initial="Amina Diallo-Ndiaye" control={control} />);
    expect(
      screen.getByText("19 / 10 characters: 9 too many"),
    ).toBeInTheDocument();
    expect(control.current?.isValid()).toEqual({
      error: {
        type: "CUSTOM",
        parentIds: [],
        message:
          "Name is 19 characters long; at most 10 fit on the page. Shorten it by 9.",
      },
    });

    const input = screen.getByRole("textbox", { name: "Name" });
    await user.clear(input);
    await user.type(input, "Amina");
    expect(control.current?.isValid()).toBe(true);
  });

  it("shows no count on a field with no limit", () => {
    render(<Field />);
    expect(screen.queryByText(/characters/)).not.toBeInTheDocument();
    expect(screen.getByRole("textbox", { name: "Name" })).not.toHaveAttribute(
      "aria-describedby",
    );
  });
});
