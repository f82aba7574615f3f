/** Tab and menu titles only (the first screen carries them); the rest loads with the pages (locales/register.ts). */
export const en = {
  menu: { panel: 'Node', allReportBill: 'Report bills', detail: 'Report bill', phone: 'My nodes' },
};
