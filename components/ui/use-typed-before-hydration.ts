'use client';

import { useEffect, useLayoutEffect, useRef } from 'react';

type ValueControl = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const VALUELESS_INPUT_TYPES = new Set(['checkbox', 'radio', 'file', 'submit', 'reset', 'button', 'image']);

function valueControl(id: string): ValueControl | null {
  const element = document.getElementById(id);
  if (element instanceof HTMLInputElement) return VALUELESS_INPUT_TYPES.has(element.type) ? null : element;
  if (element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement) return element;
  return null;
}

/** Tells React that `control` now holds `typed`, as the person's own typing or choosing would. */
function reportTyped(control: ValueControl, rendered: string, typed: string): void {
  if (control instanceof HTMLSelectElement) {
    // React reads a select's change from the element itself.
    control.value = typed;
    control.dispatchEvent(new Event('change', { bubbles: true }));
    return;
  }
  // React fires onChange only for a value it has not seen: it sees the rendered one through its own
  // setter on the control, then the typed one is put beneath it with the element's own setter.
  control.value = rendered;
  const prototype =
    control instanceof HTMLTextAreaElement ? HTMLTextAreaElement.prototype : HTMLInputElement.prototype;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(control, typed);
  control.dispatchEvent(new Event('input', { bubbles: true }));
}

/**
 * Keeps what a person typed into a server-rendered control before the page's script took it over. React
 * leaves such a value on screen when it hydrates, but not in the state behind the control, and the form's
 * next render (the next key pressed anywhere in it) would put the state's value back: the text would
 * vanish. Once mounted, a controlled control (`value` a string or number) showing something else reports
 * it through its own `onChange`, so the state takes it. A control mounted in the browser shows `value`
 * already, and nothing happens.
 */
export function useTypedBeforeHydration(
  controlId: string,
  value: string | number | readonly string[] | undefined,
): void {
  const typed = useRef<string | null>(null);
  const rendered = typeof value === 'string' || typeof value === 'number' ? String(value) : null;
  // Read in the commit that mounts the form, before the first report re-renders it and puts every other
  // control's state back on screen.
  useLayoutEffect(() => {
    const control = valueControl(controlId);
    if (control && rendered !== null && control.value !== rendered) typed.current = control.value;
    // Only on mount: later differences are the person's own typing, which React sees.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  useEffect(() => {
    const text = typed.current;
    if (rendered === null || text === null) return;
    // As a keystroke arrives: outside React's own work, so that React applies each report before it puts
    // the controlled values back on screen, as it does after every event.
    const report = setTimeout(() => {
      typed.current = null;
      const control = valueControl(controlId);
      // A control showing neither has been typed into since: that typing is the person's last word.
      if (control && (control.value === rendered || control.value === text))
        reportTyped(control, rendered, text);
    });
    return () => clearTimeout(report);
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
}
