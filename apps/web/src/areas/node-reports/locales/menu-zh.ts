/** Tab and menu titles only (the first screen carries them); the rest loads with the pages (locales/register.ts). */
export const zh = {
  menu: { panel: '节点详情', allReportBill: '上报单据', detail: '上报单据详情', phone: '我的节点' },
};
