/** The texts an element's `aria-describedby` points at, in its order: what a screen reader reads after the name. */
export function describedBy(element: HTMLElement): Array<string | null | undefined> {
  return (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .filter(Boolean)
    .map((id) => document.getElementById(id)?.textContent);
}
