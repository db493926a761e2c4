/**
 * A `div role="button"` activated as a button is: a click, Enter (on key down) or Space (on key
 * up, its key down kept from scrolling the page). Answers the undo.
 */
export function onActivate(element: HTMLElement, run: () => void): () => void {
  const onClick = (event: MouseEvent): void => {
    event.preventDefault();
    run();
  };
  const onKeyDown = (event: KeyboardEvent): void => {
    if (event.key === ' ') event.preventDefault();
    if (event.key !== 'Enter' || event.repeat) return;
    event.preventDefault();
    run();
  };
  const onKeyUp = (event: KeyboardEvent): void => {
    if (event.key !== ' ') return;
    event.preventDefault();
    run();
  };
  element.addEventListener('click', onClick);
  element.addEventListener('keydown', onKeyDown);
  element.addEventListener('keyup', onKeyUp);
  return () => {
    element.removeEventListener('click', onClick);
    element.removeEventListener('keydown', onKeyDown);
    element.removeEventListener('keyup', onKeyUp);
  };
}
