// What the shell shows of this area (menu and tab titles, keys other parts use); the rest loads with the area (register.ts).
export const zh = {
  menu: {
    specLibrary: '规格属性库',
    sizeCategories: '尺码组',
    codeRatios: '尺码配比',
    sizeTableTemplates: '尺寸表模板',
    companyLibrary: '多厂通用设置',
  },
};
