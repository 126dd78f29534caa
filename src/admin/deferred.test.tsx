import { render, screen } from "@testing-library/react";
import { Component, createRef } from "react";
import { describe, expect, it } from "vitest";
import { deferred, deferredControl } from "./deferred";
import type { ControlProps } from "./length-counter";

const field = { get: () => undefined };

/** What the last control mounted was asked. */
const asked = { validated: false, focused: "" };

/** A control as Decap's widgets are: a class whose instance says whether its value is valid. */
class Control extends Component<ControlProps> {
  validate = () => {
    asked.validated = true;
  };
  isValid = () => ({ error: { message: "not valid" } });
  getValidateValue = () => "the value to validate";
  focus(path?: string) {
    asked.focused = path ?? "";
  }
  override render() {
    return <input aria-label="Name" defaultValue={String(this.props.value)} />;
  }
}

describe("a control loaded on its first use", () => {
  it("shows that it is loading, answers for the control meanwhile, then hands Decap's calls to it", async () => {
    let loaded: (control: typeof Control) => void = () => {};
    const Deferred = deferredControl(
      () =>
        new Promise<typeof Control>((resolve) => {
          loaded = resolve;
        }),
    );
    const ref = createRef<InstanceType<typeof Deferred>>();
    render(<Deferred ref={ref} field={field} value="Amina" />);

    expect(screen.getByText("Loading…")).toBeVisible();
    expect(ref.current?.isValid()).toBe(true);
    expect(ref.current?.getValidateValue()).toBeUndefined();
    ref.current?.validate?.();
    expect(asked.validated).toBe(false);

    loaded(Control);
    expect(await screen.findByRole("textbox", { name: "Name" })).toHaveValue(
      "Amina",
    );
    expect(ref.current?.isValid()).toEqual({
      error: { message: "not valid" },
    });
    expect(ref.current?.getValidateValue()).toBe("the value to validate");
    ref.current?.validate?.();
    ref.current?.focus("name");
    expect(asked).toEqual({ validated: true, focused: "name" });
  });
});

describe("a component loaded on its first use", () => {
  it("shows what it renders once it has loaded", async () => {
    const Preview = deferred(() =>
      Promise.resolve(({ name }: { name: string }) => <h2>{name}</h2>),
    );
    render(<Preview name="Amina Example" />);
    expect(
      await screen.findByRole("heading", { name: "Amina Example" }),
    ).toBeVisible();
  });
});
