// What the shell shows of this area (menu and tab titles, keys other parts use); the rest loads with the area (register.ts).
export const zh = {
  menu: {
    adjustList: '订单调整单',
    adjust: '订单调整单详情',
    priceList: '订单调价单',
    price: '订单调价单详情',
  },
  tab: '调整与调价',
};
