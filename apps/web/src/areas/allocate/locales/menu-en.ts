// What the shell shows of this area (menu and tab titles); the rest loads with the area (register.ts).
export const en = {
  menu: {
    list: 'Transfers',
    form: 'Transfer',
    detail: 'Transfer details',
  },
};
