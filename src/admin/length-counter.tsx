// The count of characters under a text field of the editor ("37 / 80 characters"), and the field's
// refusal of a longer text before anything is saved. Decap's string, text and markdown widgets show no
// count: ./cms.ts wraps their controls with withLengthCounter, which reads the limit that ./config.ts
// takes from the schema (`max_length`).
import { Component, type ComponentType, type ReactNode } from "react";

/** Counted as the build counts: without the spaces around the text, which the schemas trim. */
export const lengthOf = (value: unknown) =>
  typeof value === "string" ? value.trim().length : 0;

const figure = (count: number) => count.toLocaleString("en");

/** What the editor is told once a text is too long; the field turns red with it. */
export const tooLongMessage = (label: string, count: number, max: number) =>
  `${label} is ${figure(count)} characters long; at most ${figure(max)} fit on the page. Shorten it by ${figure(count - max)}.`;

export function LengthCounter({
  id,
  count,
  max,
}: {
  id: string;
  count: number;
  max: number;
}) {
  const over = count > max;
  return (
    // Polite: read out once the editor pauses, not over the typing.
    <p
      id={id}
      aria-live="polite"
      data-over={over || undefined}
      style={{
        margin: "6px 0 0",
        fontSize: "12px",
        fontWeight: over ? 700 : 400,
        color: over ? "#d60032" : "#5b6470",
      }}
    >
      {figure(count)} / {figure(max)} characters
      {over ? `: ${figure(count - max)} too many` : ""}
    </p>
  );
}

/** The part of the props Decap gives a widget's control that the counter reads. */
export type ControlProps = {
  field: { get(key: string): unknown };
  value?: unknown;
  forID?: string;
  parentIds?: string[];
  classNameWrapper?: string;
  hasActiveStyle?: boolean;
};

/** What Decap reads from a control through its ref. */
type ControlInstance = {
  isValid?: () => unknown;
  focus?: (path?: string) => void;
  shouldComponentUpdate?: (next: ControlProps) => boolean;
};

/**
 * Whether a wrapped control renders again: as the control says where it has its own rule, else by
 * Decap's own rule for a control that has none.
 */
export function shouldControlUpdate(
  inner: Pick<ControlInstance, "shouldComponentUpdate"> | null,
  props: ControlProps,
  next: ControlProps,
): boolean {
  if (inner?.shouldComponentUpdate)
    return inner.shouldComponentUpdate.call(inner, next);
  return (
    props.value !== next.value ||
    props.classNameWrapper !== next.classNameWrapper ||
    props.hasActiveStyle !== next.hasActiveStyle
  );
}

/**
 * A widget's control with the count under it. Decap reads `isValid`, `focus` and
 * `shouldComponentUpdate` from the control's ref: this one answers for the limit, and hands the rest to
 * the control it wraps.
 */
export function withLengthCounter<P extends ControlProps>(
  Control: ComponentType<P>,
) {
  return class LimitedControl extends Component<P> {
    private inner: ControlInstance | null = null;

    private get max() {
      const max = this.props.field.get("max_length");
      return typeof max === "number" ? max : undefined;
    }

    private get counterId() {
      return `${this.props.forID ?? "field"}-length`;
    }

    // Decap calls it unbound (as `widget.wrappedControlValid()`): an arrow keeps this instance.
    isValid = () => {
      const { max } = this;
      const count = lengthOf(this.props.value);
      if (max !== undefined && count > max) {
        const label =
          this.props.field.get("label") ?? this.props.field.get("name");
        return {
          error: {
            type: "CUSTOM",
            parentIds: this.props.parentIds ?? [],
            message: tooLongMessage(String(label), count, max),
          },
        };
      }
      return this.inner?.isValid?.() ?? true;
    };

    focus(path?: string) {
      if (this.inner?.focus) this.inner.focus(path);
      else if (this.props.forID)
        document.getElementById(this.props.forID)?.focus();
    }

    override shouldComponentUpdate(next: P) {
      return shouldControlUpdate(this.inner, this.props, next);
    }

    override componentDidMount() {
      // The count is part of the field's description, for a screen reader that lands in the field.
      const input =
        this.props.forID && document.getElementById(this.props.forID);
      if (input && this.max !== undefined)
        input.setAttribute(
          "aria-describedby",
          [input.getAttribute("aria-describedby"), this.counterId]
            .filter(Boolean)
            .join(" "),
        );
    }

    override render(): ReactNode {
      const { max } = this;
      return (
        <>
          <Control
            {...this.props}
            ref={(instance: ControlInstance | null) => {
              this.inner = instance;
            }}
          />
          {max !== undefined && (
            <LengthCounter
              id={this.counterId}
              count={lengthOf(this.props.value)}
              max={max}
            />
          )}
        </>
      );
    }
  };
}
