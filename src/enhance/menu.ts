/**
 * The small-screen menu. Its button's aria-expanded is the one state: the stylesheet shows the list and
 * swaps the icon from it. Choosing an item closes the menu; Escape closes it and returns focus to the button.
 */
export function enhanceMenu(button: HTMLButtonElement) {
  const menu = document.getElementById(
    button.getAttribute("aria-controls") ?? "",
  );
  if (!menu) return;
  const isOpen = () => button.getAttribute("aria-expanded") === "true";
  const setOpen = (open: boolean) =>
    button.setAttribute("aria-expanded", String(open));

  button.addEventListener("click", () => setOpen(!isOpen()));
  menu.addEventListener("click", (event) => {
    if (event.target instanceof Element && event.target.closest("a"))
      setOpen(false);
  });
  document.addEventListener("keydown", (event) => {
    if (event.key !== "Escape" || !isOpen()) return;
    setOpen(false);
    button.focus();
  });
}
