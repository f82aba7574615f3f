// What the shell shows of this area (menu and tab titles); the rest loads with the area (register.ts).
export const zh = { menu: { list: '应付应收' } };
