// Parts of the editor that its first screens (the sign-in, the lists of entries) never show are loaded
// when a form or a preview first needs them: the heavy widgets (./widgets.ts) and the site's cards.
import {
  Component,
  lazy,
  Suspense,
  type ComponentType,
  type ReactNode,
} from "react";
import { type ControlProps, shouldControlUpdate } from "./length-counter";

/** What Decap reads from a control through its ref. */
type ControlInstance = {
  isValid?: () => unknown;
  focus?: (path?: string) => void;
  shouldComponentUpdate?: (next: ControlProps) => boolean;
  getValidateValue?: () => unknown;
  validate?: () => void;
};

/** Shown for the moment a control or a screen is loading. */
export function Loading() {
  return <p style={{ margin: "8px 0", color: "#5b6470" }}>Loading…</p>;
}

/**
 * A widget's control loaded on its first use. Decap reads `isValid`, `focus`, `getValidateValue`,
 * `validate` and `shouldComponentUpdate` from the control's ref once, when it mounts: this one answers
 * for the control until it has loaded, then hands each to it.
 */
export function deferredControl<P extends ControlProps>(
  load: () => Promise<ComponentType<P>>,
) {
  const Loaded = lazy(async () => ({ default: await load() }));
  return class DeferredControl extends Component<P> {
    private inner: ControlInstance | null = null;

    // Decap calls these unbound: arrows keep this instance.
    isValid = () => this.inner?.isValid?.() ?? true;
    getValidateValue = () => this.inner?.getValidateValue?.();

    focus(path?: string) {
      this.inner?.focus?.(path);
    }

    // Decap's form validates a list or an object by its control's own `validate`, where it has one, and
    // any other field by its own rules. A field whose control has not loaded yet is left to the check of
    // the whole entry before it is saved (./validate.ts), which would otherwise find an empty list
    // missing.
    get validate() {
      if (!this.inner) return () => {};
      return this.inner.validate?.bind(this.inner);
    }

    override shouldComponentUpdate(next: P) {
      return shouldControlUpdate(this.inner, this.props, next);
    }

    override render(): ReactNode {
      return (
        <Suspense fallback={<Loading />}>
          <Loaded
            {...this.props}
            ref={(instance: ControlInstance | null) => {
              this.inner = instance;
            }}
          />
        </Suspense>
      );
    }
  };
}

/** A component loaded on its first use, such as a preview; `fallback` shows while it loads. */
export function deferred<P extends object>(
  load: () => Promise<ComponentType<P>>,
  fallback: ReactNode = null,
): ComponentType<P> {
  const Loaded = lazy(async () => ({
    default: await load(),
  })) as ComponentType<P>;
  return function Deferred(props: P) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
