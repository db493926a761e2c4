/**
 * The checkout's region select follows its country: only the chosen country's group of
 * subdivisions stays offered (the page without JavaScript offers every group, and the server
 * refuses a region of another country). A country without subdivisions leaves the select empty
 * and not required.
 */
export function followCountry(region: HTMLSelectElement): void {
  const country = region.form?.elements.namedItem('shippingAddress.country');
  if (!(country instanceof HTMLSelectElement)) return;
  const groups = [...region.querySelectorAll('optgroup')];
  const show = (): void => {
    let offered = false;
    for (const group of groups) {
      const mine = group.dataset['country'] === country.value;
      group.hidden = !mine;
      group.disabled = !mine;
      offered ||= mine;
    }
    if (region.selectedOptions[0]?.parentElement instanceof HTMLOptGroupElement && region.selectedOptions[0].parentElement.disabled) region.value = '';
    region.required = offered;
    region.disabled = !offered;
  };
  country.addEventListener('change', show);
  show();
}
